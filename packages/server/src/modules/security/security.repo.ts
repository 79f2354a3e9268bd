// SQL for a home's security mode and its alarm events.
import type { AlarmSetting } from '@hemvakt/contract/security';
import { RECENT_ALARMS } from '@hemvakt/contract/security';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface SecurityRow {
  property_id: string;
  alarm_setting: AlarmSetting;
  changed_at: Date | null;
  changed_by: string | null;
  watched_sensor_ids: string[] | null;
  open_sensors_found_by_automation: string[];
  [key: string]: unknown;
}

export interface AlarmRow {
  id: string;
  property_id: string;
  device_id: string | null;
  device_name: string;
  room_id: string | null;
  room_name: string | null;
  status: string;
  created_at: Date;
  cleared_at: Date | null;
  [key: string]: unknown;
}

/** A home without a row has never been armed. */
export async function find(db: Db, propertyId: string): Promise<SecurityRow> {
  return (
    (await one<SecurityRow>(db, 'SELECT * FROM property_security WHERE property_id = $1', [propertyId])) ?? {
      property_id: propertyId,
      alarm_setting: 'Disarmed',
      changed_at: null,
      changed_by: null,
      watched_sensor_ids: null,
      open_sensors_found_by_automation: [],
    }
  );
}

export async function save(
  db: Db,
  propertyId: string,
  change: {
    alarmSetting: AlarmSetting;
    changedBy: string;
    watchedSensorIds: string[] | null;
    /** Set when an automation armed the alarm; left as it is otherwise. */
    openSensorsFoundByAutomation?: string[];
  },
): Promise<void> {
  const found = change.openSensorsFoundByAutomation;
  await db.query(
    `INSERT INTO property_security (property_id, alarm_setting, changed_at, changed_by, watched_sensor_ids,
       open_sensors_found_by_automation)
     VALUES ($1, $2, now(), $3, $4, COALESCE($5::jsonb, '[]'::jsonb))
     ON CONFLICT (property_id) DO UPDATE SET alarm_setting = EXCLUDED.alarm_setting, changed_at = now(),
       changed_by = EXCLUDED.changed_by, watched_sensor_ids = EXCLUDED.watched_sensor_ids,
       open_sensors_found_by_automation = COALESCE($5::jsonb, property_security.open_sensors_found_by_automation)`,
    [
      propertyId,
      change.alarmSetting,
      change.changedBy,
      change.watchedSensorIds ? JSON.stringify(change.watchedSensorIds) : null,
      found ? JSON.stringify(found) : null,
    ],
  );
}

export async function resetOpenSensors(db: Db, propertyId: string): Promise<void> {
  await db.query(
    `UPDATE property_security SET open_sensors_found_by_automation = '[]'::jsonb WHERE property_id = $1`,
    [propertyId],
  );
}

/** Stores an alarm once per trigger (a device's change); answers nothing when it was already stored. */
export async function insertAlarm(
  db: Db,
  alarm: Omit<AlarmRow, 'id' | 'created_at' | 'cleared_at'> & { trigger_key: string },
): Promise<AlarmRow | undefined> {
  return one<AlarmRow>(
    db,
    `INSERT INTO alarm_events (id, property_id, device_id, device_name, room_id, room_name, status, trigger_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (trigger_key) DO NOTHING RETURNING *`,
    [
      newId(),
      alarm.property_id,
      alarm.device_id,
      alarm.device_name,
      alarm.room_id,
      alarm.room_name,
      alarm.status,
      alarm.trigger_key,
    ],
  );
}

export function recentAlarms(db: Db, propertyId: string) {
  return db.query<AlarmRow>(
    'SELECT * FROM alarm_events WHERE property_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [propertyId, RECENT_ALARMS],
  );
}

export async function clearAlarms(db: Db, propertyId: string, by: string): Promise<void> {
  await db.query(
    'UPDATE alarm_events SET cleared_at = now(), cleared_by = $2 WHERE property_id = $1 AND cleared_at IS NULL',
    [propertyId, by],
  );
}
