// The landlord's /notifications (spec 000 §2.3, §4.6): fire and water-leak notifications newest first,
// more loaded by dateFrom, each resolved after a confirmation and then shown resolved by / at.
import { IonButton, IonContent, IonSpinner } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { LandlordNotification } from '@hemvakt/contract/landlord-alarms';
import { useLandlordNotifications, useResolveLandlordNotification } from '../../api/landlord-alarms';
import { AppHeader } from '../../components/app-header';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed } from '../../components/page-states';
import { confirmDestructive } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { useSession } from '../../lib/session';
import { LandlordNotificationCard } from './landlord-notification-card';
import '../../theme/fire-alarms.css';

export function LandlordNotificationsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useLandlordNotifications(session?.landlordId ?? null);
  const resolve = useResolveLandlordNotification();
  const notifications = query.data?.pages.flat() ?? [];

  const handleResolve = async (notification: LandlordNotification) => {
    const confirmed = await confirmDestructive({
      header: t('landlordAlarms.resolveTitle'),
      message: t('landlordAlarms.resolveText'),
      confirm: t('landlordAlarms.resolve'),
      cancel: t('common.cancel'),
    });
    if (!confirmed) return;
    resolve.mutate(
      { id: notification.id, resolvedBy: session?.userName ?? '' },
      {
        onSuccess: () => void toast(t('landlordAlarms.resolved')),
        onError: () => void toast(t('landlordAlarms.resolveFailed'), 'danger'),
      },
    );
  };

  let body;
  if (query.isPending) {
    body = (
      <div className="page-loading" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        title={t('landlordAlarms.notificationsFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (notifications.length === 0) {
    body = (
      <EmptyState
        icon={notificationsOutline}
        title={t('landlordAlarms.noNotifications')}
        text={t('landlordAlarms.noNotificationsText')}
        headingLevel="h2"
      />
    );
  } else {
    body = (
      <>
        <ul className="landlord-notification-list" aria-label={t('landlordAlarms.listLabel')}>
          {notifications.map((n) => (
            <LandlordNotificationCard
              key={n.id}
              notification={n}
              onResolve={handleResolve}
              resolving={resolve.isPending && resolve.variables?.id === n.id}
            />
          ))}
        </ul>
        {query.hasNextPage ? (
          <IonButton
            fill="outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('landlordAlarms.loadMore')}
          </IonButton>
        ) : null}
      </>
    );
  }

  return (
    <>
      <AppHeader title={t('landlord.notificationsTitle')} />
      <IonContent className="app-content">
        <div className="page-body">
          <h1 className="section-title">{t('landlord.notificationsTitle')}</h1>
          {body}
        </div>
      </IonContent>
    </>
  );
}
