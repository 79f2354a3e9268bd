import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeLandlordRegistration, getLandlordRegistration } from '@hemvakt/contract/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { call, claimsOf, GOOD_PASSWORD, mailLink } from '../../../test/builders';
import { inviteLandlord } from './landlord-registration.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('landlord registration', () => {
  it('creates a main landlord from the mailed link, once', async () => {
    await inviteLandlord(t.app.hemvakt, { email: 'boss@fastighet.se', companyName: 'Fastighet AB' });
    const { secret } = await mailLink(t, 'boss@fastighet.se', '/landlord-registration');
    expect((await call(t, getLandlordRegistration, { params: { token: secret } })).body).toEqual({
      email: 'boss@fastighet.se',
      companyName: 'Fastighet AB',
    });
    const body = {
      companyName: 'Fastighet AB',
      name: 'Bo Boss',
      phone: '+46 8 123 456',
      password: GOOD_PASSWORD,
      acceptTerms: true,
    };
    const res = await call(t, completeLandlordRegistration, { params: { token: secret }, body });
    expect(res.status).toBe(200);
    const claims = claimsOf(res.body.token);
    expect(claims).toMatchObject({
      userRole: 'Landlord',
      ml: 'true',
      cbadol: 'false',
      companyName: 'Fastighet AB',
      property: null,
    });
    expect(claims.landlordId).toBe(claims.user);
    expect((await call(t, completeLandlordRegistration, { params: { token: secret }, body })).status).toBe(
      404,
    );
  });
});
