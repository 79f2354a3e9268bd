// Two server instances on one PostgreSQL and the machine's MQTT broker (cluster mode, DESIGN.md §1, §5):
// gateway traffic is handled once across them, and live events reach the sockets of both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '@hemvakt/contract/auth';
import { addDevice, type Device } from '@hemvakt/contract/devices';
import { restartGateway } from '@hemvakt/contract/gateway';
import { LIVE_CLOSE_UNAUTHORIZED, type LiveMessage } from '@hemvakt/contract/live';
import { deleteMember } from '@hemvakt/contract/members';
import { buildUser, call, loginAs, type BuiltUser } from '../builders';
import { openLive } from '../live-socket';
import { waitFor, type SimulatedHome } from '../simulated-home';
import type { TestApp } from '../test-app';
import { startFrontDoorCluster, type TestCluster } from './test-cluster';
import { addMember } from '../../src/modules/properties/properties.repo';
import * as devices from '../../src/modules/devices/devices.repo';
import * as rooms from '../../src/modules/rooms/rooms.repo';

let cluster: TestCluster;
let a: TestApp;
let b: TestApp;
let owner: BuiltUser;
let home: SimulatedHome;
let idle: () => Promise<unknown>;

beforeAll(async () => {
  ({ cluster, a, b, owner, home, idle } = await startFrontDoorCluster());
});
afterAll(() => cluster.close());
const handledByBoth = () =>
  a.app.hemvakt.devices.bridge.handledMessages + b.app.hemvakt.devices.bridge.handledMessages;
const statusEvent = (propertyId: string, marker: string) => ({
  kind: 'live' as const,
  propertyId,
  message: { type: 'status' as const, propertyId, data: { marker } },
});
const withMarker = (marker: string) => (m: LiveMessage) => (m.data as { marker?: string }).marker === marker;

describe('cluster mode', () => {
  it('stores each report of a device once, with one history entry, and sends it to both instances', async () => {
    const token = await loginAs(a, owner);
    const [onA, onB] = [await openLive(a, token), await openLive(b, token)];
    const door = (await devices.findById(a.db, home.deviceIds[0]!))!;
    const historyCount = async () =>
      (await a.db.query('SELECT 1 FROM device_history WHERE device_id = $1', [door.id])).length;
    await idle();
    const [before, handledBefore] = [await historyCount(), handledByBoth()];
    const reports = 6;
    for (let i = 0; i < reports; i++) {
      const status = i % 2 === 0 ? 'Open' : 'Closed';
      home.sim.event(door.ieee!, i % 2 === 0 ? 'open' : 'close');
      await waitFor(async () => (await devices.findById(a.db, door.id))?.status === status, 5000, status);
    }
    await waitFor(async () => (await historyCount()) >= before + reports, 5000, 'history');
    await idle();
    expect((await historyCount()) - before).toBe(reports);
    expect(handledByBoth() - handledBefore).toBe(reports); // each report taken on by one instance
    for (const live of [onA, onB]) {
      await waitFor(() => live.messages.filter((m) => m.type === 'status').length >= reports, 5000, 'status');
      expect(live.messages.filter((m) => m.type === 'status')).toHaveLength(reports);
      live.close();
    }
  });

  it('delivers an event published on instance A to a socket on B, and to a socket on A exactly once', async () => {
    const token = await loginAs(a, owner);
    const [onA, onB] = [await openLive(a, token), await openLive(b, token)];
    a.app.hemvakt.bus.publish(statusEvent(owner.propertyId!, 'first'));
    await onB.next('status', withMarker('first'));
    a.app.hemvakt.bus.publish(statusEvent(owner.propertyId!, 'second'));
    await onA.next('status', withMarker('second'));
    await onB.next('status', withMarker('second'));
    expect(onA.messages.filter(withMarker('first'))).toHaveLength(1);
    expect(onB.messages.filter(withMarker('first'))).toHaveLength(1);
    onA.close();
    onB.close();
  });

  it("stops a removed member's socket on B from receiving the property's events within 1 s of the removal on A", async () => {
    const member = await buildUser(a, { home: false });
    await addMember(a.db, owner.propertyId!, member.id, 'House Member');
    const memberLive = await openLive(b, await loginAs(b, member));
    expect(((await memberLive.next('hello')).data as { propertyIds: string[] }).propertyIds).toEqual([
      owner.propertyId,
    ]);
    const ownerLive = await openLive(b, await loginAs(a, owner));
    const removed = await call(a, deleteMember, {
      params: { id: member.id, propertyId: owner.propertyId! },
      token: await loginAs(a, owner),
    });
    expect(removed.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000)); // the bound DESIGN.md §5 sets
    a.app.hemvakt.bus.publish(statusEvent(owner.propertyId!, 'after-removal'));
    await ownerLive.next('status', withMarker('after-removal'));
    expect(memberLive.messages.filter(withMarker('after-removal'))).toEqual([]);
    memberLive.close();
    ownerLive.close();
  });

  it('closes the socket on B of a session that logs out on A', async () => {
    const token = await loginAs(a, owner);
    const live = await openLive(b, token);
    await call(a, logout, { params: { userId: owner.id }, token });
    expect(await live.closed).toBe(LIVE_CLOSE_UNAUTHORIZED);
  });

  it("adds a device while the gateway's events are shared out between the instances", async () => {
    const token = await loginAs(a, owner);
    const onB = await openLive(b, token);
    await waitFor(() => !home.sim.permitJoinOpen, 5000, 'pairing closed');
    const roomId = await rooms.create(a.db, {
      propertyId: owner.propertyId!,
      name: 'Hall',
      picture: 'hall',
      roomClass: 'hall',
    });
    const res = await call(a, addDevice, {
      token,
      params: { propertyId: owner.propertyId! },
      body: { typeI: 'SensorDoorWindow', deviceName: 'Back Door', propertyRoomId: roomId },
    });
    expect(res.status).toBe(200);
    const success = await onB.next('device add success', undefined, 10_000);
    const added = (success.data as { device: Device }).device;
    expect(added).toMatchObject({ id: res.body.id, active: true, model: 'MCCGQ11LM' });
    await idle();
    expect(onB.messages.filter((m) => m.type === 'device add success')).toHaveLength(1);
    expect(await a.db.query('SELECT 1 FROM add_sessions')).toEqual([]);
    onB.close();
  });

  it('answers a gateway request to the instance that sent it', async () => {
    const token = await loginAs(b, owner);
    const res = await call(b, restartGateway, { token, params: { propertyId: owner.propertyId! } });
    expect(res.body).toEqual({ ok: true });
  });
});
