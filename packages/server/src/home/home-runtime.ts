// The smart home's services: the alarm (security), scenes, the automation engine and the weather. Built
// before the gateways so the alarm and the automations hear of the first device report; they reach the
// gateways' device control once it exists.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { EventBus } from '../live/event-bus';
import type { Clock } from '../lib/clock';
import type { PushSender } from '../modules/notifications/push-sender';
import type { DeviceControl } from '../modules/devices/device-control';
import type { DeviceChange, DeviceChangeHooks } from '../modules/devices/device-events';
import { SecurityService } from '../modules/security/security.service';
import { SceneService } from '../modules/scenes/scenes.service';
import { AutomationEngine } from '../modules/automations/engine/automation-engine';
import { LocalWeather, RemoteWeather, type WeatherSource } from '../integrations/weather/weather-source';

export interface HomeRuntime {
  security: SecurityService;
  scenes: SceneService;
  automations: AutomationEngine;
  weather: WeatherSource;
  clock: Clock;
  /** Given to the gateways: what a device change sets off. */
  deviceHooks: DeviceChangeHooks;
}

export function createHomeRuntime(opts: {
  db: Db;
  bus: EventBus;
  log: FastifyBaseLogger;
  clock: Clock;
  weatherUrl?: string;
  control: () => DeviceControl;
  push: PushSender;
}): HomeRuntime {
  const { db, bus, log, clock, control, push } = opts;
  const weather = opts.weatherUrl
    ? new RemoteWeather(opts.weatherUrl, (error) => log.warn({ err: error }, 'weather service failed'))
    : new LocalWeather();
  const security = new SecurityService({ db, bus, log, control, push });
  const scenes: SceneService = new SceneService({
    db,
    bus,
    push,
    log,
    control,
    security,
    onActivated: (activation) => automations.onSceneActivated(activation),
  });
  const automations: AutomationEngine = new AutomationEngine({
    db,
    bus,
    push,
    log,
    clock,
    weather,
    control,
    scenes,
    security,
  });
  const guarded =
    (what: string, run: (change: DeviceChange) => Promise<void>) => async (change: DeviceChange) => {
      try {
        await run(change);
      } catch (error) {
        log.error({ err: error, deviceId: change.row.id }, what);
      }
    };
  return {
    security,
    scenes,
    automations,
    weather,
    clock,
    deviceHooks: {
      beforePublish: guarded('alarm check failed', (change) => security.onDeviceChange(change)),
      afterPublish: guarded('automations failed', (change) => automations.onDeviceChange(change)),
    },
  };
}
