import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEmailExists,
  checkGoodEmail,
  completeRegistration,
  getRegistration,
  login,
  register,
  registerByPropertyCode,
  sendVerificationEmail,
  verifyEmail,
  verifyPropertyCode,
} from '@hemvakt/contract/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  buildLandlordWithApartments,
  buildUser,
  call,
  claimsOf,
  GOOD_PASSWORD,
  mailCount,
  mailLink,
} from '../../../test/builders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const account = { name: 'Nils Nyman', phone: '+46 70 111 22 33', password: GOOD_PASSWORD, acceptTerms: true };

describe('sign-up with e-mail verification', () => {
  it('mails a link; the link completes the account, which then logs in', async () => {
    const email = 'Nils.Nyman@Example.com';
    const sent = await call(t, sendVerificationEmail, { body: { email, name: 'Nils', language: 'SE' } });
    expect(sent.body).toEqual({ sent: true });
    const mail = await mailLink(t, 'nils.nyman@example.com', '/complete-registration');
    expect(mail.subject).toBe('Bekräfta din e-post för Hemvakt');
    expect(mail.text).toContain('http://localhost:8080/complete-registration/');
    expect(mail.secret.length).toBeGreaterThanOrEqual(22);

    expect((await call(t, verifyEmail, { params: { code: mail.secret } })).body).toEqual({
      email: 'nils.nyman@example.com',
      name: 'Nils',
    });
    expect((await call(t, getRegistration, { params: { token: mail.secret } })).status).toBe(200);

    const done = await call(t, completeRegistration, { params: { token: mail.secret }, body: account });
    expect(done.status).toBe(200);
    const claims = claimsOf(done.body.token);
    expect(claims).toMatchObject({ userName: 'Nils Nyman', userRole: 'Home Owner', language: 'SE' });
    expect(claims.property).toBeTruthy();

    const again = await call(t, completeRegistration, { params: { token: mail.secret }, body: account });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('INVALID_TOKEN');

    const loggedIn = await call(t, login, { body: { email, password: GOOD_PASSWORD } });
    expect(claimsOf(loggedIn.body.token).user).toBe(claims.user);
  });

  it('register with the mailed code works the same way', async () => {
    await call(t, sendVerificationEmail, { body: { email: 'coder@example.com', name: 'Coder' } });
    const { secret } = await mailLink(t, 'coder@example.com', '/complete-registration');
    const res = await call(t, register, { body: { code: secret, ...account, name: 'Cody Coder' } });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.token).userName).toBe('Cody Coder');
  });

  it('refuses an e-mail that has an account', async () => {
    const user = await buildUser(t);
    const res = await call(t, sendVerificationEmail, { body: { email: user.email, name: 'X' } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Please contact tech support or use another email address',
    });
    expect((await call(t, checkEmailExists, { params: { email: user.email } })).body).toEqual({
      exists: true,
    });
    expect((await call(t, checkEmailExists, { params: { email: 'free@example.com' } })).body).toEqual({
      exists: false,
    });
  });

  it('enforces the password rule and the terms on the server', async () => {
    await call(t, sendVerificationEmail, { body: { email: 'weak@example.com', name: 'Weak' } });
    const { secret } = await mailLink(t, 'weak@example.com', '/complete-registration');
    for (const password of ['short1!A', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoSpecial123']) {
      const res = await call(t, completeRegistration, {
        params: { token: secret },
        body: { ...account, password: password === 'short1!A' ? 'Sh1!a' : password },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('password');
    }
    const noTerms = await call(t, completeRegistration, {
      params: { token: secret },
      body: { ...account, acceptTerms: false },
    });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.error.details[0].field).toBe('acceptTerms');
  });

  it('answers INVALID_TOKEN for an unknown link', async () => {
    const res = await call(t, getRegistration, { params: { token: 'A'.repeat(43) } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('INVALID_TOKEN');
  });
});

describe('sign-up by property code', () => {
  it('signs a tenant up to a free apartment, then the code is occupied', async () => {
    const { apartments } = await buildLandlordWithApartments(t);
    const code = apartments[0]!.code;
    expect((await call(t, verifyPropertyCode, { params: { code: code.toLowerCase() } })).body).toEqual({
      propertyName: 'Lgh 1101',
      buildingName: 'Testgatan 1',
    });
    expect(
      (await call(t, checkGoodEmail, { params: { email: 'tenant1@example.com', propertyCode: code } })).body,
    ).toEqual({
      good: true,
    });
    const res = await call(t, registerByPropertyCode, {
      params: { code },
      body: { email: 'tenant1@example.com', ...account },
    });
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.token)).toMatchObject({ userRole: 'Tenant', property: apartments[0]!.id });

    const occupied = await call(t, verifyPropertyCode, { params: { code } });
    expect(occupied.status).toBe(404);
    expect(occupied.body.error.message).toBe('Property code was not found, or property is occupied');
    const second = await call(t, registerByPropertyCode, {
      params: { code },
      body: { email: 'tenant2@example.com', ...account },
    });
    expect(second.status).toBe(404);
    expect(await mailCount(t, 'tenant2@example.com')).toBe(0);
  });

  it("accepts only the landlord's designated tenant e-mail when one is set", async () => {
    const { apartments } = await buildLandlordWithApartments(t, 'Chosen@Example.com');
    const code = apartments[1]!.code;
    const check = (email: string) => call(t, checkGoodEmail, { params: { email, propertyCode: code } });
    expect((await check('other@example.com')).body).toEqual({ good: false });
    expect((await check('chosen@example.com')).body).toEqual({ good: true });
    const wrong = await call(t, registerByPropertyCode, {
      params: { code },
      body: { email: 'other@example.com', ...account },
    });
    expect(wrong.status).toBe(409);
    const right = await call(t, registerByPropertyCode, {
      params: { code },
      body: { email: 'chosen@example.com', ...account },
    });
    expect(right.status).toBe(200);
  });

  it('refuses a code that is unknown or belongs to no landlord', async () => {
    const res = await call(t, verifyPropertyCode, { params: { code: 'NOPE-0000' } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('PROPERTY_CODE_UNUSABLE');
  });
});
