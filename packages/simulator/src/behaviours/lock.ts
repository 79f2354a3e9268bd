// A door lock confirms a LOCK/UNLOCK only after its motor ran (`lockMs`): nothing is published before.
// With auto_relock_time set it locks itself again after that many seconds (action auto_lock).
import type { SimDevice } from '../device';
import type { ApplySet, BehaviourHost } from './types';
import { toggled } from './types';

const relocks = new WeakMap<SimDevice, NodeJS.Timeout>();

function confirm(device: SimDevice, target: 'LOCK' | 'UNLOCK', host: BehaviourHost, action?: string): void {
  device.state.state = target;
  device.state.lock_state = target === 'LOCK' ? 'locked' : 'unlocked';
  // An action is an event: published with this report only (zigbee2mqtt does not cache it).
  if (action) device.state.action = action;
  host.publishState(device);
  delete device.state.action;
  device.cancel(relocks.get(device));
  const relockS = Number(device.state.auto_relock_time ?? 0);
  if (target === 'UNLOCK' && relockS > 0) {
    relocks.set(
      device,
      device.later(relockS * 1000, () => confirm(device, 'LOCK', host, 'auto_lock')),
    );
  }
}

export const applyLockSet: ApplySet = (device, key, value, host) => {
  if (key === 'state') {
    const target = toggled(device.state.state, value, 'LOCK', 'UNLOCK') as 'LOCK' | 'UNLOCK';
    device.later(host.timing.lockMs, () => confirm(device, target, host));
    return false;
  }
  if (key === 'pin_code') {
    const p = (value ?? {}) as Record<string, unknown>;
    const users = { ...((device.state.users as Record<string, unknown>) ?? {}) };
    if (p.pin_code === null || p.pin_code === undefined) delete users[String(p.user)];
    else
      users[String(p.user)] = {
        status: p.user_enabled === false ? 'disabled' : 'enabled',
        pin_code: String(p.pin_code),
      };
    device.state.users = users;
    return true;
  }
  return undefined;
};
