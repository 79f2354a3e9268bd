// The app language (EN or SE): kept in localStorage, and in the session while logged in, so a reload
// keeps it. Logged-in screens also store it for the account (components/use-change-language.ts).
import { useSyncExternalStore } from 'react';
import type { Language } from '@hemvakt/contract/common';
import { getSession, updateSession } from './session';

const KEY = 'hemvakt.language';
const listeners = new Set<() => void>();

export function isLanguage(value: unknown): value is Language {
  return value === 'EN' || value === 'SE';
}

function stored(): Language | null {
  const value = localStorage.getItem(KEY);
  return isLanguage(value) ? value : null;
}

let current: Language = getSession()?.language ?? stored() ?? 'EN';

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  current = language;
  localStorage.setItem(KEY, language);
  updateSession({ language });
  listeners.forEach((listener) => listener());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, getLanguage);
}
