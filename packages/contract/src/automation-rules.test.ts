import { describe, expect, it } from 'vitest';
import {
  deviceStateTokens,
  evaluate,
  isTriggeredBy,
  type DeviceSnapshot,
  type EvaluationContext,
} from './automation-rules';
import { AutomationInputSchema, type Condition } from './automations';
import { isIntrusionTrip } from './security';
import { targetFits } from './scenes';

const door = (status: string): DeviceSnapshot => ({
  id: 'door',
  name: 'Front Door',
  kind: 'doorWindow',
  status,
  switchgear: null,
  temp: null,
});
const thermometer = (temp: number): DeviceSnapshot => ({
  id: 'temp',
  name: 'Thermometer',
  kind: 'temperature',
  status: 'No Status',
  switchgear: null,
  temp,
});

function context(overrides: Partial<EvaluationContext> = {}): EvaluationContext {
  return {
    day: 'mon',
    time: '22:10',
    daytime: false,
    sunrise: '04:01',
    sunset: '21:43',
    weather: { condition: 'cloudy', temperature: 12.4 },
    activeSceneId: 'home',
    activeSceneName: 'Home',
    devices: new Map([
      ['door', door('Open')],
      ['temp', thermometer(2150)],
    ]),
    ...overrides,
  };
}

const rule = (conditions: Condition[], days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const) => ({
  days: [...days],
  conditions,
});

describe('automation evaluation', () => {
  const doorOpenAfterSunset = rule([
    { kind: 'device', deviceId: 'door', state: 'open' },
    { kind: 'time', time: 'sunsetToSunrise' },
  ]);

  it('fires when the day is scheduled and every condition holds', () => {
    expect(evaluate(doorOpenAfterSunset, context())).toEqual({
      fired: true,
      reason: { code: 'allConditionsMet' },
    });
  });

  it('names the first condition that does not hold', () => {
    expect(evaluate(doorOpenAfterSunset, context({ daytime: true, time: '14:02' }))).toEqual({
      fired: false,
      reason: { code: 'time', now: '14:02', sunrise: '04:01', sunset: '21:43' },
    });
    const closed = context({ devices: new Map([['door', door('Closed')]]) });
    expect(evaluate(doorOpenAfterSunset, closed).reason).toEqual({
      code: 'deviceState',
      deviceName: 'Front Door',
      actual: 'Closed',
    });
    expect(evaluate(doorOpenAfterSunset, context({ day: 'sat' })).reason).toEqual({
      code: 'dayNotScheduled',
      day: 'sat',
    });
    expect(evaluate(doorOpenAfterSunset, context({ devices: new Map() })).reason).toEqual({
      code: 'missing',
      what: 'device',
    });
  });

  it('compares weather and temperatures with the four comparisons', () => {
    const weather = (temperature: {
      comparison: 'above' | 'below' | 'aboveOrEqual' | 'belowOrEqual';
      value: number;
    }) => rule([{ kind: 'weather', weather: 'cloudy', temperature }]);
    expect(evaluate(weather({ comparison: 'above', value: 12.4 }), context()).fired).toBe(false);
    expect(evaluate(weather({ comparison: 'aboveOrEqual', value: 12.4 }), context()).fired).toBe(true);
    expect(evaluate(weather({ comparison: 'below', value: 12.4 }), context()).fired).toBe(false);
    expect(evaluate(weather({ comparison: 'belowOrEqual', value: 12.4 }), context()).fired).toBe(true);
    expect(evaluate(rule([{ kind: 'weather', weather: 'raining' }]), context()).reason).toEqual({
      code: 'weather',
      weather: 'cloudy',
      temperature: 12.4,
    });
    const warm = rule([
      { kind: 'device', deviceId: 'temp', temperature: { comparison: 'above', value: 21 } },
    ]);
    expect(evaluate(warm, context()).fired).toBe(true);
    expect(evaluate(warm, context({ devices: new Map([['temp', thermometer(2050)]]) })).reason).toEqual({
      code: 'deviceState',
      deviceName: 'Thermometer',
      actual: '20.5',
    });
  });

  it('holds a scene condition only while that scene is active, and a specific time only at that minute', () => {
    const away = rule([{ kind: 'scene', sceneId: 'away' }]);
    expect(evaluate(away, context()).reason).toEqual({ code: 'scene', activeSceneName: 'Home' });
    expect(evaluate(away, context({ activeSceneId: 'away' })).fired).toBe(true);
    const morning = rule([
      { kind: 'scene', sceneId: 'home' },
      { kind: 'time', time: 'specificTime', at: '07:00' },
    ]);
    expect(evaluate(morning, context({ time: '07:00' })).fired).toBe(true);
    expect(evaluate(morning, context({ time: '07:01' })).reason).toEqual({
      code: 'notAtTime',
      now: '07:01',
      at: '07:00',
    });
  });

  it('runs only when an event makes one of its conditions become true', () => {
    const opened = { kind: 'device', before: door('Closed'), after: door('Open') } as const;
    const closed = { kind: 'device', before: door('Open'), after: door('Closed') } as const;
    const stillOpen = { kind: 'device', before: door('Open'), after: door('Open') } as const;
    expect(isTriggeredBy(doorOpenAfterSunset, opened)).toBe(true);
    expect(isTriggeredBy(doorOpenAfterSunset, closed)).toBe(false);
    expect(isTriggeredBy(doorOpenAfterSunset, stillOpen)).toBe(false);
    expect(isTriggeredBy(doorOpenAfterSunset, { kind: 'time', boundary: 'sunset', at: '21:43' })).toBe(true);
    expect(isTriggeredBy(doorOpenAfterSunset, { kind: 'time', boundary: 'sunrise', at: '04:01' })).toBe(
      false,
    );
    const rain = rule([{ kind: 'weather', weather: 'raining' }]);
    const raining = { condition: 'raining', temperature: 9 } as const;
    expect(
      isTriggeredBy(rain, {
        kind: 'weather',
        before: { condition: 'cloudy', temperature: 9 },
        after: raining,
      }),
    ).toBe(true);
    expect(isTriggeredBy(rain, { kind: 'weather', before: raining, after: raining })).toBe(false);
    expect(
      isTriggeredBy(rule([{ kind: 'scene', sceneId: 'away' }]), { kind: 'scene', sceneId: 'away' }),
    ).toBe(true);
  });

  it('offers the states that fit each kind of device', () => {
    expect(deviceStateTokens('doorWindow')).toEqual(['open', 'closed']);
    expect(deviceStateTokens('light')).toEqual(['on', 'off']);
    expect(deviceStateTokens('temperature')).toEqual([]);
  });
});

