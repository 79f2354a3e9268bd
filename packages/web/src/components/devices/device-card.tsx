// A device on My Home and in My devices (spec 001 §2): icon, name, room ('Unassigned' in danger
// colour), status or reading, battery warning. Tapping it opens the device popover.
import { IonIcon } from '@ionic/react';
import { batteryDeadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { deviceIcon } from './device-icon';
import { useDeviceText } from './use-device-text';

interface DeviceCardProps {
  device: Device;
  /** The room's name; null when the device has no room. Omit to leave the room out. */
  roomName?: string | null;
  onOpen: (device: Device) => void;
}

export function DeviceCard({ device, roomName, onOpen }: DeviceCardProps) {
  const { t } = useTranslation();
  const text = useDeviceText(device);
  const showRoom = roomName !== undefined;
  return (
    <li className="device-card-item">
      <button
        type="button"
        className={`device-card device-card--${text.look.tone}`}
        data-testid="device-card"
        data-device-id={device.id}
        onClick={() => onOpen(device)}
      >
        <span className={`device-card__icon device-card__icon--${text.look.kind}`} aria-hidden="true">
          <IonIcon icon={deviceIcon(text.look.kind)} />
        </span>
        <span className="device-card__name">{device.deviceName}</span>
        {showRoom ? (
          <span className={`device-card__room${roomName ? '' : ' text-danger'}`}>
            {roomName ?? t('devices.unassigned')}
          </span>
        ) : null}
        <span className="device-card__status" data-testid="device-status">
          {[text.status, text.reading].filter(Boolean).join(' · ')}
        </span>
        {text.warning ? (
          <span className="device-card__warning">
            <IonIcon icon={batteryDeadOutline} aria-hidden="true" />
            {text.warning}
          </span>
        ) : null}
      </button>
    </li>
  );
}
