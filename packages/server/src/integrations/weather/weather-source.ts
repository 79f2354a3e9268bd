// Weather at a home (DESIGN.md §7). The local default computes it from the sun's position and a
// deterministic pattern, so every server instance (and every test) sees the same weather at the same
// time; with WEATHER_URL the server asks MET Norway's locationforecast or Open-Meteo instead.
import * as SunCalc from 'suncalc';
import type { WeatherKind } from '@hemvakt/contract/weather';
import type { Coordinates } from '../sun/sun-times';

export interface WeatherReading {
  condition: WeatherKind;
  /** °C, one decimal. */
  temperature: number;
  /** The start of the time step the reading describes. */
  observedAt: Date;
  source: string;
}

export interface WeatherSource {
  /** The weather at `at`, or null when it cannot be known. */
  current(coords: Coordinates, at: Date): Promise<WeatherReading | null>;
}

const STEP_MS = 3 * 60 * 60 * 1000;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A number in [0, 1) from the inputs, the same on every machine. */
function unitHash(...parts: number[]): number {
  let h = 2166136261;
  for (const byte of new TextEncoder().encode(parts.join('|'))) {
    h ^= byte;
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 2 ** 32;
}

/**
 * Three-hour steps: a seasonal temperature for the latitude, warmer when the sun is high, plus a fixed
 * wobble; the sky from a fixed draw per step (snow instead of rain at freezing, thunder only when warm).
 */
export class LocalWeather implements WeatherSource {
  async current({ lat, lng }: Coordinates, at: Date): Promise<WeatherReading> {
    const step = Math.floor(at.getTime() / STEP_MS);
    const middle = new Date(step * STEP_MS + STEP_MS / 2);
    const start = Date.UTC(middle.getUTCFullYear(), 0, 1);
    const dayOfYear = (middle.getTime() - start) / 86_400_000;
    const north = lat >= 0 ? 1 : -1;
    const seasonal =
      6 - north * 11 * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365) - (Math.abs(lat) - 55) * 0.4;
    const sun = SunCalc.getPosition(middle, lat, lng).altitude;
    const cell = [Math.round(lat * 10), Math.round(lng * 10)];
    const temperature = round1(seasonal + sun / 12 + (unitHash(step, ...cell, 1) - 0.5) * 6);
    const draw = unitHash(step, ...cell, 2);
    let condition: WeatherKind =
      draw < 0.35 ? 'sunny' : draw < 0.7 ? 'cloudy' : draw < 0.94 ? 'raining' : 'thunderstorm';
    if (condition === 'thunderstorm' && temperature < 12) condition = 'raining';
    if (condition === 'raining' && temperature <= 0.5) condition = 'snowing';
    return { condition, temperature, observedAt: new Date(step * STEP_MS), source: 'local' };
  }
}

/** MET Norway symbol codes (clearsky_day, lightrainshowersandthunder_night, …) → the five kinds. */
export function kindOfMetSymbol(symbol: string): WeatherKind {
  if (symbol.includes('thunder')) return 'thunderstorm';
  if (symbol.includes('snow') || symbol.includes('sleet')) return 'snowing';
  if (symbol.includes('rain')) return 'raining';
  if (symbol.startsWith('clearsky') || symbol.startsWith('fair')) return 'sunny';
  return 'cloudy';
}

/** WMO weather codes (Open-Meteo's weather_code) → the five kinds. */
export function kindOfWmoCode(code: number): WeatherKind {
  if (code >= 95) return 'thunderstorm';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snowing';
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 82)) return 'raining';
  if (code <= 1) return 'sunny';
  return 'cloudy';
}

interface OpenMeteoAnswer {
  current?: { time?: string; temperature_2m?: number; weather_code?: number };
}
interface MetNorwayAnswer {
  properties?: {
    timeseries?: Array<{
      time: string;
      data: {
        instant?: { details?: { air_temperature?: number } };
        next_1_hours?: { summary?: { symbol_code?: string } };
      };
    }>;
  };
}

/** Reads either service's answer; null when it holds no current weather. */
export function readingOf(answer: unknown, source: string, at: Date): WeatherReading | null {
  const open = (answer as OpenMeteoAnswer).current;
  if (open && typeof open.temperature_2m === 'number' && typeof open.weather_code === 'number') {
    const observedAt = open.time ? new Date(`${open.time}Z`) : at;
    return {
      condition: kindOfWmoCode(open.weather_code),
      temperature: round1(open.temperature_2m),
      observedAt,
      source,
    };
  }
  const series = (answer as MetNorwayAnswer).properties?.timeseries ?? [];
  const now = [...series].reverse().find((s) => new Date(s.time) <= at) ?? series[0];
  const temperature = now?.data.instant?.details?.air_temperature;
  const symbol = now?.data.next_1_hours?.summary?.symbol_code;
  if (!now || typeof temperature !== 'number' || !symbol) return null;
  return {
    condition: kindOfMetSymbol(symbol),
    temperature: round1(temperature),
    observedAt: new Date(now.time),
    source,
  };
}

const CACHE_MS = 10 * 60 * 1000;
/** A reading older than this is not used when the service cannot be reached. */
const STALE_MS = 60 * 60 * 1000;

/**
 * WEATHER_URL with `{lat}` and `{lng}` in it (e.g. MET Norway's
 * `https://api.met.no/weatherapi/locationforecast/2.0/compact?lat={lat}&lon={lng}`), or an Open-Meteo
 * forecast URL, to which the coordinates and `current=temperature_2m,weather_code` are added.
 */
export class RemoteWeather implements WeatherSource {
  private readonly cache = new Map<string, { reading: WeatherReading; fetchedAt: number }>();

  constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  urlFor({ lat, lng }: Coordinates): string {
    const [la, ln] = [lat.toFixed(4), lng.toFixed(4)];
    if (this.url.includes('{lat}')) return this.url.replace('{lat}', la).replace('{lng}', ln);
    const url = new URL(this.url);
    url.searchParams.set('latitude', la);
    url.searchParams.set('longitude', ln);
    url.searchParams.set('current', 'temperature_2m,weather_code');
    url.searchParams.set('timezone', 'GMT');
    return url.toString();
  }

  async current(coords: Coordinates, at: Date): Promise<WeatherReading | null> {
    const key = `${coords.lat.toFixed(2)},${coords.lng.toFixed(2)}`;
    const cached = this.cache.get(key);
    if (cached && at.getTime() - cached.fetchedAt < CACHE_MS) return cached.reading;
    const url = this.urlFor(coords);
    try {
      const response = await fetch(url, {
        headers: { 'User-Agent': 'Hemvakt (https://github.com/hemvakt)', Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`weather service answered ${response.status}`);
      const reading = readingOf(await response.json(), new URL(url).host, at);
      if (!reading) throw new Error('weather service answer holds no current weather');
      this.cache.set(key, { reading, fetchedAt: at.getTime() });
      return reading;
    } catch (error) {
      this.onError(error);
      return cached && at.getTime() - cached.fetchedAt < STALE_MS ? cached.reading : null;
    }
  }
}
