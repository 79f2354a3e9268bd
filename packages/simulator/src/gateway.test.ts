// The simulator against an in-process aedes broker, with a plain MQTT client as "the server": every
// assertion is on the exact MQTT payloads (GATEWAY-PROTOCOL.md §1, §2, §6, §7).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Observer, sleep, startBroker, type TestBroker } from '../test/broker';
import { SimulatedGateway, randomIeee, type SimDeviceSpec, type SimTiming } from './index';

const B = 'hemvakt/gw-test';
const FAST: Partial<SimTiming> = { interviewStepMs: 30, motorMs: 20, lockMs: 150, occupancyResetMs: 100 };

const PLUG = '0x000d6ffffe000001';
const LOCK = '0x000d6ffffe000002';
const BLIND = '0x000d6ffffe000003';
const SIREN = '0x000d6ffffe000004';
const DOOR = '0x00158d0001a2b3c4';
const BULB = '0x000d6ffffe000005';

const DEVICES: SimDeviceSpec[] = [
  { ieee: PLUG, model: 'E22xx', state: { state: 'OFF', power: 0 } },
  { ieee: LOCK, model: 'YRD226HA2619' },
  { ieee: BLIND, model: 'E1757' },
  { ieee: SIREN, model: 'HS2WD-E' },
  { ieee: DOOR, model: 'MCCGQ11LM' },
  { ieee: BULB, model: 'LED2109G6' },
];

let broker: TestBroker;
let gw: SimulatedGateway;
let server: Observer;

beforeEach(async () => {
  broker = await startBroker();
  gw = new SimulatedGateway({ url: broker.url, baseTopic: B, devices: DEVICES, timing: FAST });
  server = await Observer.connect(broker.url, B);
  await gw.start();
  await server.waitFor('bridge/devices');
});

afterEach(async () => {
  await gw.stop();
  await server.close();
  await broker.close();
});

describe('start', () => {
  it('leaves the retained bridge topics for a late subscriber, Coordinator first', async () => {
    await sleep(50);
    const late = await Observer.connect(broker.url, B);
    try {
      const state = await late.waitFor('bridge/state');
      expect(state).toMatchObject({ payload: { state: 'online' }, retain: true, qos: 1 });
      const devices = await late.waitFor('bridge/devices');
      expect(devices.retain).toBe(true);
      expect(devices.payload[0]).toMatchObject({ type: 'Coordinator', friendly_name: 'Coordinator' });
      expect(devices.payload.map((d: any) => d.ieee_address).slice(1)).toEqual(DEVICES.map((d) => d.ieee));
      expect(devices.payload[1]).toMatchObject({
        ieee_address: PLUG,
        type: 'Router',
        supported: true,
        friendly_name: PLUG,
        model_id: 'INSPELNING Smart plug',
        interview_state: 'SUCCESSFUL',
        definition: { source: 'native', model: 'E22xx', vendor: 'IKEA' },
      });
      const info = await late.waitFor('bridge/info');
      expect(info.payload).toMatchObject({
        version: '2.12.1-sim',
        permit_join: false,
        config: { availability: { enabled: true } },
      });
      expect(info.payload).not.toHaveProperty('permit_join_end');
      expect((await late.waitFor('bridge/groups')).payload).toEqual([]);
      expect(await late.waitFor(`${DOOR}/availability`)).toMatchObject({
        payload: { state: 'online' },
        retain: true,
        qos: 1,
      });
      // Device state is not retained by default.
      expect(late.on(DOOR)).toEqual([]);
    } finally {
      await late.close();
    }
  });

  it("publishes each device's first state (QoS 0)", async () => {
    const door = await server.waitFor(DOOR);
    expect(door.qos).toBe(0);
    expect(door.payload).toMatchObject({ contact: true, battery: 100, voltage: 3035 });
    expect(typeof door.payload.linkquality).toBe('number');
    expect(typeof door.payload.last_seen).toBe('string');
  });
});

