// Per-device rights of a member without full access (spec 000 §3.3, docs/decisions/004): the list, the
// controls and the live channel show exactly the devices their userDevices entries allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSetting, listDevices, switchControl, type Device } from '@hemvakt/contract/devices';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs, type BuiltUser } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { startSimulatedHome, type SimulatedHome } from '../../../test/simulated-home';
import * as properties from '../properties/properties.repo';
import { FULL_PERMISSIONS } from '../properties/properties.repo';
import * as members from '../members/members.repo';
import * as repo from './devices.repo';

let t: TestApp;
let owner: BuiltUser;
let home: SimulatedHome;
let memberToken: string;
let ownerToken: string;
const [DOOR, PLUG, LAMP] = [0, 1, 2];

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await buildUser(t);
  home = await startSimulatedHome(t, owner.propertyId!, [
    { typeI: 'SensorDoorWindow', name: 'Front Door', roomId: null },
    { typeI: 'SmartPlug', name: 'Coffee', roomId: null },
    { typeI: 'SmartLightColorDimmable', name: 'Lamp', roomId: null },
  ]);
  const member = await buildUser(t, { home: false });
  await properties.addMember(t.db, owner.propertyId!, member.id, 'House Member', {
    ...FULL_PERMISSIONS,
    userHasFullAccessDevices: false,
  });
  // The plug: view only. The lamp: view and control. The door: not listed, so not visible.
  await members.replaceDeviceAccess(t.db, owner.propertyId!, member.id, [
    { id: home.deviceIds[PLUG]!, canView: true, canControll: false, canEdit: false },
    { id: home.deviceIds[LAMP]!, canView: true, canControll: true, canEdit: false },
  ]);
  [memberToken, ownerToken] = [await loginAs(t, member), await loginAs(t, owner)];
});
afterAll(() => t.close());

const device = async (index: number) => (await repo.findById(t.db, home.deviceIds[index]!))!;
const switchAs = async (token: string, index: number, value: 'on' | 'off') => {
  const d = await device(index);
  return call(t, switchControl, {
    token,
    params: { propertyId: owner.propertyId! },
    body: { value, ieee: d.ieee!, ep: d.ep },
  });
};

describe('a member with per-device rights', () => {
  it('lists only the devices they may view', async () => {
    const list = await call(t, listDevices, {
      token: memberToken,
      params: { propertyId: owner.propertyId! },
    });
    expect(list.body.map((d: Device) => d.deviceName).sort()).toEqual(['Coffee', 'Lamp']);
    const all = await call(t, listDevices, { token: ownerToken, params: { propertyId: owner.propertyId! } });
    expect(all.body).toHaveLength(3);
  });

  it('controls what they may control, and nothing they may only view', async () => {
    expect((await switchAs(memberToken, LAMP, 'off')).status).toBe(200);
    expect((await switchAs(memberToken, PLUG, 'off')).status).toBe(403);
  });

  it('may not edit a device without the edit right', async () => {
    const plug = await device(PLUG);
    const res = await call(t, deviceSetting, {
      token: memberToken,
      params: { propertyId: owner.propertyId! },
      body: { deviceId: plug.id, deviceName: 'Mine', deviceRoom: null },
    });
    expect(res.status).toBe(403);
  });

  it("gets no live message of a device they may not see, while the owner's socket does", async () => {
    const [memberLive, ownerLive] = [await openLive(t, memberToken), await openLive(t, ownerToken)];
    const door = await device(DOOR);
    home.sim.event(door.ieee!, 'open');
    await ownerLive.next('status', (m) => m.data.deviceId === door.id);
    // A device the member may see reports after the door: once that arrived, the door's would have too.
    const plug = await device(PLUG);
    home.sim.report(plug.ieee!, { power: 42 });
    await memberLive.next('energy', (m) => m.data.deviceId === plug.id);
    expect(memberLive.messages.some((m) => m.data.deviceId === door.id)).toBe(false);
    memberLive.close();
    ownerLive.close();
  });
});
