// SQL for user notifications and for choosing who receives them.
import type { NotificationData, NotificationType } from '@hemvakt/contract/notifications';
import type { Language } from '@hemvakt/contract/common';
import { one, type Db } from '../../db/db';
import { newId } from '../../lib/ids';

export interface NotificationRow {
  id: string;
  user_id: string;
  property_id: string | null;
  property_name: string;
  property_room_id: string | null;
  type: NotificationType;
  warning_message: string;
  data: NotificationData | null;
  read: boolean;
  resolved: boolean;
  created_at: Date;
  [key: string]: unknown;
}

export interface Recipient {
  user_id: string;
  language: Language;
  [key: string]: unknown;
}

export async function insert(
  db: Db,
  n: Omit<NotificationRow, 'id' | 'read' | 'resolved' | 'created_at'>,
): Promise<NotificationRow> {
  const rows = await db.query<NotificationRow>(
    `INSERT INTO notifications (id, user_id, property_id, property_name, property_room_id, type, warning_message, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      newId(),
      n.user_id,
      n.property_id,
      n.property_name,
      n.property_room_id,
      n.type,
      n.warning_message,
      n.data ? JSON.stringify(n.data) : null,
    ],
  );
  return rows[0]!;
}

/** A user's notifications of the last `sinceMs`, newest first. */
export function listRecent(db: Db, userId: string, sinceMs: number, limit = 100) {
  return db.query<NotificationRow>(
    `SELECT * FROM notifications WHERE user_id = $1 AND created_at > now() - ($2::bigint * interval '1 millisecond')
      ORDER BY created_at DESC, id DESC LIMIT $3`,
    [userId, sinceMs, limit],
  );
}

const MEMBER = `SELECT m.user_id, u.language FROM property_members m JOIN users u ON u.id = m.user_id
  WHERE m.property_id = $1 AND u.active`;

/** Members of a property whose user setting (push_when_alarm_change, push_when_scene_change) is on. */
export function membersWithSetting(
  db: Db,
  propertyId: string,
  setting: 'push_when_alarm_change' | 'push_when_scene_change',
) {
  return db.query<Recipient>(`${MEMBER} AND u.${setting} ORDER BY m.created_at`, [propertyId]);
}

export function members(db: Db, propertyId: string) {
  return db.query<Recipient>(`${MEMBER} ORDER BY m.created_at`, [propertyId]);
}

/**
 * Who hears that a sensor raised the alarm: members with 'push when alarm' who may see the sensor and
 * have its notification on — and, while a scene other than the default one is active, its
 * 'notify me also while a scene is active' (setting-when-scene).
 */
export function alarmRecipients(db: Db, propertyId: string, deviceId: string) {
  return db.query<Recipient>(
    `${MEMBER} AND u.push_when_alarm
       AND (m.role IN ('Home Owner', 'Tenant') OR m.user_has_full_access_devices OR EXISTS (
             SELECT 1 FROM member_device_access a WHERE a.property_id = m.property_id
                AND a.user_id = m.user_id AND a.device_id = $2 AND a.can_view))
       AND COALESCE((SELECT s.notification AND (s.notification_when_scene OR NOT EXISTS (
             SELECT 1 FROM properties p JOIN scenes sc ON sc.id = p.active_scene_id
              WHERE p.id = $1 AND NOT sc.is_default))
           FROM device_user_settings s WHERE s.device_id = $2 AND s.user_id = m.user_id), true)
     ORDER BY m.created_at`,
    [propertyId, deviceId],
  );
}

/**
 * Who hears that the gateway disconnected: the home's owners (Home Owner, Tenant — the settings show the
 * choice only to them, spec 002 §2) with notificationWhenGatewayDisconnects on.
 */
export function gatewayDisconnectRecipients(db: Db, propertyId: string) {
  return db.query<Recipient>(
    `${MEMBER} AND m.notify_gateway_disconnects AND m.role IN ('Home Owner', 'Tenant') ORDER BY m.created_at`,
    [propertyId],
  );
}

export function findById(db: Db, id: string) {
  return one<NotificationRow>(db, 'SELECT * FROM notifications WHERE id = $1', [id]);
}

/** A page of a user's notifications of a property newer than `since`, newest first. */
export function listPage(
  db: Db,
  q: { userId: string; propertyId: string; since: Date; skip: number; limit: number },
) {
  return db.query<NotificationRow>(
    `SELECT * FROM notifications WHERE user_id = $1 AND property_id = $2 AND created_at > $3
      ORDER BY created_at DESC, id DESC OFFSET $4 LIMIT $5`,
    [q.userId, q.propertyId, q.since, q.skip, q.limit],
  );
}

export async function countUnread(db: Db, userId: string, propertyId: string, since: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications
      WHERE user_id = $1 AND property_id = $2 AND created_at > $3 AND NOT read`,
    [userId, propertyId, since],
  );
  return rows[0]!.n;
}

export async function markRead(db: Db, userId: string, propertyId: string): Promise<void> {
  await db.query(
    'UPDATE notifications SET read = true WHERE user_id = $1 AND property_id = $2 AND NOT read',
    [userId, propertyId],
  );
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE id = $1', [id]);
}

export async function removeAll(db: Db, userId: string, propertyId: string): Promise<void> {
  await db.query('DELETE FROM notifications WHERE user_id = $1 AND property_id = $2', [userId, propertyId]);
}

/** Deletes notifications created before `before`; answers how many. */
export async function removeOlderThan(db: Db, before: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM notifications WHERE created_at < $1 RETURNING id',
    [before],
  );
  return rows.length;
}
