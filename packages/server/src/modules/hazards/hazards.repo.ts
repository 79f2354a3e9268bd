// SQL for fire and water-leak events (hazard_events) and the residents' answers.
import type { HazardKind } from '@hemvakt/contract/hazards';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface HazardRow {
  id: string;
  property_id: string;
  property_name: string;
  device_id: string | null;
  device_name: string;
  room_id: string | null;
  room_name: string | null;
  kind: HazardKind;
  started_at: Date;
  cleared_at: Date | null;
  real_alarm: boolean | null;
  answered_by_name: string | null;
  answered_at: Date | null;
  [key: string]: unknown;
}

/** Events with their property's name, as the presenter wants them. */
const WITH_PROPERTY = `SELECT h.*, p.property_name FROM hazard_events h JOIN properties p ON p.id = h.property_id`;

/** Reads back rows an UPDATE or INSERT returned, with their property's name. */
const withProperty = (changed: string) =>
  `WITH changed AS (${changed}) SELECT c.*, p.property_name FROM changed c JOIN properties p ON p.id = c.property_id`;

/**
 * Stores the event of one trip (a device's change, `trigger_key`) once, and never a second open event
 * of one sensor; answers nothing when either exists.
 */
export function insert(
  db: Db,
  event: Pick<
    HazardRow,
    'property_id' | 'device_id' | 'device_name' | 'room_id' | 'room_name' | 'kind' | 'started_at'
  > & { trigger_key: string },
): Promise<HazardRow | undefined> {
  return one<HazardRow>(
    db,
    withProperty(`INSERT INTO hazard_events (id, property_id, device_id, device_name, room_id, room_name, kind,
         trigger_key, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING RETURNING *`),
    [
      newId(),
      event.property_id,
      event.device_id,
      event.device_name,
      event.room_id,
      event.room_name,
      event.kind,
      event.trigger_key,
      event.started_at,
    ],
  );
}

export function findById(db: Db, id: string): Promise<HazardRow | undefined> {
  return one<HazardRow>(db, `${WITH_PROPERTY} WHERE h.id = $1`, [id]);
}

/** The sensor's open event, now cleared; nothing when it had none. */
export function clearOpen(db: Db, deviceId: string, at: Date): Promise<HazardRow | undefined> {
  return one<HazardRow>(
    db,
    withProperty(
      `UPDATE hazard_events SET cleared_at = $2 WHERE device_id = $1 AND cleared_at IS NULL RETURNING *`,
    ),
    [deviceId, at],
  );
}

/** Records the first answer; nothing when the event was answered already. */
export function answer(
  db: Db,
  id: string,
  by: { userId: string; name: string },
  realAlarm: boolean,
  at: Date,
): Promise<HazardRow | undefined> {
  return one<HazardRow>(
    db,
    withProperty(`UPDATE hazard_events SET real_alarm = $2, answered_by = $3, answered_by_name = $4,
        answered_at = $5 WHERE id = $1 AND real_alarm IS NULL RETURNING *`),
    [id, realAlarm, by.userId, by.name, at],
  );
}

/** Unanswered events whose sensor still reports the alarm, in the homes the user is a member of. */
export function listNeedingAnswer(db: Db, userId: string): Promise<HazardRow[]> {
  return db.query<HazardRow>(
    `${WITH_PROPERTY} JOIN property_members m ON m.property_id = h.property_id AND m.user_id = $1
      WHERE h.real_alarm IS NULL AND h.cleared_at IS NULL ORDER BY h.started_at DESC, h.id DESC`,
    [userId],
  );
}

/** A property's events since `since`, newest first. */
export function listOfProperty(db: Db, propertyId: string, since: Date): Promise<HazardRow[]> {
  return db.query<HazardRow>(
    `${WITH_PROPERTY} WHERE h.property_id = $1 AND h.started_at > $2 ORDER BY h.started_at DESC, h.id DESC`,
    [propertyId, since],
  );
}
