// The climate rule's pure parts: which side of the range a temperature is on, when a warning is due,
// and that the thresholds keep a range between them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { climateSide, climateWarningDue, DAY_MS } from './climate';
import {
  CLIMATE_THRESHOLD_MAX_C,
  CLIMATE_THRESHOLD_MIN_C,
  climateThresholdsOk,
  LANDLORD_ALARM_SETTING_DEFAULTS,
} from './landlord-settings';

const defaults = LANDLORD_ALARM_SETTING_DEFAULTS;

describe('climateSide', () => {
  it('is below under the lower threshold, above over the upper one, and in range on them', () => {
    expect(climateSide(17.99, defaults)).toBe('below');
    expect(climateSide(18, defaults)).toBeNull();
    expect(climateSide(21.5, defaults)).toBeNull();
    expect(climateSide(25, defaults)).toBeNull();
    expect(climateSide(25.01, defaults)).toBe('above');
  });

  it('never answers both sides, for any allowed thresholds', () => {
    const threshold = fc.integer({ min: CLIMATE_THRESHOLD_MIN_C, max: CLIMATE_THRESHOLD_MAX_C });
    fc.assert(
      fc.property(threshold, threshold, fc.double({ min: -30, max: 60, noNaN: true }), (a, b, t) => {
        const settings = { climateWarningBelow: Math.min(a, b), climateWarningAbove: Math.max(a, b) };
        const side = climateSide(t, settings);
        if (t < settings.climateWarningBelow) return side === 'below';
        if (t > settings.climateWarningAbove) return side === 'above';
        return side === null;
      }),
    );
  });
});

describe('climate warning rules', () => {
  it('is due the delay in whole days after the temperature left the range', () => {
    const since = new Date('2026-03-28T22:30:00Z');
    expect(climateWarningDue(since, 2).getTime()).toBe(since.getTime() + 2 * DAY_MS);
  });

  it('keeps a range between the thresholds', () => {
    expect(climateThresholdsOk({ climateWarningBelow: 18, climateWarningAbove: 25 })).toBe(true);
    expect(climateThresholdsOk({ climateWarningBelow: 22, climateWarningAbove: 22 })).toBe(false);
    expect(climateThresholdsOk({ climateWarningBelow: 24, climateWarningAbove: 20 })).toBe(false);
  });
});
