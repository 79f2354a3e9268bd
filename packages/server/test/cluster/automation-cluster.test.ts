// Cluster mode: two server instances on one PostgreSQL and the machine's broker, the gateway's messages shared
// out between them. A door that opens runs an automation once and sends its command once, raises one alarm,
// and leaves one history entry; the same change handed to both instances' engines is still evaluated once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAYS } from '@hemvakt/contract/local-time';
import type { Db } from '../../src/db/db';
import type { TestApp } from '../test-app';
import { buildUser } from '../builders';
import { FAST, waitFor } from '../simulated-home';
import { spyOnGateway, type GatewaySpy } from '../gateway-spy';
import { createSimulatedGateway } from '../../src/demo/demo-devices';
import * as gateways from '../../src/modules/gateways/gateways.repo';
import * as devices from '../../src/modules/devices/devices.repo';
import * as automations from '../../src/modules/automations/automations.repo';
import type { SimulatedGateway } from '@hemvakt/simulator';
import { startTestCluster, type TestCluster } from './test-cluster';

let cluster: TestCluster;
let db: Db;
let first: TestApp['app'];
let second: TestApp['app'];
let spy: GatewaySpy;
let sim: SimulatedGateway;
let propertyId: string;
let door: string;
let plug: string;
let rule: string;

beforeAll(async () => {
  cluster = await startTestCluster(2, { demo: true });
  const [t, other] = cluster.instances as [TestApp, TestApp];
  ({ db } = t);
  [first, second] = [t.app, other.app];
  const owner = await buildUser(t);
  propertyId = owner.propertyId!;
  const home = await createSimulatedGateway(db, {
    propertyId,
    serverKey: t.config.jwtSecret,
    devices: [
      { typeI: 'SensorDoorWindow', name: 'Door', roomId: null },
      { typeI: 'SmartPlug', name: 'Plug', roomId: null },
    ],
  });
  [door, plug] = home.deviceIds as [string, string];
  sim = await first.hemvakt.devices.simulators!.start(home.gatewayId, FAST);
  await waitFor(async () => (await gateways.findById(db, home.gatewayId))?.active, 5000, 'gateway online');
  await waitFor(async () => (await devices.findById(db, door))?.last_seen_at, 5000, 'first report');
  rule = await automations.create(
    db,
    propertyId,
    {
      name: 'Door plug',
      active: true,
      days: [...DAYS],
      conditions: [{ kind: 'device', deviceId: door, state: 'open' }],
      actions: [{ kind: 'device', deviceId: plug, switchgear: 'off' }],
    },
    owner.id,
  );
  spy = await spyOnGateway(t, home.gatewayId);
});

afterAll(async () => {
  await spy?.close();
  await cluster?.close();
});

const idle = () => Promise.all([first.hemvakt.devices.bridge.idle(), second.hemvakt.devices.bridge.idle()]);
const count = async (sql: string, params: unknown[]) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('two server instances', () => {
  it('run an automation once per event, send its command once, and raise one alarm', async () => {
    await first.hemvakt.home.security.set(propertyId, 'Armed', { userId: null, name: 'Test' });
    const ieee = (await devices.findById(db, door))!.ieee!;
    spy.clear();
    for (const event of ['open', 'close', 'open'] as const) {
      sim.event(ieee, event);
      const status = event === 'open' ? 'Open' : 'Closed';
      await waitFor(async () => (await devices.findById(db, door))?.status === status, 5000, status);
      await idle();
    }
    await waitFor(async () => (await count('automation_runs WHERE automation_id = $1', [rule])) === 2);
    await new Promise((r) => setTimeout(r, 300));
    await idle();
    expect(await count('automation_runs WHERE automation_id = $1', [rule])).toBe(2);
    const plugIeee = (await devices.findById(db, plug))!.ieee!;
    expect(spy.seen.filter((m) => m.topic === `${plugIeee}/set`)).toEqual([
      { topic: `${plugIeee}/set`, payload: { state: 'OFF' } },
      { topic: `${plugIeee}/set`, payload: { state: 'OFF' } },
    ]);
    expect(await count('alarm_events WHERE property_id = $1', [propertyId])).toBe(2);
    expect(await count(`device_history WHERE device_id = $1 AND status = 'Open'`, [door])).toBe(2);
  });

  it('claims the (automation, event) pair: the same change given to both engines runs once', async () => {
    const row = (await devices.findById(db, door))!;
    const change = {
      row: { ...row, status: 'Open', revision: row.revision + 1000 },
      before: { ...devices.fieldsOf(row), status: 'Closed' },
      after: { ...devices.fieldsOf(row), status: 'Open' },
      revision: row.revision + 1000,
    };
    const before = await count('automation_runs WHERE automation_id = $1', [rule]);
    await Promise.all([
      first.hemvakt.home.automations.onDeviceChange(change),
      second.hemvakt.home.automations.onDeviceChange(change),
    ]);
    expect(await count('automation_runs WHERE automation_id = $1', [rule])).toBe(before + 1);
  });
});
