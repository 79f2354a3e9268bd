// The automation engine: on every event that can make a condition become true — a device change, a scene
// activation, a sunrise, sunset or set time (ticks of the clock, in each home's time zone), a change of
// weather — it evaluates the home's active automations that the event concerns. Each evaluation is a run,
// claimed in the database by (automation, event), so with several server instances only one records it and
// acts; the run (time, trigger, result, reason) is kept and sent on the live channel.
import { evaluate, isTriggeredBy, type Evaluation, type HomeEvent } from '@hemvakt/contract/automation-rules';
import { AUTOMATION_MAX_FIRES_PER_MINUTE, type Trigger } from '@hemvakt/contract/automations';
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import { clockTime, instantOf, localDate, localParts } from '@hemvakt/contract/local-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock';
import { coordinatesOf, sunBoundariesBetween } from '../../../integrations/sun/sun-times';
import type { WeatherReading, WeatherSource } from '../../../integrations/weather/weather-source';
import type { DeviceChange } from '../../devices/device-events';
import * as properties from '../../properties/properties.repo';
import type { SceneActivation } from '../../scenes/scenes.service';
import { presentRun } from '../automations.present';
import * as repo from '../automations.repo';
import { runActions, type ActionDeps } from './action-runner';
import { homeContext, snapshotOf, timeZoneOf } from './home-context';

const TICK_MS = 15_000;
const WEATHER_POLL_MS = 10 * 60 * 1000;

export interface EngineDeps extends ActionDeps {
  clock: Clock;
  weather: WeatherSource;
  log: FastifyBaseLogger;
}

interface Occurrence {
  propertyId: string;
  event: HomeEvent;
  trigger: Trigger;
  /** The same on every instance for the same event. */
  key: string;
  at: Date;
  chain?: number;
}

export class AutomationEngine {
  private lastTick: Date;
  private lastWeatherPoll = 0;
  private readonly lastWeather = new Map<string, WeatherReading>();
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;

