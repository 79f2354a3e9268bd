// keyDecision against a straightforward reference model (fast-check), across time zones and DST changes,
// plus the DST days a person would try by hand.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  KEY_ACCESS_TYPES,
  LIMIT_TERMS,
  WEEKDAYS,
  keyDecision,
  termOf,
  usesInTerm,
  type KeyDecision,
  type KeyRules,
  type LimitTerm,
  type Weekday,
} from './key-access';

const ZONES = [
  'Europe/Stockholm',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

// ---- the reference model: local time read from a sv-SE string, terms as day counts ----

const SUNDAY_FIRST: Weekday[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function referenceLocal(instant: Date, timeZone: string) {
  const text = instant.toLocaleString('sv-SE', { timeZone, hour12: false }); // 2026-03-29 01:30:00
  const [date, time] = text.split(' ') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const dayNumber = Date.UTC(y, m - 1, d) / 86_400_000; // days since 1970-01-01 (a Thursday)
  return { y, m, dayNumber, minute: (hh % 24) * 60 + mm, weekday: SUNDAY_FIRST[(dayNumber + 4) % 7]! };
}

const referenceMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

function referenceDecision(key: KeyRules, now: Date, uses: number): KeyDecision {
  const no = (reason: Exclude<KeyDecision, { allowed: true }>['reason']): KeyDecision => ({
    allowed: false,
    reason,
  });
  if (key.revoked) return no('revoked');
  if (key.accessType === 'no_access') return no('no_access');
  if (key.accessType === 'temporary') {
    if (now < new Date(key.startDate!)) return no('not_started');
    if (now >= new Date(key.endDate!)) return no('expired');
  }
  if (key.accessType === 'recurring') {
    const local = referenceLocal(now, key.timeZone);
    const start = referenceMinutes(key.startTime!);
    const end = referenceMinutes(key.endTime!);
    const today = key.appliedDays.includes(local.weekday);
    const yesterday = key.appliedDays.includes(SUNDAY_FIRST[(local.dayNumber + 3) % 7]!);
    if (start < end) {
      if (!today) return no('wrong_day');
      if (local.minute < start || local.minute >= end) return no('outside_hours');
    } else {
      const inside = (today && local.minute >= start) || (yesterday && local.minute < end);
      if (!inside) return no(today || yesterday ? 'outside_hours' : 'wrong_day');
    }
  }
  if (key.limitUses && uses >= key.numOfUses!) return no('uses_exhausted');
  return { allowed: true };
}

function referenceTerm(instant: Date, term: LimitTerm, timeZone: string): string {
  const local = referenceLocal(instant, timeZone);
  if (term === 'daily') return `d${local.dayNumber}`;
  if (term === 'monthly') return `m${local.y}-${local.m}`;
  return `w${Math.floor((local.dayNumber + 3) / 7)}`; // weeks from Monday 1969-12-29
}

// ---- arbitraries ----

const FROM = Date.parse('2020-01-01T00:00:00Z');
const TO = Date.parse('2050-12-31T00:00:00Z');
const instant = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms - (ms % 60_000)));
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

const keyArb: fc.Arbitrary<KeyRules> = fc
  .record({
    accessType: fc.constantFrom(...KEY_ACCESS_TYPES),
    window: fc.tuple(instant, instant),
    times: fc.tuple(time, time).filter(([a, b]) => a !== b),
    appliedDays: fc.subarray([...WEEKDAYS]),
    limitUses: fc.boolean(),
    numOfUses: fc.integer({ min: 1, max: 5 }),
    limitTerm: fc.constantFrom(...LIMIT_TERMS),
    revoked: fc.boolean(),
    timeZone: fc.constantFrom(...ZONES),
  })
  .map((k) => {
    const [a, b] = k.window[0] <= k.window[1] ? k.window : [k.window[1], k.window[0]];
    return {
      accessType: k.accessType,
      startDate: a.toISOString(),
      endDate: new Date(b.getTime() + 60_000).toISOString(),
      startTime: k.times[0],
      endTime: k.times[1],
      appliedDays: k.appliedDays,
      limitUses: k.limitUses,
      numOfUses: k.numOfUses,
      limitTerm: k.limitTerm,
      revoked: k.revoked,
      timeZone: k.timeZone,
    };
  });

