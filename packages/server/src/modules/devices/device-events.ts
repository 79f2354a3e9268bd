// What happens when a device reports: the state is stored, appended to the history, and sent on the live
// channel as the spec's message types, to the members who may see the device; the alarm and the
// automations hear of each change (hooks).
import {
  DEVICE_STATUS,
  deviceKind,
  MOVEMENT_FILTERED_KINDS,
  type DeviceKind,
} from '@hemvakt/contract/device-catalogue';
import type { LiveMessageType } from '@hemvakt/contract/live';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { usersNotSeeing } from '../../authz/device-rights';
import { changedTypes, mapState, type DeviceFields } from '../../devices/state-mapping';
import * as repo from './devices.repo';
import { presentDevice } from './devices.present';

export interface DeviceEventDeps {
  db: Db;
  bus: EventBus;
  hooks?: DeviceChangeHooks;
}

/** Sends a device's current row as live messages of the given types. */
export async function publishDevice(
  { db, bus }: DeviceEventDeps,
  row: repo.DeviceRow,
  types: LiveMessageType[],
): Promise<void> {
  if (types.length === 0) return;
  const device = presentDevice(row);
  const exceptUserIds = await usersNotSeeing(db, row.property_id, row.id);
  for (const type of types) {
    bus.publish({
      kind: 'live',
      propertyId: row.property_id,
      exceptUserIds,
      message: { type, propertyId: row.property_id, data: { deviceId: row.id, device } },
    });
  }
}

function historyOf(row: repo.DeviceRow, before: DeviceFields, after: DeviceFields) {
  const entries: { type: string; status: string; roomId: string | null }[] = [];
  if (before.status !== after.status) {
    const kind = deviceKind(row.type_i);
    const reset =
      kind !== undefined &&
      MOVEMENT_FILTERED_KINDS.includes(kind) &&
      after.status === DEVICE_STATUS.noMovement;
    entries.push({ type: reset ? 'Movement' : 'status', status: after.status, roomId: row.room_id });
  }
  if (before.switchgear !== after.switchgear && after.switchgear)
    entries.push({ type: 'switch', status: after.switchgear, roomId: row.room_id });
  return entries;
}

/** A device's state changed: what it was, what it is, and the revision that change made. */
export interface DeviceChange {
  row: repo.DeviceRow;
  before: DeviceFields;
  after: DeviceFields;
  revision: number;
}

/**
 * What else happens when a device changes. `beforePublish` runs before the device's own live messages
 * (the alarm: it must be stored and sounding first); `afterPublish` after them (automations).
 */
export interface DeviceChangeHooks {
  beforePublish?(change: DeviceChange): Promise<void>;
  afterPublish?(change: DeviceChange): Promise<void>;
}

/**
 * A report older than the stored one (zigbee2mqtt's `last_seen`): in cluster mode every instance gets each
 * report, and one that lags must not put back a state the device has already left.
 */
function isOlder(state: Record<string, unknown>, stored: Record<string, unknown>): boolean {
  const [incoming, current] = [state.last_seen, stored.last_seen];
  return (
    typeof incoming === 'string' && typeof current === 'string' && Date.parse(incoming) < Date.parse(current)
  );
}

/** Saves one report over the row it was compared with; on a lost race, compares again with the new row. */
async function saveReport(
  db: Db,
  listed: repo.DeviceRow,
  kind: DeviceKind,
  state: Record<string, unknown>,
): Promise<{ updated: repo.DeviceRow; before: DeviceFields; types: LiveMessageType[] } | undefined> {
  for (let row: repo.DeviceRow | undefined = listed; row; row = await repo.findById(db, row.id)) {
    if (isOlder(state, row.state)) return undefined;
    const stored = repo.fieldsOf(row);
    const after = mapState(kind, state, fieldsWithConnection(row));
    const merged = { ...row.state, ...state };
    const types = changedTypes(stored, after);
    if (!row.active) types.unshift('device update');
    const history = historyOf(row, stored, after);
    const changed = types.length > 0 || history.length > 0;
    const current = row;
    const revision = await db.transaction(async (tx) => {
      const saved = await repo.saveState(tx, current.id, after, merged, true, current.revision, changed);
      if (saved !== null) await repo.addHistory(tx, current.id, history);
      return saved;
    });
    if (revision === null) continue;
    const updated = {
      ...row,
      ...toColumns(after),
      state: merged,
      active: true,
      last_seen_at: new Date(),
      revision,
    };
    return { updated, before: stored, types };
  }
  return undefined;
}

/**
 * A state report of a device (every endpoint row of that ieee on the gateway). Every server instance
 * receives it; the revision check lets exactly one of them see each change.
 */
export async function applyState(
  deps: DeviceEventDeps,
  gatewayId: string,
  ieee: string,
  state: Record<string, unknown>,
): Promise<repo.DeviceRow[]> {
  const changed: repo.DeviceRow[] = [];
  for (const listed of await repo.listOnGateway(deps.db, gatewayId, ieee)) {
    const kind = deviceKind(listed.type_i);
    if (!kind) continue;
    const saved = await saveReport(deps.db, listed, kind, state);
    if (!saved) continue;
    const { updated, before, types } = saved;
    changed.push(updated);
    if (types.length === 0) continue;
    const change = { row: updated, before, after: repo.fieldsOf(updated), revision: updated.revision };
    await deps.hooks?.beforePublish?.(change);
    await publishDevice(deps, updated, types);
    await deps.hooks?.afterPublish?.(change);
  }
  return changed;
}

/** A device that was offline comes back with its status as its state says, not 'Disconnected'. */
function fieldsWithConnection(row: repo.DeviceRow): DeviceFields {
  const fields = repo.fieldsOf(row);
  return row.status === DEVICE_STATUS.disconnected
    ? { ...fields, status: DEVICE_STATUS.initializing }
    : fields;
}

function toColumns(f: DeviceFields): Partial<repo.DeviceRow> {
  return {
    status: f.status,
    switchgear: f.switchgear,
    light_level: f.lightLevel,
    color_temp: f.colorTemp,
    color_x: f.colorX,
    color_y: f.colorY,
    temp: f.temp,
    humi: f.humi,
    battery: f.battery,
    battery_percentage_remain: f.batteryPercentageRemain,
    current_consumption: f.currentConsumption,
    total_consumption: f.totalConsumption,
  };
}

/** Availability online/offline, or a device missing from the gateway's list (offline). */
export async function applyAvailability(
  deps: DeviceEventDeps,
  rows: repo.DeviceRow[],
  online: boolean,
): Promise<void> {
  for (const row of rows) {
    const kind = deviceKind(row.type_i);
    const status = online
      ? kind
        ? mapState(kind, row.state, { ...repo.fieldsOf(row), status: DEVICE_STATUS.initializing }).status
        : DEVICE_STATUS.noStatus
      : DEVICE_STATUS.disconnected;
    const changed = await deps.db.transaction(async (tx) => {
      if (!(await repo.setConnection(tx, row.id, online, status))) return false;
      await repo.addHistory(tx, row.id, [
        {
          type: 'connection',
          status: online ? 'Connected' : DEVICE_STATUS.disconnected,
          roomId: row.room_id,
        },
      ]);
      return true;
    });
    if (changed) await publishDevice(deps, { ...row, active: online, status }, ['device update']);
  }
}