  constructor(private readonly deps: EngineDeps) {
    this.lastTick = deps.clock.now();
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), TICK_MS).unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  async onDeviceChange({ row, before, revision }: DeviceChange): Promise<void> {
    await this.occur({
      propertyId: row.property_id,
      event: { kind: 'device', before: snapshotOf(row, before), after: snapshotOf(row) },
      trigger: { kind: 'device', deviceId: row.id, deviceName: row.device_name, status: shownState(row) },
      key: `device:${row.id}:${revision}`,
      at: this.deps.clock.now(),
    });
  }

  async onSceneActivated(activation: SceneActivation): Promise<void> {
    await this.occur({
      propertyId: activation.propertyId,
      event: { kind: 'scene', sceneId: activation.sceneId },
      trigger: { kind: 'scene', sceneId: activation.sceneId, sceneName: activation.sceneName },
      key: `scene:${activation.key}`,
      at: this.deps.clock.now(),
      chain: activation.chain,
    });
  }

  /** Sunrises, sunsets and set times passed since the last tick; the weather every 10 minutes. */
  tick(): Promise<void> {
    this.ticking ??= this.timeAndWeather().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async timeAndWeather(): Promise<void> {
    const now = this.deps.clock.now();
    const from = this.lastTick;
    this.lastTick = now;
    if (now > from) {
      for (const propertyId of await repo.propertiesWith(this.deps.db, 'time'))
        await this.timesBetween(propertyId, from, now).catch((error: unknown) =>
          this.deps.log.error({ err: error, propertyId }, 'automation time events failed'),
        );
    }
    if (now.getTime() - this.lastWeatherPoll >= WEATHER_POLL_MS) {
      this.lastWeatherPoll = now.getTime();
      for (const propertyId of await repo.propertiesWith(this.deps.db, 'weather'))
        await this.weatherAt(propertyId, now).catch((error: unknown) =>
          this.deps.log.error({ err: error, propertyId }, 'automation weather events failed'),
        );
    }
  }

  private async timesBetween(propertyId: string, from: Date, to: Date): Promise<void> {
    const property = await properties.findById(this.deps.db, propertyId);
    if (!property) return;
    const timeZone = timeZoneOf(property);
    const boundaries: Array<{ boundary: 'sunrise' | 'sunset' | 'specificTime'; at: Date }> =
      sunBoundariesBetween(from, to, coordinatesOf(property), timeZone);
    const times = new Set<string>();
    for (const automation of await repo.listActive(this.deps.db, propertyId))
      for (const c of automation.conditions) if (c.kind === 'time' && c.at) times.add(c.at);
    for (const time of times) boundaries.push(...setTimesBetween(time, from, to, timeZone));
    boundaries.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const { boundary, at } of boundaries) {
      const local = clockTime(at, timeZone);
      await this.occur({
        propertyId,
        event: { kind: 'time', boundary, at: local },
        trigger: { kind: 'time', boundary, at: local },
        key: `time:${boundary}:${localDate(at, timeZone)}:${local}`,
        at,
      });
    }
  }

  private async weatherAt(propertyId: string, now: Date): Promise<void> {
    const property = await properties.findById(this.deps.db, propertyId);
    if (!property) return;
    const reading = await this.deps.weather.current(coordinatesOf(property), now);
    if (!reading) return;
    const before = this.lastWeather.get(propertyId);
    this.lastWeather.set(propertyId, reading);
    // The first reading only sets what later readings are compared with.
    if (!before) return;
    if (before.condition === reading.condition && before.temperature === reading.temperature) return;
    const after = { condition: reading.condition, temperature: reading.temperature };
    await this.occur({
      propertyId,
      event: { kind: 'weather', before, after },
      trigger: { kind: 'weather', weather: reading.condition, temperature: reading.temperature },
      key: `weather:${reading.source}:${reading.observedAt.toISOString()}:${reading.condition}:${reading.temperature}`,
      at: now,
    });
  }

  /** Evaluates the automations the event concerns; each run is claimed, recorded and acted on once. */
  private async occur(o: Occurrence): Promise<void> {
    const { db, bus, log } = this.deps;
    const automations = (await repo.listActive(db, o.propertyId)).filter((a) => isTriggeredBy(a, o.event));
    if (automations.length === 0) return;
    const property = await properties.findById(db, o.propertyId);
    if (!property) return;
    const withWeather = automations.some((a) => a.conditions.some((c) => c.kind === 'weather'));
    const ctx = await homeContext(db, this.deps.weather, property, o.at, withWeather);
    // At the boundary itself the sun sits on the horizon: the window that begins there holds.
    if (o.event.kind === 'time' && o.event.boundary !== 'specificTime')
      ctx.daytime = o.event.boundary === 'sunrise';
    for (const automation of automations) {
      let evaluation: Evaluation = evaluate(automation, ctx);
      if (
        evaluation.fired &&
        (await repo.firedInLastMinute(db, automation.id)) >= AUTOMATION_MAX_FIRES_PER_MINUTE
      )
        evaluation = { fired: false, reason: { code: 'rateLimited' } };
      const run = await repo.claimRun(db, {
        automationId: automation.id,
        eventKey: o.key,
        trigger: o.trigger,
        result: evaluation.fired ? 'fired' : 'notFired',
        reason: evaluation.reason,
      });
      if (!run) continue; // another instance has this event
      if (evaluation.fired) {
        const failure = await runActions(this.deps, automation, o.chain ?? 0);
        if (failure) {
          await repo.markFailed(db, run.id, failure);
          Object.assign(run, { result: 'failed', reason: failure });
          log.warn({ automationId: automation.id, failure }, 'automation action failed');
        }
      }
      await repo.trimRuns(db, automation.id);
      bus.publish({
        kind: 'live',
        propertyId: o.propertyId,
        message: { type: 'automation run', propertyId: o.propertyId, data: { run: presentRun(run) } },
      });
    }
  }
}

/** What a trigger shows of a device: on/off for what switches, the temperature of a thermometer. */
function shownState(row: DeviceChange['row']): string {
  const kind = deviceKind(row.type_i);
  if (kind === 'temperature' && row.temp !== null) return `${(row.temp / 100).toFixed(1)} °C`;
  if (kind === 'plug' || kind === 'switch' || kind === 'light') return row.switchgear ?? row.status;
  return row.status;
}

/** The instants the wall clock of `timeZone` shows `time` ('HH:MM') after `from`, up to `to`. */
function setTimesBetween(time: string, from: Date, to: Date, timeZone: string) {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const found: Array<{ boundary: 'specificTime'; at: Date }> = [];
  const dayMs = 24 * 60 * 60 * 1000;
  for (let t = from.getTime() - dayMs; t <= to.getTime() + dayMs; t += dayMs) {
    const p = localParts(new Date(t), timeZone);
    const at = instantOf({ year: p.year, month: p.month, day: p.day, hour, minute }, timeZone);
    if (at > from && at <= to && !found.some((f) => f.at.getTime() === at.getTime()))
      found.push({ boundary: 'specificTime', at });
  }
  return found;
}
