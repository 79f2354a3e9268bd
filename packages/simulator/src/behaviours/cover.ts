// A roller blind (FYRTUR) is not optimistic: it moves 10 % per `motorMs` and reports position (100 = open)
// and state as it goes; STOP halts it where it is.
import type { SimDevice } from '../device';
import type { ApplySet, BehaviourHost } from './types';

const moving = new WeakMap<SimDevice, NodeJS.Timeout>();

function moveTo(device: SimDevice, target: number, host: BehaviourHost): void {
  device.cancel(moving.get(device));
  const step = () => {
    const pos = Number(device.state.position ?? 0);
    if (pos === target) return;
    const next = pos < target ? Math.min(target, pos + 10) : Math.max(target, pos - 10);
    device.state.position = next;
    device.state.state = next === 0 ? 'CLOSE' : 'OPEN';
    host.publishState(device);
    if (next !== target) moving.set(device, device.later(host.timing.motorMs, step));
  };
  moving.set(device, device.later(host.timing.motorMs, step));
}

export const applyCoverSet: ApplySet = (device, key, value, host) => {
  if (key === 'state') {
    if (value === 'STOP') {
      device.cancel(moving.get(device));
      host.publishState(device);
    } else moveTo(device, value === 'OPEN' ? 100 : 0, host);
    return false;
  }
  if (key === 'position') {
    moveTo(device, Math.max(0, Math.min(100, Math.round(Number(value)))), host);
    return false;
  }
  return undefined;
};
