// The access rules of a smart-lock key (spec 002 §3, §4, §5), as one pure function: the server decides
// every public lock request with `keyDecision`, and the web shows a key's state with the same function.
// Recurring hours and use terms are read in the property's time zone (wall-clock time, so DST moves
// nothing a person set); a temporary key's window is two instants.

export const KEY_ACCESS_TYPES = ['always', 'temporary', 'recurring', 'no_access'] as const;
export type KeyAccessType = (typeof KEY_ACCESS_TYPES)[number];

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LIMIT_TERMS = ['daily', 'weekly', 'monthly'] as const;
export type LimitTerm = (typeof LIMIT_TERMS)[number];

export const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

/** What the rules look at; the stored key and its presented form both have these fields. */
export interface KeyRules {
  accessType: KeyAccessType;
  /** Temporary keys: the window's first and last instant (ISO 8601). */
  startDate: string | null;
  endDate: string | null;
  /** Recurring keys: wall-clock 'HH:mm' in the property's time zone; an end at or before the start ends the next day. */
  startTime: string | null;
  endTime: string | null;
  appliedDays: readonly Weekday[];
  limitUses: boolean;
  numOfUses: number | null;
  limitTerm: LimitTerm | null;
  revoked: boolean;
  timeZone: string;
}

export const KEY_REFUSALS = [
  'revoked',
  'no_access',
  'not_started',
  'expired',
  'wrong_day',
  'outside_hours',
  'uses_exhausted',
] as const;
export type KeyRefusal = (typeof KEY_REFUSALS)[number];

export type KeyDecision = { allowed: true } | { allowed: false; reason: KeyRefusal };

export interface LocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  weekday: Weekday;
  /** Minutes since local midnight. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock date, weekday and minute of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday as Weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const previousDay = (day: Weekday): Weekday => WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;

function recurringDecision(key: KeyRules, now: Date): KeyDecision {
  const local = localTime(now, key.timeZone);
  const start = minutesOf(key.startTime ?? '00:00');
  const end = minutesOf(key.endTime ?? '00:00');
  const today = key.appliedDays.includes(local.weekday);
  if (end > start) {
    if (!today) return { allowed: false, reason: 'wrong_day' };
    return local.minute >= start && local.minute < end
      ? { allowed: true }
      : { allowed: false, reason: 'outside_hours' };
  }
  // Overnight: the window belongs to the day it starts on.
  const yesterday = key.appliedDays.includes(previousDay(local.weekday));
  if ((today && local.minute >= start) || (yesterday && local.minute < end)) return { allowed: true };
  return { allowed: false, reason: today || yesterday ? 'outside_hours' : 'wrong_day' };
}

/** Whether a key opens the lock at `now`, given how many uses it has had in its current term. */
export function keyDecision(key: KeyRules, now: Date, usesInTerm: number): KeyDecision {
  if (key.revoked) return { allowed: false, reason: 'revoked' };
  if (key.accessType === 'no_access') return { allowed: false, reason: 'no_access' };
  if (key.accessType === 'temporary') {
    if (key.startDate && now.getTime() < Date.parse(key.startDate))
      return { allowed: false, reason: 'not_started' };
    if (key.endDate && now.getTime() >= Date.parse(key.endDate)) return { allowed: false, reason: 'expired' };
  }
  if (key.accessType === 'recurring') {
    const decision = recurringDecision(key, now);
    if (!decision.allowed) return decision;
  }
  if (key.limitUses && key.numOfUses !== null && usesInTerm >= key.numOfUses)
    return { allowed: false, reason: 'uses_exhausted' };
  return { allowed: true };
}

/** The term an instant falls in: the local day, the local week (its Monday) or the local month. */
export function termOf(instant: Date, term: LimitTerm, timeZone: string): string {
  const local = localTime(instant, timeZone);
  if (term === 'daily') return local.date;
  if (term === 'monthly') return local.date.slice(0, 7);
  const [year, month, day] = local.date.split('-').map(Number);
  const monday = new Date(Date.UTC(year!, month! - 1, day! - WEEKDAYS.indexOf(local.weekday)));
  return monday.toISOString().slice(0, 10);
}

/** How many of the uses (ISO instants) fall in the same term as `now`; 0 when uses are not limited. */
export function usesInTerm(key: KeyRules, uses: readonly string[], now: Date): number {
  if (!key.limitUses || !key.limitTerm) return 0;
  const current = termOf(now, key.limitTerm, key.timeZone);
  return uses.filter((use) => termOf(new Date(use), key.limitTerm!, key.timeZone) === current).length;
}

/** The longest a use can lie in the past and still count in the current term (a month of 31 days). */
export const LONGEST_TERM_MS = 32 * 24 * 60 * 60 * 1000;
