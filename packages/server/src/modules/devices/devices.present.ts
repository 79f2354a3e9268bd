// Device rows → the Device entity of spec 001 §3, as one user sees it (own settings and rights).
import { initialDeviceValues } from '@hemvakt/contract/device-catalogue';
import type { Device } from '@hemvakt/contract/devices';
import type { Db } from '../../db/db';
import { colorTempRange } from '../../devices/classifier';
import { deviceRightsIn, type DeviceRights, type RightsOf } from '../../authz/device-rights';
import * as repo from './devices.repo';

export interface Viewer {
  rights: RightsOf;
  settings: Map<string, repo.DeviceSettingsRow>;
}

export async function viewerIn(db: Db, propertyId: string, userId: string): Promise<Viewer> {
  const [rights, settings] = await Promise.all([
    deviceRightsIn(db, propertyId, userId),
    repo.settingsOf(db, propertyId, userId),
  ]);
  return { rights, settings: new Map(settings.map((s) => [s.device_id, s])) };
}

const FULL: DeviceRights = { canView: true, canControll: true, canEdit: true };

/** The device for a viewer; without one (live events to everybody) rights are left to each client's list. */
export function presentDevice(row: repo.DeviceRow, viewer?: Viewer): Device {
  const initial = initialDeviceValues(row.type_i);
  const rights = viewer?.rights(row.id) ?? FULL;
  const settings = viewer?.settings.get(row.id);
  const range = row.exposes ? colorTempRange(row.exposes) : null;
  return {
    id: row.id,
    propertyId: row.property_id,
    ieee: row.ieee,
    ep: row.ep,
    zigbeeModel: row.zigbee_model,
    vendor: row.vendor,
    model: row.model,
    typeI: row.type_i,
    deviceName: row.device_name,
    propertyRoomId: row.room_id,
    active: row.active,
    status: row.status,
    tunable: initial.tunable,
    security: initial.security,
    alarm: initial.alarm,
    temperatureSensor: initial.temperatureSensor,
    switchgear: row.switchgear,
    lightLevel: row.light_level,
    colorTemp: row.color_temp,
    colorTempMin: range?.min ?? null,
    colorTempMax: range?.max ?? null,
    colorX: row.color_x,
    colorY: row.color_y,
    humi: row.humi,
    temp: row.temp,
    battery: row.battery,
    batteryPercentageRemain: row.battery_percentage_remain,
    currentConsumption: row.current_consumption,
    totalConsumption: row.total_consumption,
    notification: settings?.notification ?? true,
    notificationWhenScene: settings?.notification_when_scene ?? true,
    linkages: row.linkages,
    landlordsDevice: row.landlords_device,
    canControll: rights.canControll,
    canEdit: rights.canEdit,
    lastSeenAt: row.last_seen_at ? row.last_seen_at.getTime() : null,
  };
}

/** The devices of a property the user may see (pending adds included: the wizard shows them). */
export async function visibleDevices(db: Db, propertyId: string, userId: string): Promise<Device[]> {
  const [rows, viewer] = await Promise.all([
    repo.listByProperty(db, propertyId),
    viewerIn(db, propertyId, userId),
  ]);
  return rows.filter((r) => !r.pending && viewer.rights(r.id).canView).map((r) => presentDevice(r, viewer));
}
