// View 3 of the settings modal: 'General Notifications' (push when the alarm goes off, when a scene
// changes, when the alarm is armed or disarmed — per user) and, for a Tenant or Home Owner, a
// notification when this home's gateway disconnects (per property), and the caller's notification
// for each security or alarm device with its room. Each saves at once.
import { IonIcon } from '@ionic/react';
import { notificationsOffOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  patchCachedProperty,
  patchCachedUser,
  saveGatewayDisconnectSetting,
  saveUserSetting,
  type UserSetting,
} from '../../api/account';
import type { Device } from '@hemvakt/contract/devices';
import { patchCachedDevice, saveDeviceNotification } from '../../api/devices';
import { useUserData } from '../../api/user-data';
import { IonToggle } from '../../components/ionic/lazy-components';
import { currentRole, isOwnRole } from '../../lib/role';
import { useSession } from '../../lib/session';
import { useSavedToggle } from '../../components/use-saved-toggle';
import { PushDeviceToggle } from './push-device-toggle';

function UserSettingToggle({ name, stored }: { name: UserSetting; stored: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useSavedToggle(name, stored, async (value) => {
    await saveUserSetting(name, value);
    patchCachedUser(queryClient, { [name]: value });
  });
  return (
    <IonToggle
      checked={toggle.checked}
      disabled={toggle.pending}
      justify="space-between"
      onIonChange={(event) => toggle.change(event.detail.checked)}
    >
      {t(`settings.push.${name}`)}
    </IonToggle>
  );
}

/** The caller's notification for one security or alarm device (spec 002 §2 view 3). */
function DeviceNotificationToggle({ device, roomName }: { device: Device; roomName: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useSavedToggle(`device ${device.id}`, device.notification, async (value) => {
    await saveDeviceNotification(device, value);
    patchCachedDevice(queryClient, { ...device, notification: value });
  });
  return (
    <IonToggle
      checked={toggle.checked}
      disabled={toggle.pending}
      justify="space-between"
      onIonChange={(event) => toggle.change(event.detail.checked)}
    >
      <span className="toggle-label">
        {device.deviceName}
        <span className="toggle-label__sub">{roomName ?? t('devices.unassigned')}</span>
      </span>
    </IonToggle>
  );
}

function GatewayDisconnectToggle({ propertyId, stored }: { propertyId: string; stored: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useSavedToggle('gatewayDisconnects', stored, async (value) => {
    await saveGatewayDisconnectSetting(propertyId, value);
    patchCachedProperty(queryClient, propertyId, { notificationWhenGatewayDisconnects: value });
  });
  return (
    <IonToggle
      checked={toggle.checked}
      disabled={toggle.pending}
      justify="space-between"
      onIonChange={(event) => toggle.change(event.detail.checked)}
    >
      {t('settings.push.gatewayDisconnects')}
    </IonToggle>
  );
}

export function NotificationSettings() {
  const { t } = useTranslation();
  const session = useSession();
  const { data } = useUserData();
  if (!data) return null;
  const [user, properties, , rooms, devices] = data;
  const alarmDevices = devices.filter((device) => device.security || device.alarm);
  const roomName = (device: Device) => rooms.find((room) => room.id === device.propertyRoomId)?.name ?? null;
  const property = properties.find((candidate) => candidate.id === session?.currentPropertySelected);
  const own = isOwnRole(currentRole(session, user));

  return (
    <div className="settings-view">
      <section
        className="settings-card settings-card--padded"
        aria-labelledby="general-notifications-heading"
      >
        <h3 id="general-notifications-heading">{t('settings.generalNotifications')}</h3>
        <p className="settings-card__text">{t('settings.generalNotificationsText')}</p>
        <div className="toggle-list">
          {property ? <PushDeviceToggle propertyId={property.id} /> : null}
          <UserSettingToggle name="pushNotificationWhenAlarm" stored={user.pushNotificationWhenAlarm} />
          <UserSettingToggle name="pushWhenSceneChange" stored={user.pushWhenSceneChange} />
          <UserSettingToggle name="pushWhenAlarmChange" stored={user.pushWhenAlarmChange} />
          {own && property ? (
            <GatewayDisconnectToggle
              propertyId={property.id}
              stored={property.notificationWhenGatewayDisconnects}
            />
          ) : null}
        </div>
      </section>
      <section className="settings-card settings-card--padded" aria-labelledby="device-notifications-heading">
        <h3 id="device-notifications-heading">{t('settings.deviceNotifications')}</h3>
        {alarmDevices.length > 0 ? (
          <div className="toggle-list" data-testid="device-notifications">
            {alarmDevices.map((device) => (
              <DeviceNotificationToggle key={device.id} device={device} roomName={roomName(device)} />
            ))}
          </div>
        ) : (
          <div className="inline-empty">
            <IonIcon icon={notificationsOffOutline} aria-hidden="true" />
            <p>{t('settings.deviceNotificationsEmpty')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
