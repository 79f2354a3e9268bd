import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResetToken, forgotPassword, login, setNewPassword } from '@hemvakt/contract/auth';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs, mailCount, mailLink } from '../../../test/builders';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('forgot password', () => {
  it('reset → check → new: the new password works, the old does not, old sessions end, the link works once', async () => {
    const user = await buildUser(t);
    const oldToken = await loginAs(t, user);
    expect((await call(t, forgotPassword, { body: { email: user.email } })).body).toEqual({ sent: true });
    const { secret, subject } = await mailLink(t, user.email, '/reset-password');
    expect(subject).toBe('Reset your Hemvakt password');
    expect((await call(t, checkResetToken, { params: { token: secret } })).body).toEqual({
      email: user.email,
    });

    const newPassword = 'Brand-New-Pass7';
    expect(
      (await call(t, setNewPassword, { params: { token: secret }, body: { password: newPassword } })).status,
    ).toBe(200);
    expect((await call(t, login, { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await call(t, login, { body: { email: user.email, password: newPassword } })).status).toBe(200);
    const old = await call(t, getUserData, {
      params: { userId: user.id, propertyId: user.propertyId! },
      token: oldToken,
    });
    expect(old.status).toBe(401);

    const reuse = await call(t, setNewPassword, {
      params: { token: secret },
      body: { password: 'Another-Pass8' },
    });
    expect(reuse.status).toBe(404);
    expect((await call(t, checkResetToken, { params: { token: secret } })).status).toBe(404);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await call(t, forgotPassword, { body: { email: 'ghost@example.com' } });
    expect(res.body).toEqual({ sent: true });
    expect(await mailCount(t, 'ghost@example.com')).toBe(0);
  });

  it('refuses a weak new password', async () => {
    const user = await buildUser(t);
    await call(t, forgotPassword, { body: { email: user.email } });
    const { secret } = await mailLink(t, user.email, '/reset-password');
    const res = await call(t, setNewPassword, { params: { token: secret }, body: { password: 'weakpass' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('password');
  });
});
