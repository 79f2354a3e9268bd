// The user's role in the current property; before user data arrives, the session's role stands in.
import { roleForProperty, type User } from '@hemvakt/contract/user-data';
import type { Session } from './session';

export function currentRole(session: Session | null, user: User | undefined): Session['userRole'] | null {
  if (!session) return null;
  return user ? roleForProperty(user, session.currentPropertySelected) : session.userRole;
}

/** House Member (alias Home Member) cannot open Members or Membership (spec 000 §2.4). */
export function isHouseMember(role: string | null): boolean {
  return role === 'House Member' || role === 'Home Member';
}

const ROLE_KEYS = {
  Landlord: 'landlord',
  'Home Owner': 'homeOwner',
  Tenant: 'tenant',
  'House Member': 'houseMember',
  'Home Member': 'homeMember',
  error: 'unknown',
} as const;

/** The catalogue key (`roles.<key>`) of a role's name. */
export function roleKey(role: string | null): (typeof ROLE_KEYS)[keyof typeof ROLE_KEYS] {
  return ROLE_KEYS[(role ?? 'error') as keyof typeof ROLE_KEYS] ?? 'unknown';
}

/** Home Owner and Tenant own their property (spec 000 §4.4). */
export function isOwnRole(role: string | null): boolean {
  return role === 'Home Owner' || role === 'Tenant';
}
