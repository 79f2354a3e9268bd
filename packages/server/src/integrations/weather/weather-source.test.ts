import { describe, expect, it } from 'vitest';
import { LocalWeather, RemoteWeather, kindOfMetSymbol, kindOfWmoCode, readingOf } from './weather-source';

const UPPSALA = { lat: 59.8586, lng: 17.6389 };

describe('weather', () => {
  it('computes the same local weather for the same place and time step, and changes it over days', async () => {
    const local = new LocalWeather();
    const at = new Date('2025-06-02T12:10:00Z');
    const a = await local.current(UPPSALA, at);
    const b = await local.current(UPPSALA, new Date('2025-06-02T13:50:00Z'));
    expect(b).toEqual(a);
    expect(a.observedAt.toISOString()).toBe('2025-06-02T12:00:00.000Z');
    expect(a.temperature).toBeGreaterThan(0);
    const winter = await local.current(UPPSALA, new Date('2025-01-15T03:00:00Z'));
    expect(winter.temperature).toBeLessThan(a.temperature);
    expect(winter.condition).not.toBe('raining'); // rain at freezing is snow
    const kinds = new Set<string>();
    for (let day = 1; day <= 60; day++)
      kinds.add((await local.current(UPPSALA, new Date(Date.UTC(2025, 6, day, 12)))).condition);
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });

  it('reads Open-Meteo and MET Norway answers into the five kinds', () => {
    const at = new Date('2025-06-02T12:10:00Z');
    expect(
      readingOf(
        { current: { time: '2025-06-02T12:00', temperature_2m: 14.26, weather_code: 63 } },
        'api.open-meteo.com',
        at,
      ),
    ).toEqual({
      condition: 'raining',
      temperature: 14.3,
      observedAt: new Date('2025-06-02T12:00:00Z'),
      source: 'api.open-meteo.com',
    });
    const met = {
      properties: {
        timeseries: [
          {
            time: '2025-06-02T11:00:00Z',
            data: {
              instant: { details: { air_temperature: 9 } },
              next_1_hours: { summary: { symbol_code: 'snow' } },
            },
          },
          {
            time: '2025-06-02T12:00:00Z',
            data: {
              instant: { details: { air_temperature: 11.2 } },
              next_1_hours: { summary: { symbol_code: 'rainshowersandthunder_day' } },
            },
          },
          {
            time: '2025-06-02T13:00:00Z',
            data: {
              instant: { details: { air_temperature: 13 } },
              next_1_hours: { summary: { symbol_code: 'clearsky_day' } },
            },
          },
        ],
      },
    };
    expect(readingOf(met, 'api.met.no', at)).toMatchObject({ condition: 'thunderstorm', temperature: 11.2 });
    expect(readingOf({}, 'x', at)).toBeNull();
    expect(
      ['clearsky_night', 'fair_day', 'partlycloudy_day', 'fog', 'lightsleet', 'heavyrain'].map(
        kindOfMetSymbol,
      ),
    ).toEqual(['sunny', 'sunny', 'cloudy', 'cloudy', 'snowing', 'raining']);
    expect([0, 2, 45, 55, 75, 81, 86, 95].map(kindOfWmoCode)).toEqual([
      'sunny',
      'cloudy',
      'cloudy',
      'raining',
      'snowing',
      'raining',
      'snowing',
      'thunderstorm',
    ]);
  });

  it('asks a weather service with the coordinates, MET Norway style or Open-Meteo style', () => {
    const met = new RemoteWeather(
      'https://api.met.no/weatherapi/locationforecast/2.0/compact?lat={lat}&lon={lng}',
      () => {},
    );
    expect(met.urlFor(UPPSALA)).toBe(
      'https://api.met.no/weatherapi/locationforecast/2.0/compact?lat=59.8586&lon=17.6389',
    );
    const open = new RemoteWeather('https://api.open-meteo.com/v1/forecast', () => {});
    expect(open.urlFor(UPPSALA)).toBe(
      'https://api.open-meteo.com/v1/forecast?latitude=59.8586&longitude=17.6389&current=temperature_2m%2Cweather_code&timezone=GMT',
    );
  });
});
