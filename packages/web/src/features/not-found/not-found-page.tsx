// The catch-all 404 page.
import { IonButton } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout';
import { ResultView } from '../../components/result-view';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AuthLayout title={t('notFound.title')}>
      <ResultView icon={compassOutline} title="404" text={t('notFound.text', { path: pathname })}>
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </ResultView>
    </AuthLayout>
  );
}
