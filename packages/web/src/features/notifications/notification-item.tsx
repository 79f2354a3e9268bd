// One notification of the inbox (spec 000 §3.8): an icon for its type, the time (DD/MM/YYYY HH:mm:ss),
// the property and room, the message, unread marker and a remove button.
import { IonButton, IonIcon } from '@ionic/react';
import {
  cloudOfflineOutline,
  flameOutline,
  flashOutline,
  megaphoneOutline,
  shieldCheckmarkOutline,
  trashOutline,
  waterOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationType } from '@hemvakt/contract/notifications';

const TYPE_ICONS: Record<NotificationType, string> = {
  deviceWater: waterOutline,
  deviceSmoke: flameOutline,
  alarmStatus: shieldCheckmarkOutline,
  customimpNotification: flashOutline,
  broadCast: megaphoneOutline,
};

function iconOf(notification: Notification): string {
  return notification.data?.event === 'gatewayDisconnected'
    ? cloudOfflineOutline
    : TYPE_ICONS[notification.type];
}

interface NotificationItemProps {
  notification: Notification;
  roomName: string | null;
  removing: boolean;
  onRemove: () => void;
}

export function NotificationItem({ notification, roomName, removing, onRemove }: NotificationItemProps) {
  const { t } = useTranslation();
  const where = [notification.propertyName, roomName].filter(Boolean).join(' · ');
  return (
    <li
      className={`inbox-item inbox-item--${notification.type}${notification.read ? '' : ' inbox-item--unread'}`}
      data-testid="inbox-item"
    >
      <span className="inbox-item__icon">
        <IonIcon icon={iconOf(notification)} aria-hidden="true" />
      </span>
      <div className="inbox-item__body">
        <p className="inbox-item__message">
          {notification.read ? null : <span className="visually-hidden">{t('inbox.unread')} </span>}
          {notification.warningMessage}
        </p>
        <p className="inbox-item__meta">
          <time dateTime={notification.createdAt}>{notification.time}</time>
          {where ? <span>{where}</span> : null}
        </p>
      </div>
      <IonButton
        fill="clear"
        color="medium"
        className="inbox-item__remove"
        aria-label={t('inbox.remove')}
        disabled={removing}
        onClick={onRemove}
      >
        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
      </IonButton>
    </li>
  );
}
