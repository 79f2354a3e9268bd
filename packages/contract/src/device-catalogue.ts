// The device catalogue (spec 001 §3, §4): every typeI the product knows, what kind of device it is, the
// zigbee2mqtt models that are exactly that type (GATEWAY-PROTOCOL.md §4), and a new device's initial values.
import { z } from 'zod';

/** What a device does; decides its status texts, controls and how its state is read. */
export const DEVICE_KINDS = [
  'doorWindow',
  'motion',
  'multi',
  'vibration',
  'waterLeak',
  'smoke',
  'temperature',
  'siren',
  'plug',
  'switch',
  'light',
  'curtain',
  'lock',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export type DeviceCategory = 'homevision' | 'ikea';

export interface CatalogueEntry {
  typeI: string;
  kind: DeviceKind;
  /** The wizard's category; entries without one are known models the wizard does not offer. */
  category?: DeviceCategory;
  /** A light that takes colour (x/y); other lights take level and colour temperature. */
  colour?: boolean;
  /** zigbee2mqtt `definition.model` (or `model_id`) values that are exactly this type. */
  models: readonly string[];
  /** Seconds to hold the device's button to reset it for pairing (spec 001 §5). */
  resetHoldSeconds: number;
}

const entry = (
  typeI: string,
  kind: DeviceKind,
  models: readonly string[],
  more: Partial<Pick<CatalogueEntry, 'category' | 'colour'>> = {},
): CatalogueEntry => ({
  typeI,
  kind,
  models,
  resetHoldSeconds: kind === 'plug' ? 10 : 5,
  category: 'homevision',
  ...more,
});

const ikea = { category: 'ikea' } as const;
const notOffered = { category: undefined } as const;

export const DEVICE_CATALOGUE: readonly CatalogueEntry[] = [
  entry('SensorDoorWindow', 'doorWindow', ['MCCGQ11LM', 'lumi.sensor_magnet.aq2', 'SNZB-04']),
  entry('SensorMulti', 'multi', ['9290012607', 'MOSZB-140']),
  entry('SensorMotion', 'motion', ['RTCGQ11LM', 'lumi.sensor_motion.aq2']),
  entry('SensorWaterLeak', 'waterLeak', ['SJCGQ11LM', 'lumi.sensor_wleak.aq1']),
  entry('SensorTemperatureOutdoor', 'temperature', []),
  entry('SensorTemperatureIndoorWithProbe', 'temperature', ['SNZB-02LD']),
  entry('SensorTemperatureIndoor', 'temperature', ['WSDCGQ11LM', 'lumi.weather', 'SNZB-02']),
  entry('SmartLightColorDimmable', 'light', ['LED1545G12']),
  entry('SmartLightColorChangeable', 'light', ['LED2109G6', 'LED1624G9'], { colour: true }),
  entry('SmartLightColorDimmableFilament', 'light', []),
  entry('SmartLightColorDimmableSpot', 'light', ['LED1537R6/LED1739R5']),
  entry('SensorSmoke', 'smoke', ['HS1SA-E', 'HS3SA/HS1SA']),
  entry('SensorVibration', 'vibration', ['DJT11LM', 'lumi.vibration.aq1']),
  entry('SmartPlug', 'plug', []),
  entry('SmartLock', 'lock', ['YRD226HA2619', 'YRD256HA20BP', 'V3-BTZB/V3-BTZBE']),
  entry('IASWarning', 'siren', ['HS2WD-E', 'SIRZB-110']),
  // IKEA (needs the IKEA membership). WaterLeakValveIkea has no Zigbee valve behind it: a switch, ON = open.
  entry('WaterLeakValveIkea', 'switch', [], ikea),
  entry('SmartCurtain', 'curtain', ['E1757', 'E1926'], ikea),
  entry('SmartPlugIkea', 'plug', ['E22xx', 'E160x/E170x/E190x'], ikea),
  entry('SmartDriverDimmableIkea', 'light', ['ICPSHC24-10EU-IL-1/ICPSHC24-10EU-IL-2'], ikea),
  entry('SmartLightColorDimmableFilamentIkea', 'light', ['LED1934G3'], ikea),
  // Known to the product, not offered by the wizard.
  entry('SmartRelay', 'switch', ['SSM-U01', 'ZBMINI'], notOffered),
  entry('WallSwitch', 'switch', ['QBKG12LM'], notOffered),
];

/** The wizard's IKEA category also offers the colour bulb of the Homevision list (spec 001 §3). */
export const IKEA_ALSO_OFFERS = ['SmartLightColorChangeable'] as const;

/** The wizard's camera tile: not a Zigbee device, it leads to camera setup. */
export const CAMERA_TILE = 'addCamera';

export const DEVICE_TYPES = DEVICE_CATALOGUE.map((e) => e.typeI) as [string, ...string[]];
export const DeviceTypeSchema = z.enum(DEVICE_TYPES);

const BY_TYPE = new Map(DEVICE_CATALOGUE.map((e) => [e.typeI, e]));

export function catalogueEntry(typeI: string): CatalogueEntry | undefined {
  return BY_TYPE.get(typeI);
}

export function deviceKind(typeI: string): DeviceKind | undefined {
  return BY_TYPE.get(typeI)?.kind;
}

export function offeredIn(category: DeviceCategory): CatalogueEntry[] {
  return DEVICE_CATALOGUE.filter(
    (e) =>
      e.category === category ||
      (category === 'ikea' && (IKEA_ALSO_OFFERS as readonly string[]).includes(e.typeI)),
  );
}

/** Status texts of spec 001 §4 (the web translates them). */
export const DEVICE_STATUS = {
  open: 'Open',
  closed: 'Closed',
  noMovement: 'No Movement',
  movement: 'Movement Detected',
  noSmoke: 'No Smoke Detected',
  smoke: 'Smoke Detected',
  noLeak: 'No Water Leak Detected',
  leak: 'Water Leak Detected!',
  sirenActive: 'active',
  sirenInactive: 'inactive',
  initializing: 'Initializing...',
  disconnected: 'Disconnected',
  none: 'None',
  noStatus: 'No Status',
} as const;

const INITIAL_STATUS: Record<DeviceKind, string> = {
  doorWindow: DEVICE_STATUS.closed,
  motion: DEVICE_STATUS.noMovement,
  multi: DEVICE_STATUS.noStatus, // spec 001 §4 names only motion and vibration for No Movement
  vibration: DEVICE_STATUS.noMovement,
  waterLeak: DEVICE_STATUS.noLeak,
  smoke: DEVICE_STATUS.noSmoke,
  temperature: DEVICE_STATUS.noStatus,
  siren: DEVICE_STATUS.sirenInactive,
  plug: DEVICE_STATUS.noStatus,
  switch: DEVICE_STATUS.noStatus,
  light: DEVICE_STATUS.noStatus,
  curtain: DEVICE_STATUS.closed,
  lock: DEVICE_STATUS.none,
};

const INITIAL_SWITCHGEAR: Partial<Record<DeviceKind, string>> = {
  plug: 'on',
  switch: 'on',
  light: 'on',
  lock: 'unlock',
  curtain: 'open',
};

const TUNABLE: readonly DeviceKind[] = ['plug', 'switch', 'light'];
const SECURITY: readonly DeviceKind[] = ['motion', 'doorWindow', 'vibration'];
const ALARM: readonly DeviceKind[] = ['smoke', 'waterLeak'];

export interface InitialDeviceValues {
  status: string;
  switchgear: string | null;
  tunable: boolean;
  security: boolean;
  alarm: boolean;
  temperatureSensor: boolean;
}

/** A new device's values before its first report (spec 001 §4 'Initial values'). */
export function initialDeviceValues(typeI: string): InitialDeviceValues {
  const kind = deviceKind(typeI) ?? 'switch';
  return {
    status: INITIAL_STATUS[kind],
    switchgear: INITIAL_SWITCHGEAR[kind] ?? null,
    tunable: TUNABLE.includes(kind),
    security: SECURITY.includes(kind),
    alarm: ALARM.includes(kind),
    temperatureSensor: kind === 'temperature',
  };
}

/** Sensors whose history hides 'Movement' entries (spec 001 §3 'Device history entry'). */
export const MOVEMENT_FILTERED_KINDS: readonly DeviceKind[] = ['motion', 'vibration', 'multi'];

export const DEVICE_NAME_MAX = 13;
export const LIGHT_LEVEL_MIN = 5;
export const LIGHT_LEVEL_MAX = 254;
export const COLOR_TEMP_MIN = 1;
export const COLOR_TEMP_MAX = 500;
export const COLOR_MAX = 65536;
export const SIREN_TEST_SECONDS = 60;
export const IDENTIFY_SECONDS = 30;
export const LOCK_BATTERY_LOW_PERCENT = 10;
