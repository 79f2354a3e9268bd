// View 2 of the device popover (spec 001 §2, §5; spec 002 §4): rename (≤ 13 characters, each word
// capitalised), room, the caller's notifications for the device, and delete with a confirmation. A
// Tenant cannot delete the landlord's device ('Device belongs to the landlord').
import { useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { DEVICE_NAME_MAX } from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';
import type { Room } from '@hemvakt/contract/user-data';
import {
  patchCachedDevice,
  saveDeviceNotification,
  saveDeviceNotificationWhenScene,
  useDeviceSetting,
  useRemoveDevice,
} from '../../api/devices';
import { useQueryClient } from '@tanstack/react-query';
import { IonToggle } from '../../components/ionic/lazy-components';
import { presentAlert } from '../../components/ionic/overlays';
import { toast } from '../../components/notify';
import { useSavedToggle } from '../../components/use-saved-toggle';
import { TextField } from '../../components/text-field';
import { normalizeDeviceName } from '../../lib/devices/add-device-steps';
import { RoomSelect } from './add-device-views';
import { alertFailure } from '../../components/alert-failure';

function NotificationToggle({
  device,
  field,
}: {
  device: Device;
  field: 'notification' | 'notificationWhenScene';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useSavedToggle(field, device[field], async (value) => {
    if (field === 'notification') await saveDeviceNotification(device, value);
    else await saveDeviceNotificationWhenScene(device, value);
    patchCachedDevice(queryClient, { ...device, [field]: value });
  });
  return (
    <IonToggle
      checked={toggle.checked}
      disabled={toggle.pending}
      justify="space-between"
      onIonChange={(event) => toggle.change(event.detail.checked)}
    >
      {t(`device.${field}`)}
    </IonToggle>
  );
}

interface DeviceSettingsProps {
  device: Device;
  rooms: Room[];
  role: string | null;
  onDeleted: () => void;
}

export function DeviceSettings({ device, rooms, role, onDeleted }: DeviceSettingsProps) {
  const { t } = useTranslation();
  const save = useDeviceSetting(device.propertyId);
  const remove = useRemoveDevice(device.propertyId);
  const [name, setName] = useState(device.deviceName);
  const [roomId, setRoomId] = useState<string | null>(device.propertyRoomId);
  const cleanName = normalizeDeviceName(name);

  const submit = () => {
    save.mutate(
      { deviceId: device.id, ieee: device.ieee, deviceName: cleanName, deviceRoom: roomId },
      {
        onSuccess: (saved) => {
          setName(saved.deviceName);
          void toast(t('device.saved'));
        },
        onError: (error) => alertFailure(t, error),
      },
    );
  };

  const askDelete = () => {
    if (role === 'Tenant' && device.landlordsDevice) {
      void presentAlert({
        header: t('device.landlordDevice'),
        buttons: [{ text: t('common.ok'), role: 'cancel' }],
      });
      return;
    }
    void presentAlert({
      header: t('device.deleteTitle', { name: device.deviceName }),
      message: t('device.deleteText'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        {
          text: t('device.delete'),
          role: 'destructive',
          handler: () => {
            remove.mutate(device, {
              onSuccess: () => {
                void toast(t('device.deleted', { name: device.deviceName }));
                onDeleted();
              },
              onError: (error) => alertFailure(t, error),
            });
          },
        },
      ],
    });
  };

  return (
    <div className="device-settings form-grid">
      <TextField
        name="deviceName"
        label={t('device.name')}
        value={name}
        onChange={setName}
        maxlength={DEVICE_NAME_MAX}
        helper={t('device.nameHelper', { max: DEVICE_NAME_MAX })}
        required
      />
      <RoomSelect value={roomId} rooms={rooms} onChange={setRoomId} allowNone />
      <div className="modal-actions">
        <IonButton expand="block" disabled={!cleanName || save.isPending} onClick={submit}>
          {save.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {t('common.save')}
        </IonButton>
      </div>
      {device.security || device.alarm ? (
        <section className="settings-card settings-card--padded" aria-labelledby="device-notifications">
          <h3 id="device-notifications">{t('device.notifications')}</h3>
          <div className="toggle-list">
            <NotificationToggle device={device} field="notification" />
            <NotificationToggle device={device} field="notificationWhenScene" />
          </div>
        </section>
      ) : null}
      <div className="modal-actions">
        <IonButton
          expand="block"
          fill="outline"
          color="danger"
          disabled={remove.isPending}
          onClick={askDelete}
        >
          {remove.isPending ? <IonSpinner name="crescent" aria-hidden="true" /> : null}
          {t('device.delete')}
        </IonButton>
      </div>
    </div>
  );
}
