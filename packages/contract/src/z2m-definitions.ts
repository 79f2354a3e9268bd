// zigbee2mqtt `definition`s of one real model per catalogue type, as a zigbee2mqtt 2.x gateway publishes
// them in `bridge/devices` and the `device_interview successful` event (GATEWAY-PROTOCOL.md §3, §5).
// Exposes follow zigbee-herdsman-converters 26.112.0 (`prepareDefinition()`, descriptions stripped).
// Data only: the simulator serves these, the server's tests use them as real-looking fixtures.
import type { Expose, Z2mDefinition } from './z2m';

export interface SimModel {
  definition: Z2mDefinition;
  /** The raw Zigbee model identifier (genBasic modelId), the spec's `zigbeeModel`. */
  model_id: string;
  manufacturer: string;
  type: 'Router' | 'EndDevice';
  power_source: 'Battery' | 'Mains (single phase)' | 'DC Source';
  software_build_id?: string;
  date_code?: string;
  endpoints: Record<string, { clusters: { input: string[]; output: string[] } }>;
  /** A realistic state just after the interview (full cached state, linkquality excluded). */
  initialState: Record<string, unknown>;
}

// ---- expose builders (the shapes of z-h-c's src/lib/exposes.ts) ----

const numeric = (name: string, access: number, more: Partial<Expose> = {}): Expose => ({
  name,
  access,
  type: 'numeric',
  property: name,
  ...more,
});
const binary = (name: string, access: number, valueOn: unknown, valueOff: unknown): Expose => ({
  name,
  access,
  type: 'binary',
  property: name,
  value_on: valueOn,
  value_off: valueOff,
});
const enumeration = (name: string, access: number, values: string[]): Expose => ({
  name,
  access,
  type: 'enum',
  property: name,
  values,
});

const battery = numeric('battery', 1, { unit: '%', value_max: 100, value_min: 0 });
const batteryLow = binary('battery_low', 1, true, false);
const voltageMv = numeric('voltage', 1, { unit: 'mV' });
const deviceTemperature = numeric('device_temperature', 1, { unit: '°C' });
const powerOutageCount = numeric('power_outage_count', 1);
const triggerCount = numeric('trigger_count', 1);
const identify = enumeration('identify', 2, ['identify']);
const temperature = numeric('temperature', 1, { unit: '°C' });
const humidity = numeric('humidity', 1, { unit: '%' });
const illuminance = numeric('illuminance', 1, { unit: 'lx' });
const occupancy = binary('occupancy', 1, true, false);
const powerOnBehavior = enumeration('power_on_behavior', 7, ['off', 'on', 'toggle', 'previous']);

/** A binary with a toggle value (`value_toggle` is not part of the contract's Expose type). */
const withToggle = (e: Expose, toggle: string): Expose => {
  const toggled: Expose & { value_toggle: string } = { ...e, value_toggle: toggle };
  return toggled;
};
const onOff = (): Expose => withToggle(binary('state', 7, 'ON', 'OFF'), 'TOGGLE');
const switchExpose: Expose = { type: 'switch', features: [onOff()] };

const brightness = numeric('brightness', 7, { value_max: 254, value_min: 0 });
const colorTemp = (min: number, max: number) =>
  numeric('color_temp', 7, { unit: 'mired', value_max: max, value_min: min });
const levelConfig: Expose = {
  name: 'level_config',
  access: 7,
  type: 'composite',
  property: 'level_config',
  features: [
    numeric('on_off_transition_time', 7),
    numeric('on_transition_time', 7),
    numeric('off_transition_time', 7),
    binary('execute_if_off', 7, true, false),
    numeric('current_level_startup', 7, { value_max: 254, value_min: 1 }),
  ],
};
const colorXy: Expose = {
  name: 'color_xy',
  access: 7,
  type: 'composite',
  property: 'color',
  features: [numeric('x', 7), numeric('y', 7)],
};
const colorHs: Expose = {
  name: 'color_hs',
  access: 7,
  type: 'composite',
  property: 'color',
  features: [numeric('hue', 7), numeric('saturation', 7)],
};
const ikeaEffect = enumeration('effect', 2, [
  'blink',
  'breathe',
  'okay',
  'channel_change',
  'finish_effect',
  'stop_effect',
]);
const ikeaColourEffect = enumeration('effect', 2, [
  'blink',
  'breathe',
  'okay',
  'channel_change',
  'finish_effect',
  'stop_effect',
  'colorloop',
  'stop_colorloop',
]);

