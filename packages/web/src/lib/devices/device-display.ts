// How a device reads on its card and in its popover (spec 001 §3, §4): the status text (a catalogue
// key of `deviceStatus.*` or a raw text), the reading (temperature and humidity in hundredths, shown
// divided by 100 and rounded; W for plugs), battery warnings and whether it is disconnected.
import {
  catalogueEntry,
  DEVICE_STATUS,
  LOCK_BATTERY_LOW_PERCENT,
  MOVEMENT_FILTERED_KINDS,
  type DeviceKind,
} from '@hemvakt/contract/device-catalogue';
import type { Device, DeviceHistoryEntry } from '@hemvakt/contract/devices';

export type StatusKey = keyof typeof DEVICE_STATUS | 'on' | 'off' | 'locked' | 'unlocked';

export type Tone = 'ok' | 'alert' | 'muted' | 'active';

export interface DeviceLook {
  kind: DeviceKind;
  /** Translate with `deviceStatus.<key>`; `text` is used when the status is not one the app knows. */
  statusKey: StatusKey | null;
  text: string | null;
  tone: Tone;
  /** Numbers to show beside the status: 21 °C, 45 %, 12 W. */
  reading: Reading | null;
  battery: 'replace' | 'charge' | null;
}

export interface Reading {
  temperature?: number;
  humidity?: number;
  watts?: number;
}

const STATUS_KEYS = new Map<string, keyof typeof DEVICE_STATUS>(
  Object.entries(DEVICE_STATUS).map(([key, text]) => [text.toLowerCase(), key as keyof typeof DEVICE_STATUS]),
);

const ALERT_STATUSES: ReadonlySet<string> = new Set([
  DEVICE_STATUS.open,
  DEVICE_STATUS.movement,
  DEVICE_STATUS.smoke,
  DEVICE_STATUS.leak,
  DEVICE_STATUS.sirenActive,
]);

/** The catalogue key of a status text the app knows ('Open' → 'open'), or null. */
export function statusKeyOf(text: string): keyof typeof DEVICE_STATUS | null {
  return STATUS_KEYS.get(text.trim().toLowerCase()) ?? null;
}

export function kindOf(device: Pick<Device, 'typeI'>): DeviceKind {
  return catalogueEntry(device.typeI)?.kind ?? 'switch';
}

/** A colour light takes colour (x/y); the other lights take level and colour temperature. */
export function isColourLight(device: Pick<Device, 'typeI'>): boolean {
  return Boolean(catalogueEntry(device.typeI)?.colour);
}

/** Hundredths → whole units (spec 001 §3: divided by 100 and rounded). */
export function hundredths(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return undefined;
  return Math.round(value / 100);
}

/** Lock battery: the ZCL value is in half percent (spec 002 §9). */
export function lockBatteryPercent(
  device: Pick<Device, 'batteryPercentageRemain' | 'battery'>,
): number | null {
  if (device.batteryPercentageRemain !== null && device.batteryPercentageRemain !== undefined) {
    return Math.round(device.batteryPercentageRemain / 2);
  }
  return null;
}

function batteryWarning(device: Device, kind: DeviceKind): DeviceLook['battery'] {
  if (kind === 'lock') {
    const percent = lockBatteryPercent(device);
    return percent !== null && percent <= LOCK_BATTERY_LOW_PERCENT ? 'charge' : null;
  }
  // Spec 001 §4: a sensor's battery other than 0 or null asks for a new one.
  return device.battery ? 'replace' : null;
}

function switchLook(on: boolean): Pick<DeviceLook, 'statusKey' | 'tone'> {
  return { statusKey: on ? 'on' : 'off', tone: on ? 'active' : 'muted' };
}

export function deviceLook(device: Device): DeviceLook {
  const kind = kindOf(device);
  const battery = batteryWarning(device, kind);
  const base = { kind, battery, reading: null, text: null } as const;
  if (!device.active) return { ...base, statusKey: 'disconnected', tone: 'muted' };

  switch (kind) {
    case 'temperature': {
      const reading: Reading = {};
      const temperature = hundredths(device.temp);
      const humidity = hundredths(device.humi);
      if (temperature !== undefined) reading.temperature = temperature;
      if (humidity !== undefined) reading.humidity = humidity;
      return { ...base, statusKey: null, tone: 'ok', reading };
    }
    case 'plug':
      return {
        ...base,
        ...switchLook(device.switchgear === 'on'),
        reading: device.currentConsumption !== null ? { watts: Math.round(device.currentConsumption) } : null,
      };
    case 'light':
    case 'switch':
      return { ...base, ...switchLook(device.switchgear === 'on') };
    case 'lock': {
      const locked = device.switchgear === 'lock';
      return { ...base, statusKey: locked ? 'locked' : 'unlocked', tone: locked ? 'ok' : 'alert' };
    }
    default:
      break;
  }
  const key = STATUS_KEYS.get(device.status.trim().toLowerCase());
  // An open curtain is no alarm; an open door or window is worth noticing.
  const tone: Tone = kind !== 'curtain' && ALERT_STATUSES.has(device.status) ? 'alert' : 'ok';
  if (key) return { ...base, statusKey: key, tone: key === 'noStatus' ? 'muted' : tone };
  return { ...base, statusKey: null, text: device.status || null, tone: 'muted' };
}

/** Spec 001 §2: no event history for tunable devices, temperature sensors or locks. */
export function offersHistory(device: Device): boolean {
  return !device.tunable && !device.temperatureSensor && kindOf(device) !== 'lock' && Boolean(device.ieee);
}

/** Spec 001 §3: 'Movement' entries are hidden for motion, vibration and multi sensors. */
export function visibleHistory(device: Device, entries: DeviceHistoryEntry[]): DeviceHistoryEntry[] {
  if (!MOVEMENT_FILTERED_KINDS.includes(kindOf(device))) return entries;
  return entries.filter((entry) => entry.type !== 'Movement');
}

/** Other colour or dimmable lights of the same room: the bulbs a light can be linked to. */
export function linkableLights(device: Device, devices: Device[]): Device[] {
  if (kindOf(device) !== 'light' || !device.propertyRoomId) return [];
  return devices.filter(
    (other) =>
      other.id !== device.id &&
      kindOf(other) === 'light' &&
      other.propertyRoomId === device.propertyRoomId &&
      Boolean(other.ieee),
  );
}
