import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { oauthLogin } from '@hemvakt/contract/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, claimsOf } from '../../../test/builders';

const ISSUER = 'https://id.example.test';
const AUDIENCE = 'hemvakt-web';

let jwks: Server;
let privateKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })),
  );
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await startTestApp({
    oauthIssuers: [{ issuer: ISSUER, jwksUri: `http://127.0.0.1:${port}/jwks`, audience: AUDIENCE }],
  });
});
afterAll(async () => {
  await t.close();
  jwks.close();
});

const idToken = (claims: Record<string, unknown>, audience = AUDIENCE) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);

describe('oauth/new-oauth', () => {
  it('answers OAUTH_NOT_CONFIGURED when no issuer is configured', async () => {
    const bare = await startTestApp();
    try {
      const res = await call(bare, oauthLogin, {
        body: { email: 'a@example.com', idToken: 'x'.repeat(40), type: 'google' },
      });
      expect(res.status).toBe(501);
      expect(res.body.error.code).toBe('OAUTH_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });

  it('signs up a new person from a verified idToken, and logs them in next time', async () => {
    const token = await idToken({ email: 'Ola@Example.com', email_verified: true, name: 'Ola Oauth' });
    const first = await call(t, oauthLogin, {
      body: { email: 'ola@example.com', idToken: token, type: 'google' },
    });
    expect(first.status).toBe(200);
    expect(first.body.type).toBe('Success');
    const claims = claimsOf(first.body.token);
    expect(claims).toMatchObject({ userName: 'Ola Oauth', userRole: 'Home Owner' });
    const second = await call(t, oauthLogin, {
      body: { email: 'ola@example.com', idToken: token, type: 'google' },
    });
    expect(claimsOf(second.body.token).user).toBe(claims.user);
  });

  it('logs in an existing account', async () => {
    const user = await buildUser(t);
    const token = await idToken({ email: user.email, email_verified: true });
    const res = await call(t, oauthLogin, { body: { email: user.email, idToken: token, type: 'apple' } });
    expect(claimsOf(res.body.token).user).toBe(user.id);
  });

  it('rejects a token for another audience, another e-mail, an unverified e-mail, or a forged signature', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'x@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(otherKey);
    const cases = [
      { email: 'x@example.com', token: await idToken({ email: 'x@example.com' }, 'someone-else') },
      { email: 'x@example.com', token: await idToken({ email: 'y@example.com' }) },
      { email: 'x@example.com', token: await idToken({ email: 'x@example.com', email_verified: false }) },
      { email: 'x@example.com', token: forged },
    ];
    for (const c of cases) {
      const res = await call(t, oauthLogin, { body: { email: c.email, idToken: c.token, type: 'google' } });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('OAUTH_REJECTED');
    }
  });
});
