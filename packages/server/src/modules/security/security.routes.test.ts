// The alarm end to end with a simulated gateway: only while armed, and only door/window, motion and
// vibration sensors raise it; the alarm is stored, the siren sounds (exact `/set`), the live channel
// carries it and members are notified naming the sensor and room; who may arm and disarm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getOpenSensors,
  getSecurity,
  resetOpenSensors,
  setSecurity,
  type AlarmSetting,
} from '@hemvakt/contract/security';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMember, call, type BuiltUser } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { waitFor, type SimulatedHome } from '../../../test/simulated-home';
import type { GatewaySpy } from '../../../test/gateway-spy';
import { ownerWithHome } from '../../../test/home-fixture';
import * as devices from '../devices/devices.repo';
import * as repo from './security.repo';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let home: SimulatedHome;
let spy: GatewaySpy;
const [DOOR, MOTION, VIBRATION, SMOKE, PLUG, SIREN] = [0, 1, 2, 3, 4, 5];

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ({ owner, token, home, spy } = await ownerWithHome(t, [
    ['SensorDoorWindow', 'Front Door'],
    ['SensorMotion', 'Hall Motion'],
    ['SensorVibration', 'Safe'],
    ['SensorSmoke', 'Smoke'],
    ['SmartPlug', 'Plug'],
    ['IASWarning', 'Siren'],
  ]));
});
afterAll(async () => {
  await spy?.close();
  await t.close();
});

const propertyId = () => owner.propertyId!;
const ieeeOf = async (index: number) => (await devices.findById(t.db, home.deviceIds[index]!))!.ieee!;
const alarmsNow = async () => (await repo.recentAlarms(t.db, propertyId())).length;
const setMode = (alarmSetting: AlarmSetting, as = token) =>
  call(t, setSecurity, { token: as, params: { propertyId: propertyId() }, body: { alarmSetting } });

/** Makes a sensor report an event and waits until the server has stored the status it leads to. */
async function trip(
  index: number,
  event: 'open' | 'close' | 'motion' | 'vibration' | 'smoke' | 'clear',
  status: string,
) {
  home.sim.event(await ieeeOf(index), event);
  await waitFor(
    async () => (await devices.findById(t.db, home.deviceIds[index]!))?.status === status,
    5000,
    status,
  );
  await t.app.hemvakt.devices.bridge.idle();
}

