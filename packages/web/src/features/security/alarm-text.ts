// An alarm in the reader's language: the sensor, its room and what it saw.
import type { TFunction } from 'i18next';
import type { AlarmEvent } from '@hemvakt/contract/security';
import { statusKeyOf } from '../../lib/devices/device-display';

export function alarmText(
  t: TFunction,
  alarm: Pick<AlarmEvent, 'deviceName' | 'roomName' | 'status'>,
): string {
  const key = statusKeyOf(alarm.status);
  const status = key ? t(`deviceStatus.${key}`) : alarm.status;
  return alarm.roomName
    ? t('security.alarmText', { device: alarm.deviceName, room: alarm.roomName, status })
    : t('security.alarmTextNoRoom', { device: alarm.deviceName, status });
}

/** 21:43 (today) or 21/11 21:43. */
export function alarmTime(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  if (date.toDateString() === new Date().toDateString()) return time;
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')} ${time}`;
}
