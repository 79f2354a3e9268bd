// The session of spec 000 §3.1, kept in localStorage so a reload stays logged in.
// Logged in means a token is present. A tiny external store: components read it with useSession().
import { useSyncExternalStore } from 'react';
import type { Language } from '@hemvakt/contract/common';
import type { SessionClaims } from '@hemvakt/contract/auth';

export interface Session {
  token: string;
  userId: string;
  propertyId: string | null;
  currentPropertySelected: string | null;
  agentId: string | null;
  userName: string;
  userRole: SessionClaims['userRole'];
  landlordId: string | null;
  language: Language;
  subscribeNewsletter: boolean;
  subscribeDealsOffers: boolean;
  ml: 'true' | 'false';
  cbadol: 'true' | 'false';
  companyName: string | null;
}

export const SESSION_KEY = 'hemvakt.session';

const listeners = new Set<() => void>();
let current: Session | null = readStored();

function readStored(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.token !== 'string' || !value.token || typeof value.userId !== 'string') return null;
    return value as Session;
  } catch {
    return null;
  }
}

function publish(next: Session | null): void {
  current = next;
  if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
  else localStorage.removeItem(SESSION_KEY);
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  return current;
}

/** Stores a new session (built from a login token by sessionFromToken). */
export function startSession(session: Session): void {
  publish(session);
}

export function updateSession(patch: Partial<Omit<Session, 'token' | 'userId'>>): void {
  if (current) publish({ ...current, ...patch });
}

export function clearSession(): void {
  if (current || localStorage.getItem(SESSION_KEY)) publish(null);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function isMainLandlord(session: Session | null): boolean {
  return session?.ml === 'true' || session?.cbadol === 'true';
}

// Another tab logging in or out changes this tab too.
window.addEventListener('storage', (event) => {
  if (event.key !== SESSION_KEY && event.key !== null) return;
  current = readStored();
  listeners.forEach((listener) => listener());
});
