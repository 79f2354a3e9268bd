// The route guards of spec 000 §2.2 as one pure rule: may this session see a route of this access,
// and if not, where does it go (and is it logged out on the way)?
import type { Session } from '../lib/session';
import type { RouteAccess } from './routes';

export type Verdict = { allowed: true } | { allowed: false; to: string; logout: boolean };

export function guardVerdict(access: RouteAccess, session: Session | null): Verdict {
  switch (access) {
    case 'public':
      return { allowed: true };
    case 'guest':
      return session ? { allowed: false, to: '/main-view', logout: false } : { allowed: true };
    case 'user':
      return session ? { allowed: true } : { allowed: false, to: '/signup', logout: true };
    case 'landlord':
      if (!session) return { allowed: false, to: '/signup', logout: true };
      return session.userRole === 'Landlord'
        ? { allowed: true }
        : { allowed: false, to: '/main-view', logout: false };
  }
}
