// SQL for landlord notifications (one per hazard event of an apartment) and the landlord's team.
import type { HazardKind } from '@hemvakt/contract/hazards';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface LandlordNotificationRow {
  id: string;
  landlord_id: string;
  hazard_event_id: string;
  property_id: string;
  kind: HazardKind;
  created_at: Date;
  resolved: boolean;
  resolved_by: string | null;
  resolved_at: Date | null;
  property_name: string;
  flat_number: string | null;
  building_id: string | null;
  building_name: string | null;
  device_name: string;
  room_name: string | null;
  started_at: Date;
  cleared_at: Date | null;
  real_alarm: boolean | null;
  answered_by_name: string | null;
  answered_at: Date | null;
  [key: string]: unknown;
}

/** A notification with its apartment, building and hazard event, from rows named `n`. */
const DETAILS = (from: string) => `SELECT n.*, p.property_name, p.flat_number, p.building_id, b.building_name,
    h.device_name, h.room_name, h.started_at, h.cleared_at, h.real_alarm, h.answered_by_name, h.answered_at
  FROM ${from} n JOIN hazard_events h ON h.id = n.hazard_event_id JOIN properties p ON p.id = n.property_id
  LEFT JOIN buildings b ON b.id = p.building_id`;

/** Stores the notification of a hazard event once; nothing when it exists (another run raised it). */
export function insertOnce(
  db: Db,
  n: { landlordId: string; hazardEventId: string; propertyId: string; kind: HazardKind; at: Date },
): Promise<LandlordNotificationRow | undefined> {
  return one<LandlordNotificationRow>(
    db,
    `WITH created AS (INSERT INTO landlord_notifications (id, landlord_id, hazard_event_id, property_id, kind,
         created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (hazard_event_id) DO NOTHING RETURNING *)
     ${DETAILS('created')}`,
    [newId(), n.landlordId, n.hazardEventId, n.propertyId, n.kind, n.at],
  );
}

export function findById(db: Db, id: string): Promise<LandlordNotificationRow | undefined> {
  return one<LandlordNotificationRow>(db, `${DETAILS('landlord_notifications')} WHERE n.id = $1`, [id]);
}

export function findByHazard(db: Db, hazardEventId: string): Promise<LandlordNotificationRow | undefined> {
  return one<LandlordNotificationRow>(
    db,
    `${DETAILS('landlord_notifications')} WHERE n.hazard_event_id = $1`,
    [hazardEventId],
  );
}

/** A landlord's notifications created before `before` (all when null), newest first. */
export function listPage(
  db: Db,
  landlordId: string,
  before: Date | null,
  limit: number,
): Promise<LandlordNotificationRow[]> {
  return db.query<LandlordNotificationRow>(
    `${DETAILS('landlord_notifications')} WHERE n.landlord_id = $1 AND ($2::timestamptz IS NULL OR n.created_at < $2)
      ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
    [landlordId, before, limit],
  );
}

/** Marks it resolved once; a second resolve keeps the first one's who and when. */
export async function resolve(db: Db, id: string, by: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE landlord_notifications SET resolved = true, resolved_by = $2, resolved_at = $3
      WHERE id = $1 AND NOT resolved`,
    [id, by, at],
  );
}

/** The landlord's team: the landlord and the property managers under them. */
export async function teamUserIds(db: Db, landlordId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE landlord_id = $1 AND is_landlord AND active ORDER BY created_at',
    [landlordId],
  );
  return rows.map((r) => r.id);
}

/** How long the landlord gives tenants before a fire or leak reaches the team (users columns, 0011). */
export async function delaySeconds(
  db: Db,
  landlordId: string,
  kind: HazardKind,
): Promise<number | undefined> {
  const column = kind === 'fire' ? 'fire_notification_delay' : 'water_leak_notification_delay';
  // Each team user chooses their own delay; the team hears when the most watchful one asked to.
  const row = await one<{ delay: number | null }>(
    db,
    `SELECT min(${column}) AS delay FROM users WHERE landlord_id = $1 AND is_landlord AND active`,
    [landlordId],
  );
  return row?.delay ?? undefined;
}
