// How keys and lock events read (spec 002 §9): the history log's DD/MM/YYYY HH:mm, the key form's
// D MMM YYYY, H:mm, the share text (MMM D, YYYY HH:mm for temporary keys; HH:mm plus day names for
// recurring ones), and a key's state now from the contract's keyDecision.
import {
  keyDecision,
  usesInTerm,
  WEEKDAYS,
  type KeyRefusal,
  type Weekday,
} from '@hemvakt/contract/key-access';
import type { SmartLockKey } from '@hemvakt/contract/locks';

const pad = (value: number) => String(value).padStart(2, '0');
const localeOf = (language: 'en' | 'sv') => (language === 'sv' ? 'sv-SE' : 'en-GB');

/** `21/11/2026 14:05` */
export function formatLogDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function monthName(date: Date, language: 'en' | 'sv'): string {
  return new Intl.DateTimeFormat(localeOf(language), { month: 'short' }).format(date).replace('.', '');
}

/** `21 Nov 2026, 9:05` (the key form) */
export function formatFormDate(value: string | Date, language: 'en' | 'sv'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${monthName(date, language)} ${date.getFullYear()}, ${date.getHours()}:${pad(date.getMinutes())}`;
}

/** `Nov 21, 2026 09:05` (the share text of a temporary key) */
export function formatShareDate(value: string | Date, language: 'en' | 'sv'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${monthName(date, language)} ${date.getDate()}, ${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Day names in the week's order, in the user's language ('Mon', 'mån'). */
export function dayName(day: Weekday, language: 'en' | 'sv'): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(localeOf(language), { weekday: 'short', timeZone: 'UTC' })
    .format(date)
    .replace('.', '');
}

/** A local `<input type="datetime-local">` value ↔ an ISO instant. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

export type KeyState = { open: true } | { open: false; reason: KeyRefusal };

/** Whether the key opens the lock now, by the same rules the server applies. */
export function keyStateNow(key: SmartLockKey, now = new Date()): KeyState {
  const decision = keyDecision(key, now, usesInTerm(key, key.usageHistory, now));
  return decision.allowed ? { open: true } : { open: false, reason: decision.reason };
}
