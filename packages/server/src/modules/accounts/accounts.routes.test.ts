import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, logout } from '@hemvakt/contract/auth';
import { getAppVersion } from '@hemvakt/contract/app-info';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, claimsOf, loginAs } from '../../../test/builders';
import { SessionTokens } from '../../http/session-token';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers a token whose claims carry the session of spec 000 §3.1', async () => {
    const user = await buildUser(t, { name: 'Anna Test' });
    const res = await call(t, login, { body: { email: user.email.toUpperCase(), password: user.password } });
    expect(res.status).toBe(200);
    const claims = claimsOf(res.body.token);
    expect(claims).toMatchObject({
      user: user.id,
      userName: 'Anna Test',
      userRole: 'Home Owner',
      property: user.propertyId,
      landlordId: null,
      ml: 'false',
      cbadol: 'false',
      agentId: null,
      language: 'EN',
      subscribeNewsletter: false,
      subscribeDealsOffers: false,
      iss: 'hemvakt',
      aud: 'hemvakt-app',
    });
    expect(claims.exp * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const user = await buildUser(t);
    const wrong = await call(t, login, { body: { email: user.email, password: 'Wrong-pass-1' } });
    const unknown = await call(t, login, { body: { email: 'nobody@example.com', password: 'Wrong-pass-1' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('refuses a locked user with a clear error, and their open sessions stop working', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    await t.db.query('UPDATE users SET active = false WHERE id = $1', [user.id]);
    const res = await call(t, login, { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Your account has been locked...',
    });
    const later = await call(t, getUserData, {
      params: { userId: user.id, propertyId: user.propertyId! },
      token,
    });
    expect(later.status).toBe(403);
    expect(later.body.error.code).toBe('ACCOUNT_LOCKED');
  });

  it('names the offending fields of a bad body with 400, never 500', async () => {
    const res = await call(t, login, { body: { email: 'not-an-email', role: 'Landlord' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'password',
      'role',
    ]);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('bearer tokens', () => {
  it('answers 401 before validation when the token is missing, forged or malformed', async () => {
    const user = await buildUser(t);
    const params = { userId: user.id, propertyId: user.propertyId! };
    const forged = await new SessionTokens('x'.repeat(40)).sign(
      'some-session',
      claimsOf(await loginAs(t, user)),
    );
    for (const token of [undefined, 'garbage', forged]) {
      const res = await call(t, getUserData, { params, token });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    const badParams = await call(t, logout, { params: { userId: 'x'.repeat(70) } });
    expect(badParams.status).toBe(401);
  });

  it('refuses a token signed with another algorithm', async () => {
    const user = await buildUser(t);
    const [, payload] = (await loginAs(t, user)).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const res = await call(t, getUserData, {
      params: { userId: user.id, propertyId: user.propertyId! },
      token: `${header}.${payload}.`,
    });
    expect(res.status).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session so its token no longer works', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const res = await call(t, logout, { params: { userId: user.id }, token });
    expect(res.status).toBe(200);
    const after = await call(t, getUserData, {
      params: { userId: user.id, propertyId: user.propertyId! },
      token,
    });
    expect(after.status).toBe(401);
  });

  it("refuses to log out someone else's id", async () => {
    const [me, other] = [await buildUser(t), await buildUser(t)];
    const res = await call(t, logout, { params: { userId: other.id }, token: await loginAs(t, me) });
    expect(res.status).toBe(403);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After after too many logins', async () => {
    const limited = await startTestApp({ authRateLimitMax: 3 });
    try {
      // A different account on each try: the limit is the client's, not the account's.
      const body = (i: number) => ({ email: `someone${i}@example.com`, password: 'Wrong-pass-1' });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(limited, login, { body: body(i) })).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const res = await call(limited, login, { body: body(9) });
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const version = await call(limited, getAppVersion);
      expect(version.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('routes', () => {
  it('answers ROUTE_NOT_FOUND for an unknown API route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'No such route' } });
  });

  it('publishes OpenAPI with every call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const { url } of t.app.hemvakt.calls.table) {
      expect(paths).toContain(url.replace(/:(\w+)/g, '{$1}'));
    }
  });
});
