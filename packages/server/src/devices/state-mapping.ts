// zigbee2mqtt device state → the spec's device fields (GATEWAY-PROTOCOL.md §4.1), and which live
// message types a change is (status, temperature, humidity, switch state, color, energy, battery).
import { DEVICE_STATUS as S, type DeviceKind } from '@hemvakt/contract/device-catalogue';
import type { LiveMessageType } from '@hemvakt/contract/live';

/** The stored device fields a state report can change. */
export interface DeviceFields {
  status: string;
  switchgear: string | null;
  lightLevel: number | null;
  colorTemp: number | null;
  colorX: number | null;
  colorY: number | null;
  temp: number | null;
  humi: number | null;
  battery: number | null;
  batteryPercentageRemain: number | null;
  currentConsumption: number | null;
  totalConsumption: number | null;
}

type State = Record<string, unknown>;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

function statusOf(kind: DeviceKind, s: State, previous: string): string {
  const flag = (key: string, on: string, off: string) => {
    const v = bool(s[key]);
    return v === undefined ? previous : v ? on : off;
  };
  switch (kind) {
    case 'doorWindow': {
      const contact = bool(s.contact);
      return contact === undefined ? previous : contact ? S.closed : S.open; // contact true = closed
    }
    case 'motion':
    case 'multi':
      return flag('occupancy', S.movement, S.noMovement);
    case 'vibration':
      return s.action === 'vibration' ? S.movement : flag('vibration', S.movement, S.noMovement);
    case 'smoke':
      return flag('smoke', S.smoke, S.noSmoke);
    case 'waterLeak':
      return flag('water_leak', S.leak, S.noLeak);
    case 'curtain':
      if (num(s.position) === 0 || s.state === 'CLOSE') return S.closed;
      return s.position !== undefined || s.state !== undefined ? S.open : previous;
    case 'lock':
      return typeof s.lock_state === 'string' ? s.lock_state : previous;
    default:
      // Sirens are timed by the server; switches, lights and thermometers keep their status.
      return previous === S.disconnected || previous === S.initializing ? S.noStatus : previous;
  }
}

function switchgearOf(kind: DeviceKind, s: State, status: string, previous: string | null): string | null {
  switch (kind) {
    case 'plug':
    case 'switch':
    case 'light':
      return s.state === 'ON' ? 'on' : s.state === 'OFF' ? 'off' : previous;
    case 'curtain':
      return status === S.closed ? 'close' : 'open';
    case 'lock':
      return s.state === 'LOCK' ? 'lock' : s.state === 'UNLOCK' ? 'unlock' : (previous ?? 'unlock');
    default:
      return previous;
  }
}

/** The device's fields after state `s` (a full or partial z2m state). */
export function mapState(kind: DeviceKind, s: State, prev: DeviceFields): DeviceFields {
  const status = statusOf(kind, s, prev.status);
  const color = s.color as { x?: unknown; y?: unknown } | undefined;
  const scaled = (v: unknown) => {
    const n = num(v);
    return n === undefined ? undefined : Math.min(65535, Math.round(n * 65535));
  };
  const hundredths = (v: unknown) => {
    const n = num(v);
    return n === undefined ? undefined : Math.round(n * 100);
  };
  const battery = num(s.battery);
  const batteryLow = bool(s.battery_low);
  const sensorBattery =
    battery === undefined && batteryLow === undefined
      ? prev.battery
      : batteryLow === true || (battery !== undefined && battery <= 10)
        ? 1
        : 0;
  return {
    status,
    switchgear: switchgearOf(kind, s, status, prev.switchgear),
    lightLevel: num(s.brightness) ?? prev.lightLevel,
    colorTemp: num(s.color_temp) ?? prev.colorTemp,
    colorX: scaled(color?.x) ?? prev.colorX,
    colorY: scaled(color?.y) ?? prev.colorY,
    temp: hundredths(s.temperature) ?? prev.temp,
    humi: hundredths(s.humidity) ?? prev.humi,
    battery: kind === 'lock' ? prev.battery : sensorBattery,
    batteryPercentageRemain:
      kind === 'lock' && battery !== undefined ? Math.round(battery * 2) : prev.batteryPercentageRemain,
    currentConsumption: num(s.power) ?? prev.currentConsumption,
    totalConsumption: num(s.energy) ?? prev.totalConsumption,
  };
}

const CHANGE_TYPES: [keyof DeviceFields, LiveMessageType][] = [
  ['status', 'status'],
  ['switchgear', 'switch state'],
  ['lightLevel', 'switch state'],
  ['colorTemp', 'color'],
  ['colorX', 'color'],
  ['colorY', 'color'],
  ['temp', 'temperature'],
  ['humi', 'humidity'],
  ['battery', 'battery'],
  ['batteryPercentageRemain', 'battery'],
  ['currentConsumption', 'energy'],
  ['totalConsumption', 'energy'],
];

/** The live message types of what changed, each once, in a stable order. */
export function changedTypes(before: DeviceFields, after: DeviceFields): LiveMessageType[] {
  const types = CHANGE_TYPES.filter(([field]) => before[field] !== after[field]).map(([, type]) => type);
  return [...new Set(types)];
}