// ---- endpoint clusters ----

const ep = (input: string[], output: string[] = []) => ({ clusters: { input, output } });
const IKEA_LIGHT_IN = [
  'genBasic',
  'genIdentify',
  'genGroups',
  'genScenes',
  'genOnOff',
  'genLevelCtrl',
  'lightingColorCtrl',
  'touchlink',
  'manuSpecificIkeaUnknown',
];
const IKEA_LIGHT_OUT = ['genOta'];
const ikeaLight = (model_id: string, software_build_id: string) => ({
  model_id,
  manufacturer: 'IKEA of Sweden',
  type: 'Router' as const,
  power_source: 'Mains (single phase)' as const,
  software_build_id,
  date_code: '20230104',
  endpoints: { '1': ep(IKEA_LIGHT_IN, IKEA_LIGHT_OUT), '242': ep([], ['greenPower']) },
});
const aqara = (model_id: string) => ({
  model_id,
  manufacturer: 'LUMI',
  type: 'EndDevice' as const,
  power_source: 'Battery' as const,
  software_build_id: '3000-0001',
  date_code: '20161128',
});
const def = (
  model: string,
  vendor: string,
  description: string,
  exposes: Expose[],
  supports_ota = false,
): Z2mDefinition => ({ source: 'native', model, vendor, description, exposes, supports_ota, options: [] });

