// SQL for scenes, their devices and a home's active scene.
import type { DeviceTarget, SceneKind, SceneSecuritySetting } from '@hemvakt/contract/scenes';
import { BUILT_IN_SCENE_NAMES } from '@hemvakt/contract/scenes';
import type { Linkage } from '@hemvakt/contract/devices';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface SceneRow {
  id: string;
  property_id: string;
  kind: SceneKind;
  scene_name: string;
  scene_picture: string;
  is_default: boolean;
  alarm_setting: SceneSecuritySetting;
  sensor_ids: string[] | null;
  [key: string]: unknown;
}

/** A scene's device with what the scene sets it to, and the device fields a command needs. */
export interface SceneDeviceRow {
  scene_id: string;
  device_id: string;
  switchgear: DeviceTarget['switchgear'];
  light_level: number | null;
  color_temp: number | null;
  color_x: number | null;
  color_y: number | null;
  active_in_scene: boolean;
  ieee: string | null;
  device_name: string;
  type_i: string;
  linkages: Linkage[];
  [key: string]: unknown;
}

/** Home (the default scene, disarms) and Away (arms): every home has them from the start. */
export async function createDefaultScenes(db: Db, propertyId: string): Promise<void> {
  const home = newId();
  await db.query(
    `INSERT INTO scenes (id, property_id, kind, scene_name, scene_picture, is_default, alarm_setting)
     VALUES ($1, $3, 'home', $4, 'home', true, 'Disarmed'),
            ($2, $3, 'away', $5, 'away', false, 'Armed')`,
    [home, newId(), propertyId, BUILT_IN_SCENE_NAMES.home, BUILT_IN_SCENE_NAMES.away],
  );
  await setActive(db, propertyId, home);
}

export function listByProperty(db: Db, propertyId: string) {
  return db.query<SceneRow>(
    "SELECT * FROM scenes WHERE property_id = $1 ORDER BY is_default DESC, kind = 'custom', created_at, id",
    [propertyId],
  );
}

export function findById(db: Db, id: string) {
  return one<SceneRow>(db, 'SELECT * FROM scenes WHERE id = $1', [id]);
}

export function devicesOf(db: Db, sceneIds: string[]) {
  return db.query<SceneDeviceRow>(
    `SELECT sd.*, d.ieee, d.device_name, d.type_i, d.linkages FROM scene_devices sd
       JOIN devices d ON d.id = sd.device_id
      WHERE sd.scene_id = ANY($1::text[]) ORDER BY sd.created_at, d.device_name`,
    [sceneIds],
  );
}

export async function create(
  db: Db,
  scene: { propertyId: string; name: string; picture: string },
): Promise<string> {
  const id = newId();
  await db.query('INSERT INTO scenes (id, property_id, scene_name, scene_picture) VALUES ($1, $2, $3, $4)', [
    id,
    scene.propertyId,
    scene.name,
    scene.picture,
  ]);
  return id;
}

export async function rename(db: Db, id: string, name: string): Promise<void> {
  await db.query('UPDATE scenes SET scene_name = $2 WHERE id = $1', [id, name]);
}

export async function setPicture(db: Db, id: string, picture: string): Promise<void> {
  await db.query('UPDATE scenes SET scene_picture = $2 WHERE id = $1', [id, picture]);
}

export async function setSecurity(
  db: Db,
  id: string,
  setting: SceneSecuritySetting,
  sensorIds: string[] | null,
): Promise<void> {
  await db.query('UPDATE scenes SET alarm_setting = $2, sensor_ids = $3 WHERE id = $1', [
    id,
    setting,
    sensorIds ? JSON.stringify(sensorIds) : null,
  ]);
}

export async function saveDevice(
  db: Db,
  sceneId: string,
  deviceId: string,
  target: DeviceTarget & { activeInScene: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO scene_devices (scene_id, device_id, switchgear, light_level, color_temp, color_x, color_y, active_in_scene)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (scene_id, device_id) DO UPDATE SET switchgear = EXCLUDED.switchgear,
       light_level = EXCLUDED.light_level, color_temp = EXCLUDED.color_temp, color_x = EXCLUDED.color_x,
       color_y = EXCLUDED.color_y, active_in_scene = EXCLUDED.active_in_scene`,
    [
      sceneId,
      deviceId,
      target.switchgear,
      target.lightLevel ?? null,
      target.colorTemp ?? null,
      target.colorX ?? null,
      target.colorY ?? null,
      target.activeInScene,
    ],
  );
}

export function findDevice(db: Db, sceneId: string, deviceId: string) {
  return one<SceneDeviceRow>(
    db,
    `SELECT sd.*, d.ieee, d.device_name, d.type_i, d.linkages FROM scene_devices sd
       JOIN devices d ON d.id = sd.device_id WHERE sd.scene_id = $1 AND sd.device_id = $2`,
    [sceneId, deviceId],
  );
}

export async function removeDevice(db: Db, sceneId: string, deviceId: string): Promise<void> {
  await db.query('DELETE FROM scene_devices WHERE scene_id = $1 AND device_id = $2', [sceneId, deviceId]);
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM scenes WHERE id = $1', [id]);
}

export async function activeSceneId(db: Db, propertyId: string): Promise<string | null> {
  const row = await one<{ active_scene_id: string | null }>(
    db,
    'SELECT active_scene_id FROM properties WHERE id = $1',
    [propertyId],
  );
  return row?.active_scene_id ?? null;
}

export async function setActive(db: Db, propertyId: string, sceneId: string): Promise<void> {
  await db.query('UPDATE properties SET active_scene_id = $2 WHERE id = $1', [propertyId, sceneId]);
}
