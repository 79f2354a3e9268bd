import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInvitation, checkInvitation } from '@hemvakt/contract/auth';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, claimsOf, GOOD_PASSWORD, mailLink } from '../../../test/builders';
import { inviteHouseMember } from './invitations.service';
import { FULL_PERMISSIONS, findMembership } from '../properties/properties.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function invite(email: string) {
  const owner = await buildUser(t, { name: 'Olle Owner' });
  await inviteHouseMember(
    t.app.hemvakt,
    {
      propertyId: owner.propertyId!,
      email,
      name: 'Guest',
      permissions: { ...FULL_PERMISSIONS, userCanChangeAlarm: false },
      invitedBy: owner.id,
    },
    'EN',
  );
  const { secret } = await mailLink(t, email, '/accept-invitation');
  return { owner, secret };
}

const account = {
  name: 'Greta Guest',
  phone: '+46 70 999 88 77',
  password: GOOD_PASSWORD,
  acceptTerms: true,
};

describe('accept invitation', () => {
  it('a new person accepts: the account is created as House Member with the invited rights', async () => {
    const { owner, secret } = await invite('greta@example.com');
    expect((await call(t, checkInvitation, { params: { token: secret } })).body).toEqual({
      email: 'greta@example.com',
      propertyName: 'My home',
      invitedBy: 'Olle Owner',
      accountExists: false,
    });
    const missing = await call(t, answerInvitation, { params: { token: secret }, body: { answer: 'yes' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('account');

    const res = await call(t, answerInvitation, {
      params: { token: secret },
      body: { answer: 'yes', account },
    });
    expect(res.body.status).toBe('accepted');
    const claims = claimsOf(res.body.token);
    expect(claims).toMatchObject({
      userRole: 'House Member',
      property: owner.propertyId,
      userName: 'Greta Guest',
    });
    const member = await findMembership(t.db, owner.propertyId!, claims.user);
    expect(member).toMatchObject({
      role: 'House Member',
      user_can_change_alarm: false,
      user_can_change_scenes: true,
    });

    expect((await call(t, checkInvitation, { params: { token: secret } })).status).toBe(404);
  });

  it('an existing account accepts without a new token', async () => {
    const existing = await buildUser(t, { email: 'known@example.com' });
    const { owner, secret } = await invite(existing.email);
    expect((await call(t, checkInvitation, { params: { token: secret } })).body.accountExists).toBe(true);
    const res = await call(t, answerInvitation, { params: { token: secret }, body: { answer: 'yes' } });
    expect(res.body).toEqual({ status: 'accepted' });
    expect(await findMembership(t.db, owner.propertyId!, existing.id)).toBeTruthy();
  });

  it('declining removes the invitation', async () => {
    const { secret } = await invite('nope@example.com');
    expect(
      (await call(t, answerInvitation, { params: { token: secret }, body: { answer: 'no' } })).body,
    ).toEqual({
      status: 'declined',
    });
    const again = await call(t, answerInvitation, {
      params: { token: secret },
      body: { answer: 'yes', account },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('INVITATION_NOT_FOUND');
  });
});
