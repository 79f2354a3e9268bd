import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs } from '../../../test/builders';
import * as rooms from '../rooms/rooms.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('user-data', () => {
  it('answers [user, properties, scenes, rooms, devices, notifications, weather, users, cameras]', async () => {
    const user = await buildUser(t, { name: 'Ida Data' });
    await rooms.create(t.db, {
      propertyId: user.propertyId!,
      name: 'Kitchen',
      picture: 'kitchen',
      roomClass: 'kitchen',
    });
    const res = await call(t, getUserData, {
      params: { userId: user.id, propertyId: user.propertyId! },
      token: await loginAs(t, user),
    });
    expect(res.status).toBe(200);
    const [me, properties, scenes, roomList, devices, notifications, weather, users, cameras] =
      res.body as unknown[];
    expect(me).toMatchObject({ id: user.id, name: 'Ida Data', active: true, email: user.email });
    expect(me).not.toHaveProperty('password_hash');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    expect((me as { propertyLevelPermissions: unknown[] }).propertyLevelPermissions).toEqual([
      expect.objectContaining({ propertyId: user.propertyId, role: 'Home Owner', userCanChangeAlarm: true }),
    ]);
    expect(properties).toEqual([expect.objectContaining({ id: user.propertyId, appUserIds: `${user.id},` })]);
    expect(roomList).toEqual([expect.objectContaining({ name: 'Kitchen', propertyId: user.propertyId })]);
    // Every home starts with Home (the default, active) and Away (which arms the alarm).
    expect(scenes).toEqual([
      expect.objectContaining({
        sceneName: 'Home',
        kind: 'home',
        isDefault: true,
        active: true,
        alarm: false,
      }),
      expect.objectContaining({
        sceneName: 'Away',
        kind: 'away',
        isDefault: false,
        active: false,
        alarm: true,
      }),
    ]);
    expect([devices, notifications, cameras]).toEqual([[], [], []]);
    expect(users).toEqual([{ id: user.id, name: 'Ida Data', role: 'Home Owner', active: true }]);
    expect(weather).toMatchObject({
      condition: expect.stringMatching(/^(sunny|cloudy|raining|thunderstorm|snowing)$/),
      temperature: expect.any(Number),
      source: 'local',
    });
  });

  it("refuses someone else's user id and someone else's property", async () => {
    const [me, other] = [await buildUser(t), await buildUser(t)];
    const token = await loginAs(t, me);
    const theirUser = await call(t, getUserData, {
      params: { userId: other.id, propertyId: me.propertyId! },
      token,
    });
    const theirHome = await call(t, getUserData, {
      params: { userId: me.id, propertyId: other.propertyId! },
      token,
    });
    const noHome = await call(t, getUserData, {
      params: { userId: me.id, propertyId: 'no-such-property' },
      token,
    });
    for (const res of [theirUser, theirHome, noHome]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
  });
});
