import { describe, expect, it } from 'vitest';
import { clockTime, instantOf } from '@hemvakt/contract/local-time';
import { isDaytime, sunBoundariesBetween, sunTimes } from './sun-times';

const STOCKHOLM = { lat: 59.3293, lng: 18.0686 };
const KIRUNA = { lat: 67.8558, lng: 20.2253 };
const ZONE = 'Europe/Stockholm';

describe('sun times', () => {
  it('gives Stockholm a midsummer sunrise before 04 and sunset after 21 local time', () => {
    const { sunrise, sunset } = sunTimes(new Date('2025-06-21T10:00:00Z'), STOCKHOLM, ZONE);
    expect(clockTime(sunrise!, ZONE) < '04:00').toBe(true);
    expect(clockTime(sunset!, ZONE) > '21:00').toBe(true);
    expect(isDaytime(new Date('2025-06-21T10:00:00Z'), STOCKHOLM)).toBe(true);
    expect(isDaytime(new Date('2025-12-21T20:00:00Z'), STOCKHOLM)).toBe(false);
  });

  it('has neither sunrise nor sunset during the polar night and day, and knows whether the sun is up', () => {
    const winter = sunTimes(new Date('2025-12-21T11:00:00Z'), KIRUNA, ZONE);
    expect(winter).toEqual({ sunrise: null, sunset: null });
    expect(isDaytime(new Date('2025-12-21T11:00:00Z'), KIRUNA)).toBe(false);
    expect(isDaytime(new Date('2025-06-21T23:00:00Z'), KIRUNA)).toBe(true);
  });

  it('lists the sunrises and sunsets between two instants', () => {
    const from = instantOf({ year: 2025, month: 6, day: 2, hour: 12, minute: 0 }, ZONE);
    const to = instantOf({ year: 2025, month: 6, day: 4, hour: 12, minute: 0 }, ZONE);
    expect(sunBoundariesBetween(from, to, STOCKHOLM, ZONE).map((b) => b.boundary)).toEqual([
      'sunset',
      'sunrise',
      'sunset',
      'sunrise',
    ]);
  });
});
