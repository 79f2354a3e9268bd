import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('shows DD/MM/YYYY', () => {
    expect(formatDate(new Date(2025, 0, 5, 9, 3, 7))).toBe('05/01/2025');
    expect(formatDateTime(new Date(2025, 10, 21, 14, 5, 9))).toBe('21/11/2025 14:05:09');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
