// Forgot password: reset (mail a link) → check → new. Answers never reveal whether an account exists.
import { checkResetToken, forgotPassword, setNewPassword } from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { normalizeEmail } from '../../lib/text';
import { linkMail } from '../../mail/templates';
import * as linkTokens from '../accounts/link-tokens.repo';
import * as users from '../accounts/users.repo';

const RESET_TTL_MS = 60 * 60 * 1000;

export function registerPasswordResetRoutes({ calls, db, mailer, sessions, config }: Deps): void {
  const limited = { rateLimit: { max: config.authRateLimitMax } };

  calls.add(
    forgotPassword,
    async ({ body }) => {
      const user = await users.findByEmail(db, normalizeEmail(body.email));
      if (user?.active) {
        await db.transaction(async (tx) => {
          const secret = await linkTokens.issue(tx, {
            purpose: 'password-reset',
            email: user.email,
            userId: user.id,
            ttlMs: RESET_TTL_MS,
          });
          const link = `${config.publicUrl}/reset-password/${secret}`;
          await mailer.send(linkMail('reset', user.language, user.email, link, { name: user.name }), tx);
        });
      }
      return { sent: true };
    },
    limited,
  );

  calls.add(
    checkResetToken,
    async ({ params }) => {
      const link = await linkTokens.findUsable(db, 'password-reset', params.token);
      if (!link) throw notFound('INVALID_TOKEN');
      return { email: link.email };
    },
    limited,
  );

  calls.add(
    setNewPassword,
    async ({ params, body }) => {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const link = await linkTokens.consume(tx, 'password-reset', params.token);
        if (!link?.user_id) throw notFound('INVALID_TOKEN');
        await users.setPassword(tx, link.user_id, passwordHash);
        await sessions.endAllOfUser(link.user_id, tx);
      });
      return { ok: true };
    },
    limited,
  );
}
