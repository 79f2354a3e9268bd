// The weather of one home, with its sunrise and sunset (user data's weather, automation conditions).
import type { Weather } from '@hemvakt/contract/weather';
import { DEFAULT_TIME_ZONE } from '@hemvakt/contract/local-time';
import { coordinatesOf, sunTimes } from '../sun/sun-times';
import type { WeatherSource } from './weather-source';

export interface Located {
  latitude: number | null;
  longitude: number | null;
  time_zone: string;
}

export async function homeWeather(source: WeatherSource, home: Located, at: Date): Promise<Weather | null> {
  const coords = coordinatesOf(home);
  const reading = await source.current(coords, at);
  if (!reading) return null;
  const { sunrise, sunset } = sunTimes(at, coords, home.time_zone || DEFAULT_TIME_ZONE);
  return {
    condition: reading.condition,
    temperature: reading.temperature,
    observedAt: reading.observedAt.toISOString(),
    sunrise: sunrise?.toISOString() ?? null,
    sunset: sunset?.toISOString() ?? null,
    source: reading.source,
  };
}
