import { describe, expect, it } from 'vitest';
import { formatLongDateTime } from './long-date';

describe('formatLongDateTime', () => {
  const date = new Date(2026, 10, 23, 14, 5);

  it('writes a long weekday date in English', () => {
    expect(formatLongDateTime(date, 'en')).toBe('Monday 23 November 2026 14:05');
  });

  it('writes a long weekday date in Swedish', () => {
    expect(formatLongDateTime(date, 'sv')).toBe('måndag 23 november 2026 14:05');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatLongDateTime('not a date', 'en')).toBe('');
  });
});
