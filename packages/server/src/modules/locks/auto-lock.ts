// Auto-lock (spec 002 §4, GATEWAY-PROTOCOL.md §4.2): a lock that keeps its own relock time
// (`auto_relock_time`) is told the delay; any other lock is locked by a durable job that the server
// schedules when the lock reports it opened. The lock's own reports of how it moved go to its log.
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import { AUTO_LOCK_DEFAULT, type LockFeatures } from '@hemvakt/contract/locks';
import { flattenExposes } from '@hemvakt/contract/z2m';
import type { Db } from '../../db/db';
import type { GatewayRuntime } from '../../gateways/runtime';
import type { JobRunner } from '../../jobs/job-runner';
import * as devices from '../devices/devices.repo';
import * as repo from './locks.repo';

export const AUTO_LOCK_JOB = 'lock.auto-lock';
export const AUTO_LOCK_STATUS = 'Auto-lock';
export const AT_THE_LOCK_STATUS = 'At the lock';

export interface AutoLockDeps {
  db: Db;
  devices: GatewayRuntime;
  jobs: JobRunner;
}

const jobKey = (deviceId: string) => `auto-lock:${deviceId}`;

export function relocksItself(device: devices.DeviceRow): boolean {
  return flattenExposes(device.exposes ?? []).some((e) => e.property === 'auto_relock_time');
}

export async function lockFeatures(db: Db, device: devices.DeviceRow): Promise<LockFeatures> {
  const byDevice = relocksItself(device);
  const saved = await repo.settingsOf(db, device.id);
  if (saved) {
    return {
      autoLockEnabled: saved.auto_lock_enabled,
      selectedAutoLockDelay: saved.auto_lock_delay,
      byDevice,
    };
  }
  // Never saved: a lock that keeps its own time shows what it reported.
  const reported = device.state.auto_relock_time;
  if (byDevice && typeof reported === 'number') {
    const minutes = Math.min(5, Math.max(1, Math.round(reported / 60)));
    return { autoLockEnabled: reported > 0, selectedAutoLockDelay: minutes, byDevice };
  }
  return { ...AUTO_LOCK_DEFAULT, byDevice };
}

export async function saveLockFeatures(
  deps: AutoLockDeps,
  device: devices.DeviceRow,
  enabled: boolean,
  delay: number,
): Promise<LockFeatures> {
  await repo.saveSettings(deps.db, device.id, enabled, delay);
  if (relocksItself(device) && device.gateway_id && device.ieee) {
    await deps.devices.bridge.set(device.gateway_id, device.ieee, {
      auto_relock_time: enabled ? delay * 60 : 0,
    });
  } else if (!enabled) {
    await deps.jobs.cancel(jobKey(device.id));
  }
  return lockFeatures(deps.db, device);
}

const ACTION_STATUS: Record<string, string> = {
  auto_lock: AUTO_LOCK_STATUS,
  manual_lock: AT_THE_LOCK_STATUS,
  manual_unlock: AT_THE_LOCK_STATUS,
  key_lock: AT_THE_LOCK_STATUS,
  key_unlock: AT_THE_LOCK_STATUS,
  one_touch_lock: AT_THE_LOCK_STATUS,
};

/** A state report of any device: for a lock, log its own moves and (un)schedule the server's auto-lock. */
async function onReport(deps: AutoLockDeps, gatewayId: string, ieee: string, state: Record<string, unknown>) {
  if (state.state !== 'LOCK' && state.state !== 'UNLOCK') return;
  const rows = await devices.listOnGateway(deps.db, gatewayId, ieee);
  const device = rows.find((row) => deviceKind(row.type_i) === 'lock');
  if (!device) return;
  const switchgear = state.state === 'LOCK' ? 'lock' : 'unlock';
  const status = typeof state.action === 'string' ? ACTION_STATUS[state.action] : undefined;
  if (status) await repo.addLog(deps.db, { deviceId: device.id, status, switchgear });
  if (relocksItself(device)) return;
  if (switchgear === 'lock') return deps.jobs.cancel(jobKey(device.id));
  const features = await lockFeatures(deps.db, device);
  if (!features.autoLockEnabled) return;
  // Reports repeat the whole state: the first report of the opening starts the delay, later ones keep it.
  const runAt = new Date(deps.jobs.now().getTime() + features.selectedAutoLockDelay * 60_000);
  await deps.jobs.schedule(AUTO_LOCK_JOB, { deviceId: device.id }, runAt, {
    key: jobKey(device.id),
    keep: true,
  });
}

/** Wires auto-lock: the report listener and the job that locks. Answers the unsubscribe. */
export function startAutoLock(
  deps: AutoLockDeps,
  log: { error: (o: object, m: string) => void },
): () => void {
  deps.jobs.handle(AUTO_LOCK_JOB, async (payload) => {
    const device = await devices.findById(deps.db, String(payload.deviceId));
    if (!device || device.switchgear === 'lock') return;
    if (!(await lockFeatures(deps.db, device)).autoLockEnabled) return;
    await deps.devices.locks.send(device, 'lock');
    await repo.addLog(deps.db, { deviceId: device.id, status: AUTO_LOCK_STATUS, switchgear: 'lock' });
  });
  return deps.devices.onDeviceState((gatewayId, ieee, state) => {
    onReport(deps, gatewayId, ieee, state).catch((error: unknown) =>
      log.error({ err: error, ieee }, 'auto-lock bookkeeping failed'),
    );
  });
}