describe('bridge requests', () => {
  it('permit_join: exact error texts, the echoed transaction, bridge/info with permit_join_end', async () => {
    expect(await server.request('permit_join', { value: true }, 'tx-1')).toEqual({
      data: {},
      status: 'error',
      error: 'Invalid payload',
      transaction: 'tx-1',
    });
    expect(await server.request('permit_join', { time: 255 }, 7)).toEqual({
      data: {},
      status: 'error',
      error: 'Cannot permit join for more than 254 seconds.',
      transaction: 7,
    });
    const before = Date.now();
    expect(await server.request('permit_join', { time: 180 }, 'tx-2')).toEqual({
      data: { time: 180 },
      status: 'ok',
      transaction: 'tx-2',
    });
    const info = await server.waitFor('bridge/info', (m) => m.payload.permit_join === true);
    expect(info.payload.permit_join_end).toBeGreaterThanOrEqual(before + 179_000);
    expect(await server.request('permit_join', { time: 0 }, 22)).toEqual({
      data: { time: 0 },
      status: 'ok',
      transaction: 22,
    });
    const closed = server.on('bridge/info').at(-1);
    expect(closed?.payload.permit_join).toBe(false);
    expect(closed?.payload).not.toHaveProperty('permit_join_end');
  });

  it('permit_join closes by itself after time', async () => {
    await server.request('permit_join', { time: 1 });
    await server.waitFor('bridge/info', (m) => m.payload.permit_join === true);
    const closed = await server.waitFor('bridge/info', (m) => m.payload.permit_join === false, 2500);
    expect(closed.payload).not.toHaveProperty('permit_join_end');
  });

  it('health_check and unknown devices', async () => {
    expect(await server.request('health_check', {}, 1)).toEqual({
      data: { healthy: true },
      status: 'ok',
      transaction: 1,
    });
    expect(await server.request('device/remove', { id: '0x0000000000000000' }, 2)).toEqual({
      data: {},
      status: 'error',
      error: "Device '0x0000000000000000' does not exist",
      transaction: 2,
    });
  });

  it('device/remove fails unless forced, then clears the retained state and republishes bridge/devices', async () => {
    gw.failRemoveUnlessForced(DOOR);
    const refused = await server.request('device/remove', { id: DOOR, force: false, block: false });
    expect(refused.status).toBe('error');
    expect(refused.error).toMatch(new RegExp(`^Failed to remove device '${DOOR}' \\(`));
    const devicesBefore = server.on('bridge/devices').length;
    const ok = await server.request('device/remove', { id: DOOR, force: true, block: false }, 'rm');
    expect(ok).toEqual({ data: { id: DOOR, block: false, force: true }, status: 'ok', transaction: 'rm' });
    expect(server.on(DOOR).at(-1)?.payload).toBe('');
    const devices = server.on('bridge/devices');
    expect(devices.length).toBe(devicesBefore + 1);
    expect(devices.at(-1)?.payload.map((d: any) => d.ieee_address)).not.toContain(DOOR);
    expect(server.on('bridge/event')).toEqual([]); // no device_leave for a remove
    expect(gw.devices.map((d) => d.ieee)).not.toContain(DOOR);
  });

  it('device/options retain + qos make state publishes retained at QoS 1', async () => {
    const res = await server.request('device/options', { id: DOOR, options: { retain: true, qos: 1 } });
    expect(res).toMatchObject({
      status: 'ok',
      data: { id: DOOR, from: {}, to: { retain: true, qos: 1 }, restart_required: false },
    });
    gw.event(DOOR, 'open');
    await server.waitFor(DOOR, (m) => m.payload.contact === false);
    const late = await Observer.connect(broker.url, B);
    try {
      const retained = await late.waitFor(DOOR);
      expect(retained).toMatchObject({ retain: true, qos: 1, payload: { contact: false } });
    } finally {
      await late.close();
    }
  });

  it('device/rename moves state and availability to the new name', async () => {
    const res = await server.request('device/rename', {
      from: DOOR,
      to: 'hall/door',
      homeassistant_rename: false,
    });
    expect(res).toMatchObject({
      status: 'ok',
      data: { from: DOOR, to: 'hall/door', homeassistant_rename: false },
    });
    expect(server.on(`${DOOR}/availability`).at(-1)?.payload).toBe('');
    await server.waitFor('hall/door/availability', (m) => m.payload.state === 'online');
    expect((await server.request('device/rename', { from: 'hall/door', to: 'x/1' })).error).toBe(
      'Friendly name cannot end with a "/DIGIT" (\'x/1\')',
    );
  });

  it('restart goes offline, then online with every retained topic again', async () => {
    const n = server.on('bridge/devices').length;
    expect(await server.request('restart', {}, 'r')).toEqual({ data: {}, status: 'ok', transaction: 'r' });
    await server.waitFor('bridge/state', (m) => m.payload.state === 'offline');
    const offlineAt = server.on('bridge/state').findIndex((m) => m.payload.state === 'offline');
    await server.waitFor(
      'bridge/state',
      (m, i = server.on('bridge/state').indexOf(m)) => i > offlineAt && m.payload.state === 'online',
    );
    await server.waitFor('bridge/devices', () => server.on('bridge/devices').length > n);
  });
});