/** An instant of the same local day as `at` whose local time is `time` plus `minutes` (in `timeZone`). */
function nearLocalTime(at: Date, time: string, minutes: number, timeZone: string): Date {
  const shift = referenceMinutes(time) + minutes - referenceLocal(at, timeZone).minute;
  return new Date(at.getTime() + shift * 60_000);
}

/** Instants near a key's own edges (its window, its hours) as often as anywhere. */
const nowFor = (key: KeyRules) =>
  fc.oneof(
    instant,
    fc
      .tuple(instant, fc.constantFrom(key.startTime!, key.endTime!), fc.integer({ min: -2, max: 2 }))
      .map(([at, edge, minutes]) => nearLocalTime(at, edge, minutes, key.timeZone)),
    fc.integer({ min: -120, max: 120 }).map((m) => new Date(Date.parse(key.startDate!) + m * 60_000)),
    fc.integer({ min: -120, max: 120 }).map((m) => new Date(Date.parse(key.endDate!) + m * 60_000)),
  );

describe('keyDecision', () => {
  it('agrees with the reference model for any key, time zone, instant and use count', () => {
    fc.assert(
      fc.property(
        keyArb.chain((key) => fc.tuple(fc.constant(key), nowFor(key), fc.integer({ min: 0, max: 6 }))),
        ([key, now, uses]) => {
          expect(keyDecision(key, now, uses)).toEqual(referenceDecision(key, now, uses));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('never opens for a revoked key, and never past the use limit', () => {
    fc.assert(
      fc.property(keyArb, instant, fc.integer({ min: 0, max: 10 }), (key, now, uses) => {
        const decision = keyDecision(key, now, uses);
        if (key.revoked) expect(decision).toEqual({ allowed: false, reason: 'revoked' });
        if (decision.allowed && key.limitUses) expect(uses).toBeLessThan(key.numOfUses!);
      }),
    );
  });

  it('agrees with the reference model around DST changes, minute by minute', () => {
    const changes = [
      ['Europe/Stockholm', '2026-03-29T00:00:00Z'],
      ['Europe/Stockholm', '2026-10-25T00:00:00Z'],
      ['America/New_York', '2026-03-08T06:00:00Z'],
      ['America/New_York', '2026-11-01T05:00:00Z'],
      ['Australia/Sydney', '2026-04-05T15:00:00Z'],
      ['Pacific/Chatham', '2026-09-26T13:00:00Z'],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -180, max: 300 }),
        keyArb,
        ([timeZone, at], minutes, key) => {
          const now = new Date(Date.parse(at) + minutes * 60_000);
          const zoned = { ...key, timeZone, accessType: 'recurring' as const, revoked: false };
          expect(keyDecision(zoned, now, 0)).toEqual(referenceDecision(zoned, now, 0));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads recurring hours as wall-clock time on DST days (Stockholm)', () => {
    const key: KeyRules = {
      accessType: 'recurring',
      startDate: null,
      endDate: null,
      startTime: '02:00',
      endTime: '03:00',
      appliedDays: ['Sun'],
      limitUses: false,
      numOfUses: null,
      limitTerm: null,
      revoked: false,
      timeZone: 'Europe/Stockholm',
    };
    // Spring forward (29 March 2026): 02:00–03:00 does not exist, so the key never opens that night.
    for (let m = 0; m < 120; m++) {
      expect(keyDecision(key, new Date(Date.parse('2026-03-29T00:00:00Z') + m * 60_000), 0).allowed).toBe(
        false,
      );
    }
    // Fall back (25 October 2026): 02:30 happens twice, and the key opens both times.
    expect(keyDecision(key, new Date('2026-10-25T00:30:00Z'), 0).allowed).toBe(true);
    expect(keyDecision(key, new Date('2026-10-25T01:30:00Z'), 0).allowed).toBe(true);
    expect(keyDecision(key, new Date('2026-10-25T02:30:00Z'), 0)).toEqual({
      allowed: false,
      reason: 'outside_hours',
    });
    // Tuesdays 9–12 stay 9–12 local in winter and summer.
    const cleaner = { ...key, startTime: '09:00', endTime: '12:00', appliedDays: ['Tue'] as Weekday[] };
    expect(keyDecision(cleaner, new Date('2026-01-13T08:30:00Z'), 0).allowed).toBe(true); // 09:30 CET
    expect(keyDecision(cleaner, new Date('2026-06-16T07:30:00Z'), 0).allowed).toBe(true); // 09:30 CEST
    expect(keyDecision(cleaner, new Date('2026-06-16T10:30:00Z'), 0).allowed).toBe(false); // 12:30 CEST
  });

  it('opens an overnight window from its start day into the next morning', () => {
    const key: KeyRules = {
      accessType: 'recurring',
      startDate: null,
      endDate: null,
      startTime: '22:00',
      endTime: '06:00',
      appliedDays: ['Fri'],
      limitUses: false,
      numOfUses: null,
      limitTerm: null,
      revoked: false,
      timeZone: 'UTC',
    };
    expect(keyDecision(key, new Date('2026-01-09T23:00:00Z'), 0).allowed).toBe(true); // Friday 23:00
    expect(keyDecision(key, new Date('2026-01-10T05:00:00Z'), 0).allowed).toBe(true); // Saturday 05:00
    expect(keyDecision(key, new Date('2026-01-10T23:00:00Z'), 0)).toEqual({
      allowed: false,
      reason: 'outside_hours',
    });
    expect(keyDecision(key, new Date('2026-01-12T23:00:00Z'), 0)).toEqual({
      allowed: false,
      reason: 'wrong_day',
    });
  });
});

describe('uses per term', () => {
  it('puts two instants in the same term exactly when the reference model does', () => {
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.constantFrom(...LIMIT_TERMS),
        fc.constantFrom(...ZONES),
        (a, b, term, zone) => {
          const same = termOf(a, term, zone) === termOf(b, term, zone);
          expect(same).toBe(referenceTerm(a, term, zone) === referenceTerm(b, term, zone));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('counts the uses of the current term', () => {
    fc.assert(
      fc.property(
        keyArb,
        instant,
        fc.array(fc.integer({ min: -40 * 1440, max: 1440 }), { maxLength: 12 }),
        (key, now, offsets) => {
          const uses = offsets.map((m) => new Date(now.getTime() + m * 60_000).toISOString());
          const expected =
            key.limitUses && key.limitTerm
              ? uses.filter(
                  (use) =>
                    referenceTerm(new Date(use), key.limitTerm!, key.timeZone) ===
                    referenceTerm(now, key.limitTerm!, key.timeZone),
                ).length
              : 0;
          expect(usesInTerm(key, uses, now)).toBe(expected);
        },
      ),
    );
  });

  it('starts a new week on local Monday midnight, across the autumn DST change', () => {
    // Sunday 25 October 2026, 23:30 CET and Monday 00:30 CET (Stockholm).
    expect(termOf(new Date('2026-10-25T22:30:00Z'), 'weekly', 'Europe/Stockholm')).toBe('2026-10-19');
    expect(termOf(new Date('2026-10-25T23:30:00Z'), 'weekly', 'Europe/Stockholm')).toBe('2026-10-26');
    expect(termOf(new Date('2026-03-31T22:30:00Z'), 'monthly', 'Europe/Stockholm')).toBe('2026-04');
  });
});
