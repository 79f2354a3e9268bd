// Switches, relays and plugs answer optimistically; a metered plug's power follows its on/off state.
import type { SimDevice } from '../device';
import type { ApplySet } from './types';
import { toggled } from './types';

/** The load a metered plug or relay draws while on (W), chosen once per device. */
const loads = new WeakMap<SimDevice, number>();
export function loadWatts(device: SimDevice): number {
  let w = loads.get(device);
  if (w === undefined) {
    w =
      typeof device.state.power === 'number' && device.state.power > 0
        ? device.state.power
        : 5 + Math.round(Math.random() * 60);
    loads.set(device, w);
  }
  return w;
}

/** Refreshes power/current from the on/off state (with a little jitter when on). */
export function updateMetering(device: SimDevice, jitter = false): void {
  const s = device.state;
  if (!device.expose('power')) return;
  const on = s.state === 'ON';
  const base = loadWatts(device);
  const power = on ? Math.max(0, Math.round(base + (jitter ? (Math.random() - 0.5) * base * 0.1 : 0))) : 0;
  s.power = power;
  if (device.expose('current')) {
    const volts = typeof s.voltage === 'number' ? s.voltage : 230;
    s.current = Math.round((power / volts) * 100) / 100;
  }
}

export const applySwitchSet: ApplySet = (device, key, value) => {
  if (key !== 'state') return undefined;
  device.state.state = toggled(device.state.state, value, 'ON', 'OFF');
  updateMetering(device);
  return true;
};