describe('pairing', () => {
  it('joins once permit join opens: joined → interview started → successful, then the first state', async () => {
    const ieee = gw.queuePairing({ typeI: 'SensorWaterLeak' });
    await sleep(100);
    expect(server.on('bridge/event')).toEqual([]); // waits for permit join
    await server.request('permit_join', { time: 180 });
    const done = await server.waitFor('bridge/event', (m) => m.payload.data?.status === 'successful');
    const state = await server.waitFor(ieee);
    const events = server.on('bridge/event').map((m) => [m.payload.type, m.payload.data.status]);
    expect(events).toEqual([
      ['device_joined', undefined],
      ['device_interview', 'started'],
      ['device_interview', 'successful'],
    ]);
    expect(server.on('bridge/event')[0]?.payload).toEqual({
      type: 'device_joined',
      data: { friendly_name: ieee, ieee_address: ieee },
    });
    expect(done.payload.data).toMatchObject({
      friendly_name: ieee,
      ieee_address: ieee,
      supported: true,
      definition: { model: 'SJCGQ11LM', vendor: 'Aqara', source: 'native' },
    });
    // bridge/devices republished after each step: 1 at start + 3.
    const devices = server.on('bridge/devices');
    expect(devices.length).toBe(4);
    expect(devices.map((m) => m.payload.find((d: any) => d.ieee_address === ieee)?.interview_state)).toEqual([
      undefined,
      'PENDING',
      'IN_PROGRESS',
      'SUCCESSFUL',
    ]);
    expect(devices[1]?.payload.find((d: any) => d.ieee_address === ieee).definition).toBeNull();
    expect(state.payload).toMatchObject({ water_leak: false, battery: 97 });
    expect(state.at).toBeGreaterThanOrEqual(done.at);
  });

  it('failures: interview_failed, unsupported, wrong_type, never_join', async () => {
    await server.request('permit_join', { time: 60 });
    const failed = gw.queuePairing({ typeI: 'SensorMotion', failure: 'interview_failed' });
    await server.waitFor(
      'bridge/event',
      (m) => m.payload.data?.ieee_address === failed && m.payload.data.status === 'failed',
    );
    const unsupported = gw.queuePairing({ typeI: 'SensorMotion', failure: 'unsupported' });
    const u = await server.waitFor(
      'bridge/event',
      (m) => m.payload.data?.ieee_address === unsupported && m.payload.data.status === 'successful',
    );
    expect(u.payload.data).toMatchObject({ supported: false, definition: { source: 'generated' } });
    const wrong = gw.queuePairing({ typeI: 'SensorDoorWindow', failure: 'wrong_type' });
    const w = await server.waitFor(
      'bridge/event',
      (m) => m.payload.data?.ieee_address === wrong && m.payload.data.status === 'successful',
    );
    expect(w.payload.data.definition.model).not.toBe('MCCGQ11LM');
    const never = gw.queuePairing({ typeI: 'SensorMotion', failure: 'never_join' });
    await sleep(200);
    expect(server.on('bridge/event').some((m) => m.payload.data?.ieee_address === never)).toBe(false);
  });

  it('a known, interviewed device that rejoins only announces itself', async () => {
    await server.request('permit_join', { time: 60 });
    gw.queuePairing({ model: 'MCCGQ11LM', ieee: DOOR });
    const e = await server.waitFor('bridge/event');
    expect(e.payload).toEqual({ type: 'device_announce', data: { friendly_name: DOOR, ieee_address: DOOR } });
  });
});

