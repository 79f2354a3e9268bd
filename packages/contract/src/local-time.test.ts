import { describe, expect, it } from 'vitest';
import { clockTime, instantOf, localDate, localParts } from './local-time';

describe('local time of a home', () => {
  it('reads the wall clock and weekday in Stockholm, summer and winter', () => {
    expect(localParts(new Date('2025-06-02T19:30:00Z'), 'Europe/Stockholm')).toMatchObject({
      hour: 21,
      minute: 30,
      weekday: 'mon',
    });
    expect(clockTime(new Date('2025-01-05T23:30:00Z'), 'Europe/Stockholm')).toBe('00:30');
    expect(localDate(new Date('2025-01-05T23:30:00Z'), 'Europe/Stockholm')).toBe('2025-01-06');
  });

  it('finds the instant of a wall-clock time, across daylight-saving switches', () => {
    const at = (d: string, h: number, m = 0) => {
      const [year, month, day] = d.split('-').map(Number) as [number, number, number];
      return instantOf({ year, month, day, hour: h, minute: m }, 'Europe/Stockholm').toISOString();
    };
    expect(at('2025-06-02', 7)).toBe('2025-06-02T05:00:00.000Z');
    expect(at('2025-12-02', 7)).toBe('2025-12-02T06:00:00.000Z');
    // The morning clocks go forward (02:00 → 03:00) and back (03:00 → 02:00).
    expect(at('2025-03-30', 7)).toBe('2025-03-30T05:00:00.000Z');
    expect(at('2025-10-26', 7)).toBe('2025-10-26T06:00:00.000Z');
  });
});
