// SQL for devices, their history and the per-user device settings.
import { DEVICE_STATUS, initialDeviceValues } from '@hemvakt/contract/device-catalogue';
import type { Linkage } from '@hemvakt/contract/devices';
import type { Expose } from '@hemvakt/contract/z2m';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';
import type { DeviceFields } from '../../devices/state-mapping';

export interface DeviceRow {
  id: string;
  property_id: string;
  gateway_id: string | null;
  ieee: string | null;
  ep: number;
  zigbee_model: string | null;
  vendor: string | null;
  model: string | null;
  exposes: Expose[] | null;
  type_i: string;
  device_name: string;
  room_id: string | null;
  active: boolean;
  pending: boolean;
  status: string;
  switchgear: string | null;
  light_level: number | null;
  color_temp: number | null;
  color_x: number | null;
  color_y: number | null;
  humi: number | null;
  temp: number | null;
  battery: number | null;
  battery_percentage_remain: number | null;
  current_consumption: number | null;
  total_consumption: number | null;
  state: Record<string, unknown>;
  linkages: Linkage[];
  landlords_device: boolean;
  last_seen_at: Date | null;
  /** Counts state changes; a report is saved only over the revision it was compared with. */
  revision: number;
  [key: string]: unknown;
}

export interface DeviceSettingsRow {
  device_id: string;
  notification: boolean;
  notification_when_scene: boolean;
  [key: string]: unknown;
}

export function fieldsOf(row: DeviceRow): DeviceFields {
  return {
    status: row.status,
    switchgear: row.switchgear,
    lightLevel: row.light_level,
    colorTemp: row.color_temp,
    colorX: row.color_x,
    colorY: row.color_y,
    temp: row.temp,
    humi: row.humi,
    battery: row.battery,
    batteryPercentageRemain: row.battery_percentage_remain,
    currentConsumption: row.current_consumption,
    totalConsumption: row.total_consumption,
  };
}

export function listByProperty(db: Db, propertyId: string) {
  return db.query<DeviceRow>('SELECT * FROM devices WHERE property_id = $1 ORDER BY created_at, id', [
    propertyId,
  ]);
}

export function findById(db: Db, id: string) {
  return one<DeviceRow>(db, 'SELECT * FROM devices WHERE id = $1', [id]);
}

export function findByIeee(db: Db, ieee: string) {
  return one<DeviceRow>(db, 'SELECT * FROM devices WHERE ieee = $1 ORDER BY ep LIMIT 1', [ieee]);
}

export function findInProperty(db: Db, propertyId: string, ieee: string, ep?: number) {
  return one<DeviceRow>(
    db,
    'SELECT * FROM devices WHERE property_id = $1 AND ieee = $2 AND ($3::int IS NULL OR ep = $3) ORDER BY ep LIMIT 1',
    [propertyId, ieee, ep ?? null],
  );
}

export function listOnGateway(db: Db, gatewayId: string, ieee?: string) {
  return db.query<DeviceRow>(
    'SELECT * FROM devices WHERE gateway_id = $1 AND ($2::text IS NULL OR ieee = $2) AND ieee IS NOT NULL',
    [gatewayId, ieee ?? null],
  );
}

export interface NewDevice {
  propertyId: string;
  gatewayId: string | null;
  typeI: string;
  deviceName: string;
  roomId: string | null;
  landlordsDevice: boolean;
  /** A joined device (demo seed); omitted for a device that is still pairing. */
  joined?: {
    ieee: string;
    ep: number;
    zigbeeModel: string;
    vendor: string;
    model: string;
    exposes: Expose[];
  };
}

export async function create(db: Db, d: NewDevice): Promise<string> {
  const id = newId();
  const initial = initialDeviceValues(d.typeI);
  const j = d.joined;
  await db.query(
    `INSERT INTO devices (id, property_id, gateway_id, type_i, device_name, room_id, landlords_device, pending, status,
       switchgear, battery, ieee, ep, zigbee_model, vendor, model, exposes, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $12, $13, $14, $15, $16, $17)`,
    [
      id,
      d.propertyId,
      d.gatewayId,
      d.typeI,
      d.deviceName,
      d.roomId,
      d.landlordsDevice,
      !j,
      initial.status,
      initial.switchgear,
      j?.ieee ?? null,
      j?.ep ?? 1,
      j?.zigbeeModel ?? null,
      j?.vendor ?? null,
      j?.model ?? null,
      j ? JSON.stringify(j.exposes) : null,
      Boolean(j),
    ],
  );
  return id;
}

export async function claim(db: Db, id: string, joined: NonNullable<NewDevice['joined']>): Promise<void> {
  await db.query(
    `UPDATE devices SET ieee = $2, ep = $3, zigbee_model = $4, vendor = $5, model = $6, exposes = $7,
       pending = false, active = true WHERE id = $1`,
    [
      id,
      joined.ieee,
      joined.ep,
      joined.zigbeeModel,
      joined.vendor,
      joined.model,
      JSON.stringify(joined.exposes),
    ],
  );
}

