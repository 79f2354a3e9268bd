// A home as the automation rules see it at one moment: local day and time (its time zone), whether the
// sun is up, the weather, the active scene and every device's state.
import type { DeviceSnapshot, EvaluationContext } from '@hemvakt/contract/automation-rules';
import { deviceKind } from '@hemvakt/contract/device-catalogue';
import { clockTime, DEFAULT_TIME_ZONE, localParts } from '@hemvakt/contract/local-time';
import type { Db } from '../../../db/db';
import { coordinatesOf, isDaytime, sunTimes } from '../../../integrations/sun/sun-times';
import type { WeatherSource } from '../../../integrations/weather/weather-source';
import type { DeviceFields } from '../../../devices/state-mapping';
import * as devices from '../../devices/devices.repo';
import * as properties from '../../properties/properties.repo';
import * as scenes from '../../scenes/scenes.repo';

export function snapshotOf(
  row: devices.DeviceRow,
  fields: DeviceFields = devices.fieldsOf(row),
): DeviceSnapshot {
  return {
    id: row.id,
    name: row.device_name,
    kind: deviceKind(row.type_i),
    status: fields.status,
    switchgear: fields.switchgear,
    temp: fields.temp,
  };
}

export function timeZoneOf(property: properties.PropertyRow): string {
  return property.time_zone || DEFAULT_TIME_ZONE;
}

export async function homeContext(
  db: Db,
  weather: WeatherSource,
  property: properties.PropertyRow,
  at: Date,
  withWeather: boolean,
): Promise<EvaluationContext> {
  const timeZone = timeZoneOf(property);
  const coords = coordinatesOf(property);
  const [rows, active, reading] = await Promise.all([
    devices.listByProperty(db, property.id),
    property.active_scene_id ? scenes.findById(db, property.active_scene_id) : undefined,
    withWeather ? weather.current(coords, at) : null,
  ]);
  const sun = sunTimes(at, coords, timeZone);
  return {
    day: localParts(at, timeZone).weekday,
    time: clockTime(at, timeZone),
    daytime: isDaytime(at, coords),
    sunrise: sun.sunrise ? clockTime(sun.sunrise, timeZone) : null,
    sunset: sun.sunset ? clockTime(sun.sunset, timeZone) : null,
    weather: reading ? { condition: reading.condition, temperature: reading.temperature } : null,
    activeSceneId: active?.id ?? null,
    activeSceneName: active?.scene_name ?? null,
    devices: new Map(rows.filter((r) => !r.pending).map((r) => [r.id, snapshotOf(r)])),
  };
}
