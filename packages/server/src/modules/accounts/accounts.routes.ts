// Login and logout.
import { login, logout } from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { checkCredentials } from './accounts.service';

export function registerAccountRoutes({ calls, db, sessions, config }: Deps): void {
  calls.add(
    login,
    async ({ body }) => {
      const user = await checkCredentials(db, body.email, body.password);
      return { token: await sessions.issue(user.id) };
    },
    // Per client, not per account: one client may not try a password against many accounts.
    { rateLimit: { max: config.authRateLimitMax } },
  );

  calls.add(logout, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    await sessions.end(auth.sessionId);
    return { ok: true };
  });
}
