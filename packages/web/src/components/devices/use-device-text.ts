// The words of a device's look (lib/devices/device-display.ts) in the user's language.
import { useTranslation } from 'react-i18next';
import type { Device } from '@hemvakt/contract/devices';
import { deviceLook, type DeviceLook } from '../../lib/devices/device-display';

export interface DeviceText {
  look: DeviceLook;
  status: string | null;
  reading: string | null;
  warning: string | null;
}

export function useDeviceText(device: Device): DeviceText {
  const { t } = useTranslation();
  const look = deviceLook(device);
  const status = look.statusKey ? t(`deviceStatus.${look.statusKey}`) : look.text;
  const parts: string[] = [];
  if (look.reading?.temperature !== undefined) {
    parts.push(t('devices.temperature', { value: look.reading.temperature }));
  }
  if (look.reading?.humidity !== undefined)
    parts.push(t('devices.humidity', { value: look.reading.humidity }));
  if (look.reading?.watts !== undefined) parts.push(t('devices.watts', { value: look.reading.watts }));
  const warning =
    look.battery === 'replace'
      ? t('devices.replaceBattery')
      : look.battery === 'charge'
        ? t('devices.chargeBattery')
        : null;
  return { look, status, reading: parts.length > 0 ? parts.join(' · ') : null, warning };
}