describe('automation input', () => {
  const valid = {
    name: 'Hall light',
    days: ['mon'],
    conditions: [{ kind: 'device', deviceId: 'door', state: 'open' }],
    actions: [{ kind: 'device', deviceId: 'lamp', switchgear: 'on' }],
  };

  it('needs days, a device, weather or scene condition, and an action', () => {
    expect(AutomationInputSchema.safeParse(valid).success).toBe(true);
    const problems = (input: object) =>
      AutomationInputSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(problems({ ...valid, days: [] })).toEqual(['days']);
    expect(problems({ ...valid, conditions: [{ kind: 'time', time: 'wholeDay' }] })).toEqual(['conditions']);
    expect(problems({ ...valid, actions: [] })).toEqual(['actions']);
    expect(
      problems({
        ...valid,
        conditions: [...valid.conditions, { kind: 'time', time: 'specificTime' }],
      }),
    ).toEqual(['conditions.1.at']);
  });
});

describe('alarm and scene rules', () => {
  it('counts a trip only from the quiet state of a security sensor', () => {
    expect(isIntrusionTrip('doorWindow', 'Closed', 'Open')).toBe(true);
    expect(isIntrusionTrip('motion', 'No Movement', 'Movement Detected')).toBe(true);
    expect(isIntrusionTrip('vibration', 'No Movement', 'Movement Detected')).toBe(true);
    expect(isIntrusionTrip('doorWindow', 'Disconnected', 'Open')).toBe(false);
    expect(isIntrusionTrip('doorWindow', 'Open', 'Closed')).toBe(false);
    expect(isIntrusionTrip('smoke', 'No Smoke Detected', 'Smoke Detected')).toBe(false);
    expect(isIntrusionTrip('multi', 'No Movement', 'Movement Detected')).toBe(false);
  });

  it('lets scenes dim only lights, and open or close only curtains', () => {
    expect(targetFits('light', { switchgear: 'on', lightLevel: 120, colorTemp: 300 })).toBe(true);
    expect(targetFits('plug', { switchgear: 'on', lightLevel: 120 })).toBe(false);
    expect(targetFits('curtain', { switchgear: 'close' })).toBe(true);
    expect(targetFits('curtain', { switchgear: 'on' })).toBe(false);
    expect(targetFits('lock', { switchgear: 'on' })).toBe(false);
  });
});
