// Shop routes besides the tab: a product (/e-shop/:sku), the public shop entry and the payment
// return pages. The shop itself arrives in a later issue; these say so honestly.
import { IonButton } from '@ionic/react';
import { cartOutline, checkmarkCircleOutline, closeCircleOutline, pricetagOutline } from 'ionicons/icons';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/auth-layout';
import { ComingPage } from '../../components/coming-page';
import { EmptyState } from '../../components/empty-state';
import { ResultView } from '../../components/result-view';

export function ProductPage() {
  const { t } = useTranslation();
  const { sku = '' } = useParams<{ sku: string }>();
  return (
    <ComingPage title={t('shop.productTitle', { sku })} text={t('shop.emptyText')} icon={pricetagOutline} />
  );
}

export function OpenShopPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('pages.openShop')} wide>
      <EmptyState
        icon={cartOutline}
        title={t('shop.emptyTitle')}
        text={t('shop.emptyText')}
        badge={t('common.coming')}
      >
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </EmptyState>
    </AuthLayout>
  );
}

export function ShopSuccessPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <AuthLayout title={t('shop.successTitle')}>
      <ResultView
        icon={checkmarkCircleOutline}
        tone="success"
        title={t('shop.successTitle')}
        text={t('shop.successText', { id })}
      >
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </ResultView>
    </AuthLayout>
  );
}

export function ShopCancelPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  return (
    <AuthLayout title={t('shop.cancelTitle')}>
      <ResultView icon={closeCircleOutline} title={t('shop.cancelTitle')} text={t('shop.cancelText', { id })}>
        <IonButton routerLink="/main-view" routerDirection="root">
          {t('common.goToStart')}
        </IonButton>
      </ResultView>
    </AuthLayout>
  );
}