/**
 * Saves a report's fields if the row is still at `revision` (answers the new revision, or null when
 * another report — or another server instance — saved first). A change moves the revision on.
 */
export async function saveState(
  db: Db,
  id: string,
  f: DeviceFields,
  state: Record<string, unknown>,
  active: boolean,
  revision: number,
  changed: boolean,
): Promise<number | null> {
  const rows = await db.query<{ revision: number }>(
    `UPDATE devices SET status = $2, switchgear = $3, light_level = $4, color_temp = $5, color_x = $6,
       color_y = $7, temp = $8, humi = $9, battery = $10, battery_percentage_remain = $11,
       current_consumption = $12, total_consumption = $13, state = $14, active = $15, last_seen_at = now(),
       revision = revision + $17
     WHERE id = $1 AND revision = $16 RETURNING revision`,
    [
      id,
      f.status,
      f.switchgear,
      f.lightLevel,
      f.colorTemp,
      f.colorX,
      f.colorY,
      f.temp,
      f.humi,
      f.battery,
      f.batteryPercentageRemain,
      f.currentConsumption,
      f.totalConsumption,
      JSON.stringify(state),
      active,
      revision,
      changed ? 1 : 0,
    ],
  );
  return rows[0]?.revision ?? null;
}

/**
 * Connects (status as its state says) or disconnects a device; answers false when it already was, so that
 * of two instances handling the same availability message only one records it.
 */
export async function setConnection(db: Db, id: string, online: boolean, status: string): Promise<boolean> {
  const changed = await db.query(
    `UPDATE devices SET active = $2, status = $3, revision = revision + 1 WHERE id = $1
       AND CASE WHEN $2 THEN NOT active OR status = $4 ELSE active OR status <> $4 END RETURNING id`,
    [id, online, status, DEVICE_STATUS.disconnected],
  );
  return changed.length > 0;
}

/** Removes a device that is still pairing; answers the row when this call removed it. */
export async function removePending(db: Db, id: string): Promise<DeviceRow | undefined> {
  return one<DeviceRow>(db, 'DELETE FROM devices WHERE id = $1 AND pending RETURNING *', [id]);
}

export async function setStatus(db: Db, id: string, status: string): Promise<void> {
  await db.query('UPDATE devices SET status = $2, revision = revision + 1 WHERE id = $1', [id, status]);
}

export async function rename(db: Db, id: string, name: string, roomId: string | null): Promise<void> {
  await db.query('UPDATE devices SET device_name = $2, room_id = $3 WHERE id = $1', [id, name, roomId]);
}

export async function setLinkages(db: Db, id: string, linkages: Linkage[]): Promise<void> {
  await db.query('UPDATE devices SET linkages = $2 WHERE id = $1', [id, JSON.stringify(linkages)]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE devices SET linkages = COALESCE(
       (SELECT jsonb_agg(l) FROM jsonb_array_elements(linkages) l WHERE l->>'deviceId' <> $1), '[]'::jsonb)
     WHERE linkages @> jsonb_build_array(jsonb_build_object('deviceId', $1::text))`,
    [id],
  );
  await db.query('DELETE FROM member_device_access WHERE device_id = $1', [id]);
  await db.query('DELETE FROM devices WHERE id = $1', [id]);
}

export async function addHistory(
  db: Db,
  deviceId: string,
  entries: { type: string; status: string; roomId: string | null }[],
): Promise<void> {
  for (const e of entries) {
    await db.query('INSERT INTO device_history (device_id, type, status, room_id) VALUES ($1, $2, $3, $4)', [
      deviceId,
      e.type,
      e.status,
      e.roomId,
    ]);
  }
}

export function history(db: Db, deviceId: string, offset: number, limit: number, hideType?: string) {
  return db.query<{ created_at: Date; status: string; type: string; room_id: string | null }>(
    `SELECT created_at, status, type, room_id FROM device_history
      WHERE device_id = $1 AND ($4::text IS NULL OR type <> $4)
      ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [deviceId, offset, limit, hideType ?? null],
  );
}

export function settingsOf(db: Db, propertyId: string, userId: string) {
  return db.query<DeviceSettingsRow>(
    `SELECT s.* FROM device_user_settings s JOIN devices d ON d.id = s.device_id
      WHERE d.property_id = $1 AND s.user_id = $2`,
    [propertyId, userId],
  );
}

export async function saveSetting(
  db: Db,
  deviceId: string,
  userId: string,
  column: 'notification' | 'notification_when_scene',
  value: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO device_user_settings (device_id, user_id, ${column}) VALUES ($1, $2, $3)
     ON CONFLICT (device_id, user_id) DO UPDATE SET ${column} = EXCLUDED.${column}`,
    [deviceId, userId, value],
  );
}
