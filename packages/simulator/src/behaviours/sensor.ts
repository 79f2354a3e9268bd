// Sensor events on demand (GATEWAY-PROTOCOL.md §3, §5) and periodic readings.
import type { SimDevice } from '../device';
import type { SensorEvent } from '../types';
import type { BehaviourHost } from './types';
import { updateMetering } from './switch';

const EVENT_STATE: Record<SensorEvent, Record<string, unknown>> = {
  open: { contact: false }, // contact true = closed, false = open
  close: { contact: true },
  motion: { occupancy: true },
  still: { occupancy: false },
  leak: { water_leak: true },
  dry: { water_leak: false },
  smoke: { smoke: true },
  clear: { smoke: false },
  vibration: { vibration: true, action: 'vibration', strength: 12 },
};

const resets = new WeakMap<SimDevice, NodeJS.Timeout>();

/** Applies a sensor event to the state and publishes it; occupancy/vibration reset after a while. */
export function applyEvent(device: SimDevice, event: SensorEvent, host: BehaviourHost): void {
  const change = EVENT_STATE[event];
  const key = Object.keys(change)[0] as string;
  if (!device.expose(key)) {
    throw new Error(`Device '${device.friendlyName}' (${device.model.definition.model}) has no '${key}'`);
  }
  const s = device.state;
  Object.assign(s, change);
  if (typeof s.trigger_count === 'number' && (event === 'open' || event === 'leak')) s.trigger_count += 1;
  host.publishState(device);
  if (event === 'vibration') delete s.action; // an event, not a level
  if (event === 'motion' || event === 'vibration') {
    device.cancel(resets.get(device));
    resets.set(
      device,
      device.later(host.timing.occupancyResetMs, () => {
        s[key] = false;
        host.publishState(device);
      }),
    );
  }
}

/** Unrounded energy (kWh) per metered device, so small increments add up. */
const energy = new WeakMap<SimDevice, number>();

const drift = (v: number, spread: number, min: number, max: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(Math.max(min, Math.min(max, v + (Math.random() - 0.5) * 2 * spread)) * f) / f;
};

/** One periodic reading; true when the device has something to report. */
export function periodicReading(device: SimDevice, intervalMs: number): boolean {
  const s = device.state;
  let changed = false;
  if (typeof s.temperature === 'number' && device.expose('temperature')) {
    s.temperature = drift(s.temperature, 0.15, -30, 60, 2);
    changed = true;
  }
  if (typeof s.humidity === 'number') {
    s.humidity = drift(s.humidity, 0.4, 5, 99, 2);
    changed = true;
  }
  if (typeof s.pressure === 'number') s.pressure = drift(s.pressure, 0.2, 950, 1050, 1);
  if (device.expose('power') && device.expose('energy')) {
    updateMetering(device, true);
    const total =
      (energy.get(device) ?? Number(s.energy ?? 0)) + (Number(s.power) * intervalMs) / 3_600_000_000;
    energy.set(device, total);
    s.energy = Math.round(total * 1000) / 1000;
    changed = true;
  }
  return changed;
}
