// Notification rows → the Notification entity (spec 000 §3.8), its time as DD/MM/YYYY HH:mm:ss.
import type { Notification } from '@hemvakt/contract/notifications';
import { localParts } from '@hemvakt/contract/local-time';
import type { NotificationRow } from './notifications.repo';

const two = (n: number) => String(n).padStart(2, '0');

function notificationTime(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${two(p.day)}/${two(p.month)}/${p.year} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

export function presentNotification(row: NotificationRow, timeZone: string): Notification {
  return {
    id: row.id,
    type: row.type,
    time: notificationTime(row.created_at, timeZone),
    createdAt: row.created_at.toISOString(),
    propertyName: row.property_name,
    propertyId: row.property_id,
    propertyRoomId: row.property_room_id,
    warningMessage: row.warning_message,
    data: row.data,
    read: row.read,
    resolved: row.resolved,
  };
}
