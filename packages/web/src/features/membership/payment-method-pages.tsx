// Return pages after updating a subscription's payment method (spec 000 §2.1).
import { IonButton } from '@ionic/react';
import { checkmarkCircleOutline, closeCircleOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout';
import { ResultView } from '../../components/result-view';

export function PaymentUpdateSuccessPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <AuthLayout title={t('pages.paymentUpdated')}>
      <ResultView
        icon={checkmarkCircleOutline}
        tone="success"
        title={t('pages.paymentUpdated')}
        text={t('pages.paymentUpdatedText', { id })}
      >
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </ResultView>
    </AuthLayout>
  );
}

export function PaymentUpdateCancelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <AuthLayout title={t('pages.paymentNotUpdated')}>
      <ResultView
        icon={closeCircleOutline}
        title={t('pages.paymentNotUpdated')}
        text={t('pages.paymentNotUpdatedText', { id })}
      >
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </ResultView>
    </AuthLayout>
  );
}
