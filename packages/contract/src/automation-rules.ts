// How an automation is evaluated, as pure functions for the server's engine and the app's builder.
// An automation runs when an event makes one of its conditions become true (a door opens, the sun sets,
// the weather turns, a scene is activated); it fires when, at that moment, the day is one of its days and
// every condition holds. The first condition that does not hold is the reason it did not fire.
import { DEVICE_STATUS, type DeviceKind } from './device-catalogue';
import type { Day } from './local-time';
import type {
  Automation,
  Condition,
  DeviceCondition,
  DeviceStateToken,
  RunReason,
  TimeCondition,
  WeatherCondition,
} from './automations';
import { compare, type WeatherKind } from './weather';

const S = DEVICE_STATUS;

const TOKENS_BY_KIND: Record<DeviceKind, readonly DeviceStateToken[]> = {
  doorWindow: ['open', 'closed'],
  curtain: ['open', 'closed'],
  motion: ['movement', 'noMovement'],
  multi: ['movement', 'noMovement'],
  vibration: ['movement', 'noMovement'],
  smoke: ['smoke', 'noSmoke'],
  waterLeak: ['leak', 'noLeak'],
  plug: ['on', 'off'],
  switch: ['on', 'off'],
  light: ['on', 'off'],
  siren: ['sounding', 'silent'],
  lock: ['locked', 'unlocked'],
  temperature: [],
};

/** The states a condition may ask of a device of this kind (thermometers compare temperatures instead). */
export function deviceStateTokens(kind: DeviceKind | undefined): readonly DeviceStateToken[] {
  return kind ? TOKENS_BY_KIND[kind] : [];
}

export function comparesTemperature(kind: DeviceKind | undefined): boolean {
  return kind === 'temperature' || kind === 'multi';
}

/** A device as the rules see it. `temp` is in hundredths of a degree, as devices report it. */
export interface DeviceSnapshot {
  id: string;
  name: string;
  kind: DeviceKind | undefined;
  status: string;
  switchgear: string | null;
  temp: number | null;
}

const SWITCHGEAR_TOKENS: Partial<Record<DeviceStateToken, string>> = {
  on: 'on',
  off: 'off',
  locked: 'lock',
  unlocked: 'unlock',
};

const STATUS_TOKENS: Partial<Record<DeviceStateToken, string>> = {
  open: S.open,
  closed: S.closed,
  movement: S.movement,
  noMovement: S.noMovement,
  smoke: S.smoke,
  noSmoke: S.noSmoke,
  leak: S.leak,
  noLeak: S.noLeak,
  sounding: S.sirenActive,
  silent: S.sirenInactive,
};

export function deviceHolds(condition: DeviceCondition, device: DeviceSnapshot | undefined): boolean {
  if (!device) return false;
  if (condition.temperature) {
    return device.temp !== null && compare(device.temp / 100, condition.temperature);
  }
  const token = condition.state!;
  if (!deviceStateTokens(device.kind).includes(token)) return false;
  const switchgear = SWITCHGEAR_TOKENS[token];
  return switchgear !== undefined ? device.switchgear === switchgear : device.status === STATUS_TOKENS[token];
}

export interface WeatherNow {
  condition: WeatherKind;
  temperature: number;
}

export function weatherHolds(condition: WeatherCondition, weather: WeatherNow | null): boolean {
  if (!weather) return false;
  if (condition.weather && condition.weather !== weather.condition) return false;
  return !condition.temperature || compare(weather.temperature, condition.temperature);
}

/** The moment an automation is evaluated at, in the home's time zone. */
export interface EvaluationContext {
  day: Day;
  /** 'HH:MM' local. */
  time: string;
  /** Whether the sun is up (between today's sunrise and sunset). */
  daytime: boolean;
  sunrise: string | null;
  sunset: string | null;
  weather: WeatherNow | null;
  activeSceneId: string | null;
  activeSceneName: string | null;
  devices: ReadonlyMap<string, DeviceSnapshot>;
}

function timeHolds(condition: TimeCondition, ctx: EvaluationContext): boolean {
  switch (condition.time) {
    case 'wholeDay':
      return true;
    case 'sunriseToSunset':
      return ctx.daytime;
    case 'sunsetToSunrise':
      return !ctx.daytime;
    case 'specificTime':
      return ctx.time === condition.at;
  }
}

