import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeGeofencesOnLogout, reportGeofenceEvent, saveGeofences } from '@hemvakt/contract/geofence';
import { removeProperty } from '@hemvakt/contract/properties';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs } from '../../../test/builders';
import * as properties from '../properties/properties.repo';
import { FULL_PERMISSIONS } from '../properties/properties.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const fence = (propertyId: string, radius: 200 | 250 | 300 = 200) => ({
  propertyId,
  lat: 59.8586,
  lng: 17.6389,
  radius,
  whereAmI: 'home' as const,
  geofenceEnabled: true,
});

describe('geofences', () => {
  it('stores one fence per property, records enter/exit, removes them at logout', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const saved = await call(t, saveGeofences, {
      params: { userId: user.id },
      body: { myGeoFences: [fence(user.propertyId!, 250)] },
      token,
    });
    expect(saved.body).toEqual({ myGeoFences: [fence(user.propertyId!, 250)] });
    const exit = await call(t, reportGeofenceEvent, {
      params: { userId: user.id },
      body: { propertyId: user.propertyId!, event: 'exit' },
      token,
    });
    expect(exit.body).toEqual({ ok: true });
    const [row] = await t.db.query('SELECT where_am_i FROM geofences WHERE user_id = $1', [user.id]);
    expect(row).toEqual({ where_am_i: 'away' });
    await call(t, removeGeofencesOnLogout, { params: { userId: user.id }, body: {}, token });
    expect(await t.db.query('SELECT 1 FROM geofences WHERE user_id = $1', [user.id])).toEqual([]);
  });

  it('refuses a radius outside 200 / 250 / 300', async () => {
    const user = await buildUser(t);
    const res = await call(t, saveGeofences, {
      params: { userId: user.id },
      body: { myGeoFences: [{ ...fence(user.propertyId!), radius: 500 }] },
      token: await loginAs(t, user),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('myGeoFences.0.radius');
  });

  it("refuses a member without 'change geofence', and a stranger's property", async () => {
    const owner = await buildUser(t);
    const member = await buildUser(t);
    await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member', {
      ...FULL_PERMISSIONS,
      userCanChangeGeofence: false,
    });
    const token = await loginAs(t, member);
    const denied = await call(t, saveGeofences, {
      params: { userId: member.id },
      body: { myGeoFences: [fence(owner.propertyId!)] },
      token,
    });
    expect(denied.status).toBe(403);
    const stranger = await buildUser(t);
    const theirs = await call(t, saveGeofences, {
      params: { userId: member.id },
      body: { myGeoFences: [fence(stranger.propertyId!)] },
      token,
    });
    expect(theirs.status).toBe(403);
  });

  it("goes away with the owner's property", async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    await call(t, saveGeofences, {
      params: { userId: owner.id },
      body: { myGeoFences: [fence(owner.propertyId!)] },
      token,
    });
    await call(t, removeProperty, { params: { id: owner.propertyId! }, token });
    expect(await t.db.query('SELECT 1 FROM geofences WHERE user_id = $1', [owner.id])).toEqual([]);
  });
});
