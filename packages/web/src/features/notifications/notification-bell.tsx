// The bell in the resident header: the unread count of the open home, opening the inbox. A push clicked
// while the app is open (the service worker's message) or a link with ?notifications=open opens it too.
import { useEffect } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useNotificationPages } from '../../api/notifications';
import { openModal } from '../../app/modals/modal-store';
import { useSession } from '../../lib/session';
import { keepPushRegistered } from '../../lib/browser-push';
import './notifications.css';

const OPEN_MESSAGE = 'hemvakt:open-notifications';

export function NotificationBell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const propertyId = session?.currentPropertySelected ?? '';
  const pages = useNotificationPages(session?.userId ?? '', propertyId);
  const unread = pages.data?.pages[0]?.unread ?? 0;

  useEffect(() => {
    if (new URLSearchParams(location.search).get('notifications') === 'open') openModal('notifications');
  }, [location.search]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === OPEN_MESSAGE) openModal('notifications');
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    if (session && propertyId) void keepPushRegistered(session, propertyId).catch(() => undefined);
  }, [session, propertyId]);

  const label = unread > 0 ? t('inbox.openUnread', { count: unread }) : t('inbox.open');
  return (
    <IonButton
      className="notification-bell"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      onClick={() => openModal('notifications')}
    >
      <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </IonButton>
  );
}
