// Devices end to end: the real server, its broker (embedded, or MQTT_URL's), and a simulated zigbee2mqtt
// gateway; what a user sees over the API and the live channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDevice,
  deviceHistory,
  deviceSetting,
  gatewayAddFailed,
  listDevices,
  removeDevice,
  switchControl,
  testSiren,
  type Device,
} from '@hemvakt/contract/devices';
import { wasGatewayAdded } from '@hemvakt/contract/gateway';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs, type BuiltUser } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { startSimulatedHome, waitFor, type SimulatedHome } from '../../../test/simulated-home';
import * as rooms from '../rooms/rooms.repo';
import * as repo from './devices.repo';

let t: TestApp;
let owner: BuiltUser;
let token: string;
let home: SimulatedHome;
let roomId: string;
const [DOOR, PLUG, SIREN] = [0, 1, 2];

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await buildUser(t);
  token = await loginAs(t, owner);
  roomId = await rooms.create(t.db, {
    propertyId: owner.propertyId!,
    name: 'Hall',
    picture: 'hall',
    roomClass: 'hall',
  });
  home = await startSimulatedHome(t, owner.propertyId!, [
    { typeI: 'SensorDoorWindow', name: 'Front Door', roomId },
    { typeI: 'SmartPlug', name: 'Coffee', roomId },
    { typeI: 'IASWarning', name: 'Siren', roomId },
  ]);
});
afterAll(() => t.close());

const device = async (id: string) => (await repo.findById(t.db, id))!;
const devicesOf = async (): Promise<Device[]> =>
  (await call(t, listDevices, { token, params: { propertyId: owner.propertyId! } })).body;

describe('devices through a simulated zigbee2mqtt gateway', () => {
  it('lists the devices with the states they reported', async () => {
    const list = await devicesOf();
    const door = list.find((d) => d.id === home.deviceIds[DOOR])!;
    expect(door).toMatchObject({ deviceName: 'Front Door', active: true, status: 'Closed', security: true });
    expect(list.find((d) => d.id === home.deviceIds[PLUG])).toMatchObject({
      switchgear: 'on',
      tunable: true,
    });
    const status = await call(t, wasGatewayAdded, { token, params: { propertyId: owner.propertyId! } });
    expect(status.body).toMatchObject({ added: true, active: true, simulated: true });
  });

  it('adds a door sensor end to end: permit join, join, interview, claim, live success', async () => {
    const live = await openLive(t, token);
    const res = await call(t, addDevice, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { typeI: 'SensorDoorWindow', deviceName: 'back  door', propertyRoomId: roomId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deviceName: 'Back Door', ieee: null, active: false });
    const success = await live.next('device add success', undefined, 10_000);
    const added = (success.data as { device: Device }).device;
    expect(added).toMatchObject({
      id: res.body.id,
      active: true,
      model: 'MCCGQ11LM',
      zigbeeModel: 'lumi.sensor_magnet.aq2',
    });
    expect(added.ieee).toMatch(/^0x[0-9a-f]{16}$/);
    await waitFor(async () => (await devicesOf()).some((d) => d.id === added.id && d.status === 'Closed'));
    live.close();
  });

  it('answers the failure reason when the interview fails, and drops the pending device', async () => {
    const live = await openLive(t, token);
    // The last add closes pairing without waiting; a device queued while it is open would join too early.
    await waitFor(() => !home.sim.permitJoinOpen, 5000, 'pairing closed');
    home.sim.queuePairing({ typeI: 'SmartPlug', failure: 'interview_failed' });
    const res = await call(t, addDevice, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { typeI: 'SmartPlug', deviceName: 'Lamp', propertyRoomId: roomId },
    });
    const error = await live.next('device add error', undefined, 10_000);
    expect(error.data).toEqual({ deviceId: res.body.id, reason: 'interview_failed' });
    expect(await repo.findById(t.db, res.body.id)).toBeUndefined();
    // The device the server asked for (still waiting) must not be claimed by a later add.
    await call(t, gatewayAddFailed, { token, body: { deviceId: res.body.id } });
    live.close();
  });

  it('switches a plug and the new state comes back over /live', async () => {
    const live = await openLive(t, token);
    const plug = await device(home.deviceIds[PLUG]!);
    const res = await call(t, switchControl, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { value: 'off', ieee: plug.ieee!, ep: plug.ep },
    });
    expect(res.status).toBe(200);
    const message = await live.next('switch state', (m) => m.data.deviceId === plug.id);
    expect((message.data as { device: Device }).device.switchgear).toBe('off');
    live.close();
  });

  it('a door opening is stored, lands in the history and reaches /live as a status', async () => {
    const live = await openLive(t, token);
    const door = await device(home.deviceIds[DOOR]!);
    home.sim.event(door.ieee!, 'open');
    const message = await live.next('status', (m) => m.data.deviceId === door.id);
    expect((message.data as { device: Device }).device.status).toBe('Open');
    const history = await call(t, deviceHistory, { token, params: { ieee: door.ieee! }, body: {} });
    expect(history.body[0]).toMatchObject({ status: 'Open', type: 'status', roomId });
    live.close();
  });

  it('sounds the siren for its test with the server keeping its status', async () => {
    const res = await call(t, testSiren, { token, body: { device: home.deviceIds[SIREN]! } });
    expect(res.status).toBe(200);
    expect((await device(home.deviceIds[SIREN]!)).status).toBe('active');
  });

  it('renames a device with capitalised words and refuses a room of another home', async () => {
    const body = { deviceId: home.deviceIds[PLUG]!, deviceName: 'kitchen plug', deviceRoom: roomId };
    const ok = await call(t, deviceSetting, { token, params: { propertyId: owner.propertyId! }, body });
    expect(ok.body).toMatchObject({ deviceName: 'Kitchen Plug', propertyRoomId: roomId });
    const tooLong = await call(t, deviceSetting, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { ...body, deviceName: 'A name that is far too long' },
    });
    expect(tooLong.status).toBe(400);
    const stranger = await buildUser(t);
    const foreignRoom = await rooms.create(t.db, {
      propertyId: stranger.propertyId!,
      name: 'X',
      picture: 'x',
      roomClass: 'x',
    });
    const foreign = await call(t, deviceSetting, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { ...body, deviceRoom: foreignRoom },
    });
    expect(foreign.body.error.code).toBe('ROOM_NOT_FOUND');
  });

  it('marks the gateway and its devices disconnected when the gateway drops, and back when it returns', async () => {
    const live = await openLive(t, token);
    await home.sim.drop();
    const down = await live.next('gateway disconnected', undefined, 5000);
    expect(down.data.disconnectedAt).toEqual(expect.any(Number));
    await waitFor(async () => (await device(home.deviceIds[DOOR]!)).status === 'Disconnected');
    await home.sim.reconnect();
    await live.next('gateway connected', undefined, 5000);
    await waitFor(async () => (await device(home.deviceIds[DOOR]!)).active);
    live.close();
  });

  it('removes a device from the gateway and the home', async () => {
    const plug = await device(home.deviceIds[PLUG]!);
    const res = await call(t, removeDevice, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { deviceId: plug.id, ieee: plug.ieee, ep: plug.ep },
    });
    expect(res.body).toEqual({ ok: true, forced: false });
    expect(home.sim.devices.some((d) => d.ieee === plug.ieee)).toBe(false);
    expect((await devicesOf()).some((d) => d.id === plug.id)).toBe(false);
  });
});