export const Z2M_DEFINITIONS: Record<string, SimModel> = {
  MCCGQ11LM: {
    ...aqara('lumi.sensor_magnet.aq2'),
    definition: def('MCCGQ11LM', 'Aqara', 'Door and window sensor', [
      battery,
      binary('contact', 1, false, true),
      deviceTemperature,
      voltageMv,
      powerOutageCount,
      triggerCount,
      identify,
    ]),
    endpoints: { '1': ep(['genBasic', 'genIdentify', 'genOnOff'], ['genBasic', 'genGroups', 'genOnOff']) },
    initialState: {
      battery: 100,
      contact: true,
      device_temperature: 23,
      power_outage_count: 11,
      trigger_count: 0,
      voltage: 3035,
    },
  },
  '9290012607': {
    model_id: 'SML001',
    manufacturer: 'Signify Netherlands B.V.',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '6.1.1.27575',
    date_code: '20191218',
    definition: def(
      '9290012607',
      'Philips',
      'Hue motion sensor',
      [
        occupancy,
        battery,
        temperature,
        illuminance,
        enumeration('motion_sensitivity', 7, ['low', 'medium', 'high']),
        numeric('occupancy_timeout', 7, { unit: 's', value_max: 65535, value_min: 0 }),
        binary('led_indication', 7, true, false),
        identify,
      ],
      true,
    ),
    endpoints: {
      '1': ep(['genBasic'], ['genBasic', 'genGroups', 'genOnOff', 'genLevelCtrl', 'genScenes']),
      '2': ep(
        [
          'genBasic',
          'genPowerCfg',
          'genIdentify',
          'genPollCtrl',
          'msOccupancySensing',
          'msIlluminanceMeasurement',
          'msTemperatureMeasurement',
        ],
        ['genOta'],
      ),
    },
    initialState: {
      battery: 100,
      illuminance: 212,
      led_indication: false,
      motion_sensitivity: 'medium',
      occupancy: false,
      occupancy_timeout: 0,
      temperature: 21.4,
    },
  },
  RTCGQ11LM: {
    ...aqara('lumi.sensor_motion.aq2'),
    definition: def('RTCGQ11LM', 'Aqara', 'Motion sensor', [
      battery,
      voltageMv,
      deviceTemperature,
      powerOutageCount,
      occupancy,
      illuminance,
      identify,
    ]),
    endpoints: { '1': ep(['genBasic', 'genIdentify', 'msOccupancySensing', 'msIlluminanceMeasurement']) },
    initialState: {
      battery: 100,
      device_temperature: 22,
      illuminance: 58,
      occupancy: false,
      power_outage_count: 4,
      voltage: 3045,
    },
  },
  SJCGQ11LM: {
    ...aqara('lumi.sensor_wleak.aq1'),
    definition: def('SJCGQ11LM', 'Aqara', 'Water leak sensor', [
      battery,
      voltageMv,
      deviceTemperature,
      powerOutageCount,
      triggerCount,
      binary('water_leak', 1, true, false),
      batteryLow,
      identify,
    ]),
    endpoints: { '1': ep(['genBasic', 'genIdentify', 'ssIasZone']) },
    initialState: {
      battery: 97,
      battery_low: false,
      device_temperature: 21,
      power_outage_count: 3,
      trigger_count: 0,
      voltage: 3015,
      water_leak: false,
    },
  },
  WSDCGQ11LM: {
    ...aqara('lumi.weather'),
    definition: def('WSDCGQ11LM', 'Aqara', 'Temperature and humidity sensor', [
      battery,
      voltageMv,
      temperature,
      humidity,
      numeric('pressure', 1, { unit: 'hPa' }),
    ]),
    endpoints: {
      '1': ep([
        'genBasic',
        'genIdentify',
        'msTemperatureMeasurement',
        'msPressureMeasurement',
        'msRelativeHumidity',
      ]),
    },
    initialState: { battery: 91, humidity: 48.27, pressure: 1009.6, temperature: 21.56, voltage: 2995 },
  },
  'SNZB-02LD': {
    model_id: 'SNZB-02LD',
    manufacturer: 'SONOFF',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '1.0.4',
    date_code: '20230822',
    definition: def(
      'SNZB-02LD',
      'SONOFF',
      'Temperature sensor with probe',
      [
        battery,
        temperature,
        numeric('comfort_temperature_min', 7, { unit: '°C', value_max: 99.9, value_min: -99.9 }),
        numeric('comfort_temperature_max', 7, { unit: '°C', value_max: 99.9, value_min: -99.9 }),
        numeric('temperature_calibration', 7, { unit: '°C', value_max: 50, value_min: -50 }),
        enumeration('temperature_units', 7, ['celsius', 'fahrenheit']),
        identify,
      ],
      true,
    ),
    endpoints: {
      '1': ep(
        [
          'genBasic',
          'genPowerCfg',
          'genIdentify',
          'msTemperatureMeasurement',
          'genPollCtrl',
          'customClusterEwelink',
        ],
        ['genOta'],
      ),
    },
    initialState: {
      battery: 100,
      comfort_temperature_max: 27,
      comfort_temperature_min: 19,
      temperature: 4.6,
      temperature_calibration: 0,
      temperature_units: 'celsius',
    },
  },
  LED2109G6: {
    ...ikeaLight('TRADFRI bulb E27 CWS globe 806lm', '1.0.021'),
    definition: def(
      'LED2109G6',
      'IKEA',
      'TRADFRI bulb E26/E27, color/white spectrum, globe, opal, 806 lm',
      [
        {
          type: 'light',
          features: [onOff(), brightness, colorTemp(250, 454), colorXy, colorHs, levelConfig],
        },
        ikeaColourEffect,
        powerOnBehavior,
        identify,
      ],
      true,
    ),
    initialState: {
      brightness: 203,
      color: { x: 0.4575, y: 0.4099, hue: 35, saturation: 76 },
      color_mode: 'color_temp',
      color_temp: 370,
      level_config: { execute_if_off: false, current_level_startup: 254 },
      power_on_behavior: 'previous',
      state: 'ON',
    },
  },
  LED1545G12: {
    ...ikeaLight('TRADFRI bulb E27 WS opal 980lm', '2.3.093'),
    definition: def(
      'LED1545G12',
      'IKEA',
      'TRADFRI bulb E26/E27, white spectrum, globe, opal, 1055/1160 lm',
      [
        { type: 'light', features: [onOff(), brightness, colorTemp(250, 454), levelConfig] },
        ikeaEffect,
        powerOnBehavior,
        identify,
      ],
      true,
    ),
    initialState: {
      brightness: 254,
      color_mode: 'color_temp',
      color_temp: 370,
      level_config: { execute_if_off: false, current_level_startup: 254 },
      power_on_behavior: 'previous',
      state: 'ON',
    },
  },
  LED1934G3: {
    ...ikeaLight('TRADFRI bulb E27 WW clear 250lm', '1.0.012'),
    definition: def(
      'LED1934G3',
      'IKEA',
      'TRADFRI bulb E26/E27, warm white, globe, clear, 250 lm',
      [
        { type: 'light', features: [onOff(), brightness, levelConfig] },
        ikeaEffect,
        powerOnBehavior,
        identify,
      ],
      true,
    ),
    initialState: {
      brightness: 180,
      level_config: { execute_if_off: false, current_level_startup: 254 },
      power_on_behavior: 'previous',
      state: 'ON',
    },
  },
  'HS1SA-E': {
    model_id: 'SmokeSensor-EF-3.0',
    manufacturer: 'HEIMAN',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '1.0',
    date_code: '2020.03.12',
    definition: def('HS1SA-E', 'Heiman', 'Smoke detector', [
      binary('smoke', 1, true, false),
      batteryLow,
      battery,
      binary('test', 1, true, false),
    ]),
    endpoints: {
      '1': ep(['genBasic', 'genPowerCfg', 'genIdentify', 'ssIasZone', 'ssIasWd'], ['genOta']),
    },
    initialState: {
      ac_status: false,
      battery: 100,
      battery_defect: false,
      battery_low: false,
      restore_reports: true,
      smoke: false,
      supervision_reports: true,
      tamper: false,
      test: false,
      trouble: false,
    },
  },
  DJT11LM: {
    ...aqara('lumi.vibration.aq1'),
    definition: def('DJT11LM', 'Aqara', 'Vibration sensor', [
      battery,
      deviceTemperature,
      voltageMv,
      powerOutageCount,
      binary('vibration', 1, true, false),
      enumeration('action', 1, ['vibration', 'tilt', 'drop']),
      numeric('strength', 1),
      enumeration('sensitivity', 3, ['low', 'medium', 'high']),
      numeric('angle_x', 1, { unit: '°', value_max: 90, value_min: -90 }),
      numeric('angle_y', 1, { unit: '°', value_max: 90, value_min: -90 }),
      numeric('angle_z', 1, { unit: '°', value_max: 90, value_min: -90 }),
      identify,
    ]),
    endpoints: {
      '1': ep(
        ['genBasic', 'genIdentify', 'genOta', 'closuresDoorLock'],
        ['genBasic', 'genIdentify', 'genOta'],
      ),
    },
    initialState: {
      angle_x: 2,
      angle_y: -1,
      angle_z: 88,
      battery: 100,
      device_temperature: 22,
      power_outage_count: 2,
      sensitivity: 'medium',
      strength: 0,
      vibration: false,
      voltage: 3025,
    },
  },
  E22xx: {
    model_id: 'INSPELNING Smart plug',
    manufacturer: 'IKEA of Sweden',
    type: 'Router',
    power_source: 'Mains (single phase)',
    software_build_id: '2.4.45',
    date_code: '20240215',
    definition: def(
      'E22xx',
      'IKEA',
      'INSPELNING smart plug with power monitoring',
      [
        switchExpose,
        powerOnBehavior,
        binary('child_lock', 7, 'LOCK', 'UNLOCK'),
        binary('led_enable', 7, true, false),
        identify,
        numeric('power', 5, { unit: 'W' }),
        numeric('voltage', 5, { unit: 'V' }),
        numeric('current', 5, { unit: 'A' }),
        numeric('energy', 5, { unit: 'kWh' }),
      ],
      true,
    ),
    endpoints: {
      '1': ep(
        [
          'genBasic',
          'genIdentify',
          'genGroups',
          'genScenes',
          'genOnOff',
          'haElectricalMeasurement',
          'seMetering',
          'manuSpecificIkeaUnknown',
        ],
        ['genOta'],
      ),
      '242': ep([], ['greenPower']),
    },
    initialState: {
      child_lock: 'UNLOCK',
      current: 0.09,
      energy: 2.47,
      led_enable: true,
      power: 18,
      power_on_behavior: 'previous',
      state: 'ON',
      voltage: 232,
    },
  },
  YRD226HA2619: {
    model_id: 'YRD226 TSDB',
    manufacturer: 'Yale',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '3.6.15',
    date_code: '20190311',
    definition: def('YRD226HA2619', 'Yale', 'Assure lock', [
      {
        type: 'lock',
        features: [
          withToggle(binary('state', 7, 'LOCK', 'UNLOCK'), 'TOGGLE'),
          enumeration('lock_state', 1, ['not_fully_locked', 'locked', 'unlocked']),
        ],
      },
      battery,
      {
        name: 'pin_code',
        access: 7,
        type: 'composite',
        property: 'pin_code',
        features: [
          numeric('user', 2),
          enumeration('user_type', 2, ['unrestricted', 'year_day_schedule', 'week_day_schedule', 'master']),
          binary('user_enabled', 2, true, false),
          numeric('pin_code', 2),
        ],
      },
      enumeration('action', 1, [
        'unknown',
        'lock',
        'unlock',
        'lock_failure_invalid_pin_or_id',
        'lock_failure_invalid_schedule',
        'unlock_failure_invalid_pin_or_id',
        'unlock_failure_invalid_schedule',
        'one_touch_lock',
        'key_lock',
        'key_unlock',
        'auto_lock',
        'schedule_lock',
        'schedule_unlock',
        'manual_lock',
        'manual_unlock',
        'non_access_user_operational_event',
      ]),
      enumeration('action_source_name', 1, ['keypad', 'rfid', 'manual', 'rf']),
      numeric('action_user', 1),
      numeric('auto_relock_time', 7, { unit: 's', value_max: 3600, value_min: 0 }),
      enumeration('sound_volume', 7, ['silent_mode', 'low_volume', 'high_volume']),
      batteryLow,
    ]),
    endpoints: {
      '1': ep(
        ['genBasic', 'genPowerCfg', 'genIdentify', 'genAlarms', 'genTime', 'closuresDoorLock'],
        ['genOta', 'genTime'],
      ),
    },
    initialState: {
      auto_relock_time: 0,
      battery: 76,
      battery_low: false,
      lock_state: 'locked',
      sound_volume: 'low_volume',
      state: 'LOCK',
    },
  },
  // Danalock V3: a lock without auto_relock_time, so the server's durable job does its auto-lock.
  'V3-BTZB/V3-BTZBE': {
    model_id: 'V3-BTZB',
    manufacturer: 'Danalock',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '0.8.0',
    date_code: '20200320',
    definition: def('V3-BTZB/V3-BTZBE', 'Danalock', 'BT/ZB smartlock', [
      {
        type: 'lock',
        features: [
          withToggle(binary('state', 7, 'LOCK', 'UNLOCK'), 'TOGGLE'),
          enumeration('lock_state', 1, ['not_fully_locked', 'locked', 'unlocked']),
        ],
      },
      battery,
    ]),
    endpoints: {
      '1': ep(['genBasic', 'genPowerCfg', 'genIdentify', 'genTime', 'closuresDoorLock'], ['genOta']),
    },
    initialState: { battery: 90, lock_state: 'locked', state: 'LOCK' },
  },
  'HS2WD-E': {
    model_id: 'WarningDevice',
    manufacturer: 'HEIMAN',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '1.0',
    date_code: '2019.06.20',
    definition: def('HS2WD-E', 'Heiman', 'Smart siren', [
      battery,
      numeric('max_duration', 7, { unit: 's', value_max: 65534, value_min: 0 }),
      {
        name: 'warning',
        access: 2,
        type: 'composite',
        property: 'warning',
        features: [
          binary('strobe', 2, true, false),
          numeric('strobe_duty_cycle', 2, { value_max: 10, value_min: 0 }),
          numeric('duration', 2, { unit: 's' }),
          enumeration('mode', 2, ['stop', 'emergency']),
        ],
      },
    ]),
    endpoints: { '1': ep(['genBasic', 'genPowerCfg', 'genIdentify', 'ssIasZone', 'ssIasWd'], ['genOta']) },
    initialState: { battery: 100, max_duration: 240 },
  },
  E1757: {
    model_id: 'FYRTUR block-out roller blind',
    manufacturer: 'IKEA of Sweden',
    type: 'EndDevice',
    power_source: 'Battery',
    software_build_id: '24.4.6',
    date_code: '20200318',
    definition: def(
      'E1757',
      'IKEA',
      'FYRTUR roller blind, block-out',
      [
        {
          type: 'cover',
          features: [
            enumeration('state', 3, ['OPEN', 'CLOSE', 'STOP']),
            numeric('position', 7, { unit: '%', value_max: 100, value_min: 0 }),
          ],
        },
        identify,
        numeric('battery', 5, { unit: '%', value_max: 100, value_min: 0 }),
      ],
      true,
    ),
    endpoints: {
      '1': ep(
        [
          'genBasic',
          'genPowerCfg',
          'genIdentify',
          'genGroups',
          'genScenes',
          'genPollCtrl',
          'closuresWindowCovering',
        ],
        ['genOta'],
      ),
    },
    initialState: { battery: 88, position: 100, state: 'OPEN' },
  },
  'SSM-U01': {
    model_id: 'lumi.switch.n0agl1',
    manufacturer: 'LUMI',
    type: 'Router',
    power_source: 'Mains (single phase)',
    software_build_id: '0.0.0_0025',
    date_code: '20201021',
    definition: def(
      'SSM-U01',
      'Aqara',
      'Single switch module T1 (with neutral)',
      [
        switchExpose,
        numeric('power', 5, { unit: 'W' }),
        numeric('energy', 5, { unit: 'kWh' }),
        deviceTemperature,
        binary('power_outage_memory', 7, true, false),
        enumeration('switch_type', 7, ['toggle', 'momentary']),
        identify,
      ],
      true,
    ),
    endpoints: {
      '1': ep(
        [
          'genBasic',
          'genIdentify',
          'genGroups',
          'genScenes',
          'genOnOff',
          'genDeviceTempCfg',
          'genAnalogInput',
          'seMetering',
          'haElectricalMeasurement',
          'manuSpecificLumi',
        ],
        ['genTime', 'genOta'],
      ),
      '242': ep([], ['greenPower']),
    },
    initialState: {
      device_temperature: 31,
      energy: 0.42,
      power: 0,
      power_outage_memory: true,
      state: 'OFF',
      switch_type: 'toggle',
    },
  },
};