export function conditionHolds(condition: Condition, ctx: EvaluationContext): boolean {
  switch (condition.kind) {
    case 'device':
      return deviceHolds(condition, ctx.devices.get(condition.deviceId));
    case 'weather':
      return weatherHolds(condition, ctx.weather);
    case 'scene':
      return ctx.activeSceneId === condition.sceneId;
    case 'time':
      return timeHolds(condition, ctx);
  }
}

function deviceActual(condition: DeviceCondition, device: DeviceSnapshot): string {
  if (condition.temperature) return device.temp === null ? '–' : (device.temp / 100).toFixed(1);
  return SWITCHGEAR_TOKENS[condition.state!] !== undefined ? (device.switchgear ?? '–') : device.status;
}

/** Why a condition does not hold. */
export function reasonNotHolding(condition: Condition, ctx: EvaluationContext): RunReason {
  switch (condition.kind) {
    case 'device': {
      const device = ctx.devices.get(condition.deviceId);
      if (!device) return { code: 'missing', what: 'device' };
      return { code: 'deviceState', deviceName: device.name, actual: deviceActual(condition, device) };
    }
    case 'weather':
      return ctx.weather
        ? { code: 'weather', weather: ctx.weather.condition, temperature: ctx.weather.temperature }
        : { code: 'missing', what: 'weather' };
    case 'scene':
      return { code: 'scene', activeSceneName: ctx.activeSceneName };
    case 'time':
      return condition.time === 'specificTime'
        ? { code: 'notAtTime', now: ctx.time, at: condition.at! }
        : { code: 'time', now: ctx.time, sunrise: ctx.sunrise, sunset: ctx.sunset };
  }
}

export type Evaluation = { fired: true; reason: RunReason } | { fired: false; reason: RunReason };

/** Whether the automation fires now, and why (or why not). */
export function evaluate(
  automation: Pick<Automation, 'days' | 'conditions'>,
  ctx: EvaluationContext,
): Evaluation {
  if (!automation.days.includes(ctx.day))
    return { fired: false, reason: { code: 'dayNotScheduled', day: ctx.day } };
  for (const condition of automation.conditions) {
    if (!conditionHolds(condition, ctx)) return { fired: false, reason: reasonNotHolding(condition, ctx) };
  }
  return { fired: true, reason: { code: 'allConditionsMet' } };
}

/** Something that happened in a home, which may make an automation's condition become true. */
export type HomeEvent =
  | { kind: 'device'; before: DeviceSnapshot; after: DeviceSnapshot }
  | { kind: 'scene'; sceneId: string }
  | { kind: 'weather'; before: WeatherNow | null; after: WeatherNow }
  | { kind: 'time'; boundary: 'sunrise' | 'sunset' | 'specificTime'; at: string };

/** Whether the event made one of the automation's conditions become true (so the automation runs). */
export function isTriggeredBy(automation: Pick<Automation, 'conditions'>, event: HomeEvent): boolean {
  return automation.conditions.some((condition) => {
    switch (event.kind) {
      case 'device':
        return (
          condition.kind === 'device' &&
          condition.deviceId === event.after.id &&
          deviceHolds(condition, event.after) &&
          !deviceHolds(condition, event.before)
        );
      case 'scene':
        return condition.kind === 'scene' && condition.sceneId === event.sceneId;
      case 'weather':
        return (
          condition.kind === 'weather' &&
          weatherHolds(condition, event.after) &&
          !weatherHolds(condition, event.before)
        );
      case 'time':
        return condition.kind === 'time' && startsAt(condition, event.boundary, event.at);
    }
  });
}

function startsAt(condition: TimeCondition, boundary: 'sunrise' | 'sunset' | 'specificTime', at: string) {
  switch (condition.time) {
    case 'sunriseToSunset':
      return boundary === 'sunrise';
    case 'sunsetToSunrise':
      return boundary === 'sunset';
    case 'specificTime':
      return boundary === 'specificTime' && condition.at === at;
    case 'wholeDay':
      return false;
  }
}