describe('/set and /get', () => {
  it('a plug answers optimistically with its full state', async () => {
    await server.publish(`${PLUG}/set`, { state: 'ON' });
    const m = await server.waitFor(PLUG, (r) => r.payload.state === 'ON');
    expect(m.payload).toMatchObject({
      state: 'ON',
      child_lock: 'UNLOCK',
      power_on_behavior: 'previous',
      voltage: 232,
    });
    expect(m.payload.power).toBeGreaterThan(0);
    await server.publish(`${PLUG}/set`, { state: 'OFF' });
    const off = await server.waitFor(PLUG, (r) => r.payload.state === 'OFF' && r.at > m.at);
    expect(off.payload.power).toBe(0);
  });

  it('a light: brightness 0 turns it off, color_temp is clamped, color x/y sets color_mode xy', async () => {
    await server.publish(`${BULB}/set`, { brightness: 0 });
    await server.waitFor(BULB, (r) => r.payload.state === 'OFF');
    await server.publish(`${BULB}/set`, { color_temp: 100 });
    await server.waitFor(BULB, (r) => r.payload.color_temp === 250 && r.payload.color_mode === 'color_temp');
    await server.publish(`${BULB}/set`, { color: { x: 0.69423, y: 0.2963 }, brightness: 120 });
    const m = await server.waitFor(BULB, (r) => r.payload.color_mode === 'xy');
    expect(m.payload).toMatchObject({ state: 'ON', brightness: 120, color: { x: 0.6942, y: 0.2963 } });
  });

  it('a lock confirms only after its motor ran', async () => {
    await server.waitFor(LOCK);
    const sent = Date.now();
    await server.publish(`${LOCK}/set`, { state: 'UNLOCK' });
    await sleep(60);
    expect(server.on(LOCK).filter((m) => m.at >= sent)).toEqual([]);
    const m = await server.waitFor(LOCK, (r) => r.payload.lock_state === 'unlocked');
    expect(m.payload.state).toBe('UNLOCK');
    expect(m.at - sent).toBeGreaterThanOrEqual(140);
  });

  it('a blind moves over time, 10 % a step, and STOP halts it', async () => {
    await server.waitFor(BLIND);
    await server.publish(`${BLIND}/set`, { state: 'CLOSE' });
    await server.waitFor(BLIND, (r) => r.payload.position === 0, 2000);
    const positions = server.on(BLIND).map((m) => m.payload.position);
    expect(positions).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0]);
    expect(server.on(BLIND).at(-1)?.payload.state).toBe('CLOSE');
    const closedAt = Date.now();
    await server.publish(`${BLIND}/set`, { position: 100 });
    await server.waitFor(BLIND, (r) => r.payload.position === 30 && r.at >= closedAt);
    await server.publish(`${BLIND}/set`, { state: 'STOP' });
    await sleep(150);
    const last = server.on(BLIND).at(-1)?.payload;
    expect(last.position).toBeLessThan(100);
    expect(last.state).toBe('OPEN');
  });

  it('warning and identify publish nothing', async () => {
    await server.waitFor(BULB); // the last first-state of start()
    const n = server.messages.length;
    await server.publish(`${SIREN}/set`, { warning: { mode: 'emergency', strobe: true, duration: 60 } });
    await server.publish(`${DOOR}/set`, { identify: 'identify' });
    await sleep(150);
    expect(server.messages.slice(n).map((m) => m.topic)).toEqual([`${B}/${SIREN}/set`, `${B}/${DOOR}/set`]);
  });

  it('failNextSet answers only a bridge/logging error; the next /set works', async () => {
    gw.failNextSet(PLUG);
    await server.publish(`${PLUG}/set`, { state: 'ON' });
    const log = await server.waitFor('bridge/logging');
    expect(log.payload.level).toBe('error');
    expect(log.payload.message).toMatch(new RegExp(`^Publish 'set' 'state' to '${PLUG}' failed: '.+'$`));
    await sleep(50);
    expect(server.on(PLUG).filter((m) => m.payload.state === 'ON')).toEqual([]);
    await server.publish(`${PLUG}/set`, { state: 'ON' });
    await server.waitFor(PLUG, (r) => r.payload.state === 'ON');
  });

  it('an unknown or read-only key is a bridge/logging error', async () => {
    await server.publish(`${DOOR}/set`, { contact: false });
    const log = await server.waitFor('bridge/logging');
    expect(log.payload).toEqual({
      level: 'error',
      message: `No converter available for 'contact' on '${DOOR}': (false)`,
      namespace: 'z2m',
    });
  });

  it('/get republishes the cached state', async () => {
    await server.waitFor(DOOR);
    await server.publish(`${DOOR}/get`, { contact: '' });
    await server.waitFor(DOOR, () => server.on(DOOR).length === 2);
  });
});

