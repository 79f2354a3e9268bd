// Sunrise and sunset at a home (suncalc, from its coordinates; Stockholm when it has none).
import * as SunCalc from 'suncalc';
import { instantOf, localParts } from '@hemvakt/contract/local-time';

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Where a home without coordinates is taken to be. */
export const DEFAULT_COORDINATES: Coordinates = { lat: 59.3293, lng: 18.0686 };

/** The sun's altitude at sunrise and sunset (upper limb on the horizon, with refraction). */
const HORIZON_DEGREES = -0.833;

export function coordinatesOf(row: { latitude: number | null; longitude: number | null }): Coordinates {
  return row.latitude !== null && row.longitude !== null
    ? { lat: row.latitude, lng: row.longitude }
    : DEFAULT_COORDINATES;
}

/** Whether the sun is up: works through polar days and nights, where there is no sunrise or sunset. */
export function isDaytime(at: Date, { lat, lng }: Coordinates): boolean {
  return SunCalc.getPosition(at, lat, lng).altitude > HORIZON_DEGREES;
}

/** Sunrise and sunset of the local date of `at` (null when the sun does not rise or set that day). */
export function sunTimes(at: Date, coords: Coordinates, timeZone: string) {
  const p = localParts(at, timeZone);
  const noon = instantOf({ year: p.year, month: p.month, day: p.day, hour: 12, minute: 0 }, timeZone);
  const times = SunCalc.getTimes(noon, coords.lat, coords.lng);
  return { sunrise: times.sunrise, sunset: times.sunset };
}

export interface SunBoundary {
  boundary: 'sunrise' | 'sunset';
  at: Date;
}

/** Sunrises and sunsets after `from` up to and including `to`. */
export function sunBoundariesBetween(from: Date, to: Date, coords: Coordinates, timeZone: string) {
  const found: SunBoundary[] = [];
  const dayMs = 24 * 60 * 60 * 1000;
  for (let t = from.getTime() - dayMs; t <= to.getTime() + dayMs; t += dayMs) {
    const { sunrise, sunset } = sunTimes(new Date(t), coords, timeZone);
    for (const [boundary, at] of [
      ['sunrise', sunrise],
      ['sunset', sunset],
    ] as const) {
      if (at && at > from && at <= to && !found.some((f) => f.at.getTime() === at.getTime()))
        found.push({ boundary, at });
    }
  }
  return found.sort((a, b) => a.at.getTime() - b.at.getTime());
}
