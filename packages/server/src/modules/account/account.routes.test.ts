import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeDealsOffers,
  changeLanguage,
  changeNewsletter,
  deleteMyAccount,
  sendFeedback,
  setNotifyGatewayDisconnects,
  setPushWhenAlarm,
  setPushWhenAlarmChange,
  setPushWhenSceneChange,
  updateAddress,
  updatePassword,
  updateProfile,
  updateProfileImage,
} from '@hemvakt/contract/account';
import { login } from '@hemvakt/contract/auth';
import { listProperties } from '@hemvakt/contract/properties';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildLandlordWithApartments, buildUser, call, claimsOf, loginAs } from '../../../test/builders';
import * as properties from '../properties/properties.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('profile and settings', () => {
  it('changes name, phone, address, language and subscriptions, as user data then shows', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const userId = user.id;
    const profile = await call(t, updateProfile, {
      params: { userId },
      body: { name: 'Ny Namn', phone: '+46 70 555 66 77' },
      token,
    });
    expect(profile.body).toMatchObject({ name: 'Ny Namn', phone: '+46 70 555 66 77' });
    const addr = {
      country: 'Sweden',
      city: 'Lund',
      street: 'Stora Södergatan',
      propertyNumber: '4',
      flatNumber: '1101',
      postCode: '222 23',
    };
    for (const [def, body] of [
      [updateAddress, addr],
      [changeLanguage, { language: 'SE' }],
      [changeNewsletter, { subscribeNewsletter: true }],
      [changeDealsOffers, { subscribeDealsOffers: true }],
      [setPushWhenAlarm, { setting: false }],
      [setPushWhenSceneChange, { setting: false }],
      [setPushWhenAlarmChange, { setting: false }],
    ] as const) {
      expect((await call(t, def, { params: { userId }, body, token })).body).toEqual({ ok: true });
    }
    await call(t, setNotifyGatewayDisconnects, {
      params: { propertyId: user.propertyId! },
      body: { setting: false },
      token,
    });
    const [me, props] = (
      await call(t, getUserData, { params: { userId, propertyId: user.propertyId! }, token })
    ).body;
    expect(me).toMatchObject({
      myAddress: addr,
      language: 'SE',
      subscribeNewsletter: true,
      subscribeDealsOffers: true,
      pushNotificationWhenAlarm: false,
      pushWhenSceneChange: false,
      pushWhenAlarmChange: false,
    });
    expect(props[0].notificationWhenGatewayDisconnects).toBe(false);
    const relogin = await call(t, login, { body: { email: user.email, password: user.password } });
    expect(claimsOf(relogin.body.token)).toMatchObject({
      language: 'SE',
      subscribeNewsletter: true,
      userName: 'Ny Namn',
    });
  });

  it('stores a real picture and refuses one that is not what it claims', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const ok = await call(t, updateProfileImage, {
      params: { userId: user.id },
      body: { profileImage: PNG_1PX },
      token,
    });
    expect(ok.body).toEqual({ profileImage: PNG_1PX });
    const fake = `data:image/jpeg;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const bad = await call(t, updateProfileImage, {
      params: { userId: user.id },
      body: { profileImage: fake },
      token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_IMAGE');
    const huge = `data:image/png;base64,${'A'.repeat(400_000)}`;
    expect(
      (
        await call(t, updateProfileImage, {
          params: { userId: user.id },
          body: { profileImage: huge },
          token,
        })
      ).status,
    ).toBe(400);
  });

  it('changes the password only with the current one and a strong new one; other sessions end', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const other = await loginAs(t, user);
    const params = { userId: user.id };
    const wrong = await call(t, updatePassword, {
      params,
      body: { currentPassword: 'Nope-Nope-1', newPassword: 'Gr33n-Elephant-Sky!' },
      token,
    });
    expect(wrong.body.error.code).toBe('WRONG_PASSWORD');
    const weak = await call(t, updatePassword, {
      params,
      body: { currentPassword: user.password, newPassword: 'Password1!' },
      token,
    });
    expect(weak.body.error.code).toBe('WEAK_PASSWORD');
    const good = await call(t, updatePassword, {
      params,
      body: { currentPassword: user.password, newPassword: 'Gr33n-Elephant-Sky!' },
      token,
    });
    expect(good.body).toEqual({ ok: true });
    expect((await call(t, listProperties, { params, token })).status).toBe(200);
    expect((await call(t, listProperties, { params, token: other })).status).toBe(401);
    expect(
      (await call(t, login, { body: { email: user.email, password: 'Gr33n-Elephant-Sky!' } })).status,
    ).toBe(200);
  });

  it('stores trimmed feedback and refuses empty feedback', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    expect(
      (
        await call(t, sendFeedback, {
          params: { userId: user.id },
          body: { feedback: '  Great app  ' },
          token,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, sendFeedback, { params: { userId: user.id }, body: { feedback: '   ' }, token })).status,
    ).toBe(400);
    const rows = await t.db.query('SELECT feedback FROM feedback WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ feedback: 'Great app' }]);
  });
});

describe('account removal', () => {
  it("an owner's homes go with the account; their members lose access", async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t);
    await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member');
    const res = await call(t, deleteMyAccount, {
      body: { id: owner.id, role: 'Home Owner' },
      token: await loginAs(t, owner),
    });
    expect(res.body).toEqual({ ok: true });
    expect(await properties.findById(t.db, owner.propertyId!)).toBeUndefined();
    expect(await properties.findMembership(t.db, owner.propertyId!, member.id)).toBeUndefined();
    expect((await call(t, login, { body: { email: owner.email, password: owner.password } })).status).toBe(
      401,
    );
  });

  it("a tenant's apartment stays with the landlord without the tenant's members", async () => {
    const { apartments } = await buildLandlordWithApartments(t);
    const tenant = await buildUser(t, { home: false });
    const guest = await buildUser(t, { home: false });
    await properties.addMember(t.db, apartments[0]!.id, tenant.id, 'Tenant');
    await properties.addMember(t.db, apartments[0]!.id, guest.id, 'House Member');
    await call(t, deleteMyAccount, {
      body: { id: tenant.id, role: 'Tenant' },
      token: await loginAs(t, tenant),
    });
    expect(await properties.findById(t.db, apartments[0]!.id)).toBeDefined();
    expect(await properties.countMembers(t.db, apartments[0]!.id)).toBe(0);
  });

  it("refuses to delete someone else's account", async () => {
    const [me, other] = [await buildUser(t), await buildUser(t)];
    const res = await call(t, deleteMyAccount, {
      body: { id: other.id, role: 'Home Owner' },
      token: await loginAs(t, me),
    });
    expect(res.status).toBe(403);
  });
});
