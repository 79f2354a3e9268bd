// The inbox (spec 000 §3.8, §4.6, spec 002 §9): the user's notifications of the open home from the last
// week, newest first; the next page loads 500 ms after scrolling within 100 px of the end; what is shown
// is marked read 1 s after being seen; remove one, or all after a confirmation.
import { useEffect, useState } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { notificationsOffOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import {
  INFINITE_SCROLL_DELAY_MS,
  INFINITE_SCROLL_THRESHOLD_PX,
  NOTIFICATION_READ_DELAY_MS,
} from '@hemvakt/contract/notifications';
import type { ModalProps } from '../../app/modals/modal-host';
import {
  notificationsOf,
  useMarkNotificationsRead,
  useNotificationPages,
  useRemoveAllNotifications,
  useRemoveNotification,
} from '../../api/notifications';
import { reportClientError } from '../../api/app-info';
import { useUserData } from '../../api/user-data';
import { EmptyState } from '../../components/empty-state';
import { AppModal } from '../../components/ionic/app-modal';
import { IonInfiniteScroll, IonInfiniteScrollContent } from '../../components/ionic/lazy-components';
import { confirmDestructive } from '../../components/ionic/overlays';
import { ModalFrame } from '../../components/modal-frame';
import { toast } from '../../components/notify';
import { LoadFailed } from '../../components/page-states';
import { useSession } from '../../lib/session';
import { NotificationItem } from './notification-item';
import './notifications.css';

function Inbox({ userId, propertyId }: { userId: string; propertyId: string }) {
  const { t } = useTranslation();
  const pages = useNotificationPages(userId, propertyId);
  const rooms = useUserData().data?.[3] ?? [];
  const markRead = useMarkNotificationsRead(userId, propertyId);
  const remove = useRemoveNotification(userId, propertyId);
  const [removing, setRemoving] = useState<string | null>(null);
  const notifications = notificationsOf(pages.data);
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const { mutate: markAllRead } = markRead;

  useEffect(() => {
    if (unread === 0) return;
    const timer = setTimeout(() => markAllRead(), NOTIFICATION_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [unread, markAllRead]);

  const removeOne = (id: string) => {
    setRemoving(id);
    remove.mutate(id, {
      onError: (error) => {
        reportClientError('notifications', error, 'remove notification');
        void toast(t('inbox.removeFailed'), 'danger');
      },
      onSettled: () => setRemoving(null),
    });
  };

  const loadMore = (event: CustomEvent<void>) => {
    const target = event.target as HTMLIonInfiniteScrollElement;
    setTimeout(
      () => void pages.fetchNextPage().finally(() => void target.complete()),
      INFINITE_SCROLL_DELAY_MS,
    );
  };

  if (pages.isPending) {
    return (
      <div className="modal-loading">
        <IonSpinner name="crescent" aria-label={t('common.loading')} />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <LoadFailed title={t('inbox.loadFailed')} error={pages.error} onRetry={() => void pages.refetch()} />
    );
  }
  if (notifications.length === 0) {
    return <EmptyState icon={notificationsOffOutline} title={t('inbox.empty')} text={t('inbox.emptyText')} />;
  }
  const roomName = (id: string | null) => rooms.find((room) => room.id === id)?.name ?? null;
  return (
    <>
      <ol className="inbox-list" aria-label={t('inbox.title')} data-testid="inbox-list">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            roomName={roomName(notification.propertyRoomId)}
            removing={removing === notification.id}
            onRemove={() => removeOne(notification.id)}
          />
        ))}
      </ol>
      <IonInfiniteScroll
        threshold={`${INFINITE_SCROLL_THRESHOLD_PX}px`}
        disabled={!pages.hasNextPage}
        onIonInfinite={loadMore}
      >
        <IonInfiniteScrollContent loadingText={t('inbox.loadingMore')} />
      </IonInfiniteScroll>
    </>
  );
}

function RemoveAllButton({ userId, propertyId }: { userId: string; propertyId: string }) {
  const { t } = useTranslation();
  const pages = useNotificationPages(userId, propertyId);
  const removeAll = useRemoveAllNotifications(userId, propertyId);
  const empty = notificationsOf(pages.data).length === 0;

  const confirmAndRemove = async () => {
    const confirmed = await confirmDestructive({
      header: t('inbox.removeAllTitle'),
      message: t('inbox.removeAllText'),
      confirm: t('inbox.removeAllConfirm'),
      cancel: t('common.cancel'),
    });
    if (!confirmed) return;
    removeAll.mutate(undefined, {
      onError: (error) => {
        reportClientError('notifications', error, 'remove all notifications');
        void toast(t('inbox.removeFailed'), 'danger');
      },
    });
  };

  return (
    <div className="inbox-footer">
      <IonButton
        fill="outline"
        color="danger"
        disabled={empty || removeAll.isPending}
        onClick={() => void confirmAndRemove()}
      >
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        {t('inbox.removeAll')}
      </IonButton>
    </div>
  );
}

export function InboxModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session?.userId ?? '';
  const propertyId = session?.currentPropertySelected ?? '';
  return (
    <AppModal open={open} label={t('inbox.title')} onDismissed={onDismissed} testId="inbox-modal">
      <ModalFrame
        title={t('inbox.title')}
        onClose={onClose}
        footer={<RemoveAllButton userId={userId} propertyId={propertyId} />}
      >
        <Inbox userId={userId} propertyId={propertyId} />
      </ModalFrame>
    </AppModal>
  );
}