describe('security mode and the alarm', () => {
  it('raises nothing while disarmed', async () => {
    await trip(DOOR, 'open', 'Open');
    await trip(DOOR, 'close', 'Closed');
    expect(await alarmsNow()).toBe(0);
  });

  it('while armed, a door that opens raises the alarm: stored, siren, live message, notifications', async () => {
    const member = await buildMember(t, propertyId());
    const quiet = await buildMember(t, propertyId());
    await t.db.query('UPDATE users SET push_when_alarm = false WHERE id = $1', [quiet.id]);
    const live = await openLive(t, member.token);
    expect((await setMode('Armed')).body).toMatchObject({
      security: { alarmSetting: 'Armed' },
      devNames: [],
    });

    spy.clear();
    await trip(DOOR, 'open', 'Open');
    const alarm = await live.next('alarm');
    expect(alarm.data.alarm).toMatchObject({
      deviceName: 'Front Door',
      roomName: 'Hall',
      status: 'Open',
      clearedAt: null,
    });
    const stored = await repo.recentAlarms(t.db, propertyId());
    expect(stored.map((a) => a.id)).toEqual([(alarm.data.alarm as { id: string }).id]);
    // HS2WD-E has no burglar mode and no level: the emergency sound for 180 s with the strobe.
    await waitFor(() => spy.seen.length > 0);
    expect(spy.seen).toEqual([
      {
        topic: `${await ieeeOf(SIREN)}/set`,
        payload: { warning: { mode: 'emergency', strobe: true, duration: 180 } },
      },
    ]);
    await waitFor(async () => (await devices.findById(t.db, home.deviceIds[SIREN]!))?.status === 'active');

    const note = await live.next(
      'notification',
      (m) =>
        (m.data as any).notification.type === 'alarmStatus' &&
        (m.data as any).notification.data.event === 'alarm',
    );
    expect((note.data as any).notification).toMatchObject({
      warningMessage: 'Alarm! Front Door in Hall was opened.',
      propertyRoomId: alarm.data.alarm && (alarm.data.alarm as { roomId: string }).roomId,
    });
    const rows = await t.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE type = 'alarmStatus' AND data->>'event' = 'alarm'`,
    );
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner.id, member.id].sort());
    const security = await call(t, getSecurity, { token, params: { propertyId: propertyId() } });
    expect(security.body.activeAlarm).toMatchObject({ deviceName: 'Front Door' });
    live.close();
  });

  it('motion and vibration raise it; smoke, a plug and a door closing do not', async () => {
    const before = await alarmsNow();
    await trip(DOOR, 'close', 'Closed');
    await trip(SMOKE, 'smoke', 'Smoke Detected');
    await trip(SMOKE, 'clear', 'No Smoke Detected');
    home.sim.report(await ieeeOf(PLUG), { state: 'OFF' });
    await waitFor(async () => (await devices.findById(t.db, home.deviceIds[PLUG]!))?.switchgear === 'off');
    expect(await alarmsNow()).toBe(before);
    await trip(MOTION, 'motion', 'Movement Detected');
    await trip(VIBRATION, 'vibration', 'Movement Detected');
    const alarms = await repo.recentAlarms(t.db, propertyId());
    expect(alarms.slice(0, 2).map((a) => a.device_name)).toEqual(['Safe', 'Hall Motion']);
  });

  it('disarming clears the alarm, silences the siren and tells members who asked', async () => {
    const member = await buildMember(t, propertyId());
    const live = await openLive(t, member.token);
    spy.clear();
    const res = await setMode('Disarmed');
    expect(res.body.security).toMatchObject({ alarmSetting: 'Disarmed', activeAlarm: null });
    expect(res.body.security.recentAlarms.every((a: { clearedAt: string | null }) => a.clearedAt)).toBe(true);
    await waitFor(() => spy.seen.length > 0);
    expect(spy.seen).toEqual([
      { topic: `${await ieeeOf(SIREN)}/set`, payload: { warning: { mode: 'stop' } } },
    ]);
    const note = await live.next(
      'notification',
      (m) => (m.data as any).notification.data.event === 'alarmChange',
    );
    expect((note.data as any).notification.warningMessage).toBe('The alarm was disarmed by Olle Owner.');
    live.close();
    // The one who disarmed is not told of it.
    const own = await t.db.query(
      `SELECT 1 FROM notifications WHERE user_id = $1 AND data->>'event' = 'alarmChange'`,
      [owner.id],
    );
    expect(own).toEqual([]);
  });

  it('answers the sensors open when arming, and lists them at any time', async () => {
    await trip(DOOR, 'open', 'Open');
    const open = await call(t, getOpenSensors, { token, params: { propertyId: propertyId() } });
    expect(open.body).toEqual({ devNames: ['Front Door'] });
    expect((await setMode('Armed')).body.devNames).toEqual(['Front Door']);
    // The door was already open: closing it raises nothing (opening it again would).
    const before = await alarmsNow();
    await trip(DOOR, 'close', 'Closed');
    expect(await alarmsNow()).toBe(before);
    await setMode('Disarmed');
  });

  it('only members with userCanChangeAlarm arm, disarm or reset open sensors', async () => {
    const cannot = await buildMember(t, propertyId(), { userCanChangeAlarm: false });
    const can = await buildMember(t, propertyId(), { userHasFullAccessDevices: false });
    expect((await setMode('Armed', cannot.token)).status).toBe(403);
    expect(
      (await call(t, resetOpenSensors, { token: cannot.token, params: { propertyId: propertyId() } })).status,
    ).toBe(403);
    expect(
      (await call(t, getSecurity, { token: cannot.token, params: { propertyId: propertyId() } })).status,
    ).toBe(200);
    expect((await setMode('Armed', can.token)).status).toBe(200);
    expect((await setMode('Disarmed', can.token)).status).toBe(200);
    const someoneElse = await call(t, setSecurity, {
      token: can.token,
      params: { propertyId: propertyId() },
      body: { alarmSetting: 'Armed', userId: owner.id },
    });
    expect(someoneElse.status).toBe(403);
  });

  it('shows the open sensors an automation found on the user data until they are reset', async () => {
    await trip(DOOR, 'open', 'Open');
    await t.app.hemvakt.home.security.set(propertyId(), 'Armed', {
      userId: null,
      name: 'Night',
      automation: true,
    });
    const userData = () =>
      call(t, getUserData, { token, params: { userId: owner.id, propertyId: propertyId() } });
    expect((await userData()).body[0].openSensorsFoundByAutomation).toEqual(['Front Door']);
    expect((await call(t, resetOpenSensors, { token, params: { propertyId: propertyId() } })).status).toBe(
      200,
    );
    expect((await userData()).body[0].openSensorsFoundByAutomation).toEqual([]);
    await setMode('Disarmed');
  });
});