describe('events, availability, connection', () => {
  it('door open is contact false; motion resets after occupancyResetMs', async () => {
    gw.event(DOOR, 'open');
    await server.waitFor(DOOR, (m) => m.payload.contact === false);
    await gw.stop();
    const motion = randomIeee();
    gw = new SimulatedGateway({
      url: broker.url,
      baseTopic: B,
      devices: [{ ieee: motion, model: 'RTCGQ11LM' }],
      timing: FAST,
    });
    await gw.start();
    const sent = Date.now();
    gw.event(motion, 'motion');
    const on = await server.waitFor(motion, (m) => m.payload.occupancy === true);
    const off = await server.waitFor(motion, (m) => m.payload.occupancy === false && m.at >= on.at);
    expect(off.at - sent).toBeGreaterThanOrEqual(95);
  });

  it('setAvailability publishes retained availability', async () => {
    gw.setAvailability(DOOR, 'offline');
    const m = await server.waitFor(`${DOOR}/availability`, (r) => r.payload.state === 'offline');
    expect(m.payload).toEqual({ state: 'offline' });
  });

  it('drop() makes the broker deliver the LWT; reconnect() brings every retained topic back', async () => {
    await gw.drop();
    expect(gw.connected).toBe(false);
    const lwt = await server.waitFor('bridge/state', (m) => m.payload.state === 'offline');
    expect(lwt.payload).toEqual({ state: 'offline' });
    const n = server.on('bridge/devices').length;
    await gw.reconnect();
    expect(gw.connected).toBe(true);
    await server.waitFor('bridge/state', (m) => m.payload.state === 'online' && m.at >= lwt.at);
    await server.waitFor('bridge/devices', () => server.on('bridge/devices').length > n);
  });

  it('stop() publishes offline before disconnecting', async () => {
    await gw.stop();
    await server.waitFor('bridge/state', (m) => m.payload.state === 'offline');
  });
});

describe('periodic readings', () => {
  it('temperature drifts and a plugged-in load accumulates energy when readingIntervalMs > 0', async () => {
    await gw.stop();
    const temp = randomIeee();
    const plug = randomIeee();
    gw = new SimulatedGateway({
      url: broker.url,
      baseTopic: B,
      devices: [
        { ieee: temp, model: 'WSDCGQ11LM' },
        { ieee: plug, model: 'E22xx', state: { power: 2000, energy: 1 } },
      ],
      timing: { ...FAST, readingIntervalMs: 40 },
    });
    await gw.start();
    await server.waitFor(temp, () => server.on(temp).length >= 4);
    const temps = server.on(temp).map((m) => m.payload.temperature);
    expect(new Set(temps).size).toBeGreaterThan(1);
    for (const t of temps) expect(Math.abs(t - 21.56)).toBeLessThan(2);
    const energy = await server.waitFor(plug, (m) => m.payload.energy > 1, 5000);
    expect(energy.payload.state).toBe('ON');
  });
});
