import { describe, expect, it } from 'vitest';
import { keyDraft, type SmartLockKey } from '@hemvakt/contract/locks';
import { dayName, formatFormDate, formatLogDate, formatShareDate, keyStateNow } from './key-text';

const key: SmartLockKey = {
  ...keyDraft({
    keyName: 'Front door',
    userName: 'Cleaner',
    limitUses: true,
    numOfUses: 2,
    limitTerm: 'daily',
  }),
  id: 'k',
  deviceId: 'd',
  ieee: '0x00158d0001a2b3c4',
  usageHistory: [],
  revoked: false,
  timeZone: 'UTC',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('key texts', () => {
  it('formats the log, the form and the share dates as the spec says', () => {
    const at = new Date(2026, 10, 5, 9, 7);
    expect(formatLogDate(at)).toBe('05/11/2026 09:07');
    expect(formatFormDate(at, 'en')).toBe('5 Nov 2026, 9:07');
    expect(formatFormDate(at, 'sv')).toBe('5 nov 2026, 9:07');
    expect(formatShareDate(at, 'en')).toBe('Nov 5, 2026 09:07');
    expect(dayName('Mon', 'en')).toBe('Mon');
    expect(dayName('Tue', 'sv')).toBe('tis');
  });

  it("shows a key's state by the server's rules, counting its uses in the term", () => {
    const now = new Date('2026-03-03T12:00:00Z');
    expect(keyStateNow(key, now)).toEqual({ open: true });
    const used = { ...key, usageHistory: ['2026-03-03T08:00:00Z', '2026-03-03T09:00:00Z'] };
    expect(keyStateNow(used, now)).toEqual({ open: false, reason: 'uses_exhausted' });
    const yesterday = { ...key, usageHistory: ['2026-03-02T08:00:00Z', '2026-03-02T09:00:00Z'] };
    expect(keyStateNow(yesterday, now)).toEqual({ open: true });
  });
});