/** The model the simulator pairs for each catalogue typeI. */
export const MODEL_FOR_TYPE: Record<string, string> = {
  SensorDoorWindow: 'MCCGQ11LM',
  SensorMulti: '9290012607',
  SensorMotion: 'RTCGQ11LM',
  SensorWaterLeak: 'SJCGQ11LM',
  SensorTemperatureOutdoor: 'WSDCGQ11LM',
  SensorTemperatureIndoorWithProbe: 'SNZB-02LD',
  SensorTemperatureIndoor: 'WSDCGQ11LM',
  SmartLightColorDimmable: 'LED1545G12',
  SmartLightColorChangeable: 'LED2109G6',
  SmartLightColorDimmableFilament: 'LED1934G3',
  SmartLightColorDimmableSpot: 'LED1545G12',
  SensorSmoke: 'HS1SA-E',
  SensorVibration: 'DJT11LM',
  SmartPlug: 'E22xx',
  SmartLock: 'YRD226HA2619',
  IASWarning: 'HS2WD-E',
  WaterLeakValveIkea: 'SSM-U01',
  SmartCurtain: 'E1757',
  SmartPlugIkea: 'E22xx',
  SmartDriverDimmableIkea: 'LED1545G12',
  SmartLightColorDimmableFilamentIkea: 'LED1934G3',
  SmartRelay: 'SSM-U01',
  WallSwitch: 'SSM-U01',
};

/** typeI → zigbee2mqtt `definition.model`; throws for a type the catalogue does not know. */
export function modelForType(typeI: string): string {
  const model = MODEL_FOR_TYPE[typeI];
  if (!model) throw new Error(`No simulated model for device type '${typeI}'`);
  return model;
}
