// Sign-in with an identity provider (spec 000 §7.1 oauth/new-oauth/): the idToken is verified against the
// configured issuers' JWKS (OAUTH_ISSUERS); its verified e-mail logs in, or signs up, that account.
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { oauthLogin } from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { normalizeEmail } from '../../lib/text';
import * as users from '../accounts/users.repo';
import { createAccount, createFirstHome } from '../accounts/accounts.service';

export function registerOAuthRoutes({ calls, db, sessions, config }: Deps): void {
  const issuers = new Map(
    config.oauthIssuers.map((i) => [
      i.issuer,
      { audience: i.audience, keys: createRemoteJWKSet(new URL(i.jwksUri)) },
    ]),
  );
  const rejected = () => new AppError('OAUTH_REJECTED', 401);

  async function verifiedPayload(idToken: string): Promise<JWTPayload> {
    const issuer = issuers.get(decodeJwt(idToken).iss ?? '');
    if (!issuer) throw rejected();
    const { payload } = await jwtVerify(idToken, issuer.keys, {
      issuer: decodeJwt(idToken).iss,
      audience: issuer.audience,
      algorithms: ['RS256', 'ES256', 'PS256', 'EdDSA'],
    });
    return payload;
  }

  calls.add(
    oauthLogin,
    async ({ body, request }) => {
      if (issuers.size === 0) throw new AppError('OAUTH_NOT_CONFIGURED', 501);
      const payload = await verifiedPayload(body.idToken).catch((error: unknown) => {
        request.log.warn({ err: error, type: body.type }, 'oauth token rejected');
        throw rejected();
      });
      const email = typeof payload.email === 'string' ? normalizeEmail(payload.email) : '';
      if (!email || email !== normalizeEmail(body.email) || payload.email_verified === false) {
        request.log.warn({ type: body.type }, 'oauth e-mail mismatch or unverified');
        throw rejected();
      }
      const existing = await users.findByEmail(db, email);
      if (existing) return { type: 'Success' as const, token: await sessions.issue(existing.id) };
      const name =
        body.name || (typeof payload.name === 'string' ? payload.name : '') || email.split('@')[0]!;
      const token = await db.transaction(async (tx) => {
        const userId = await createAccount(tx, { name, email, emailVerified: true }, null);
        await createFirstHome(tx, userId);
        return sessions.issue(userId, tx);
      });
      return { type: 'Success' as const, token };
    },
    { rateLimit: { max: config.authRateLimitMax } },
  );
}
