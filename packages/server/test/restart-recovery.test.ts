// A server restart with a gateway connected to the embedded broker (GATEWAY-PROTOCOL.md §8 item 2):
// zigbee2mqtt only says it is online again when it reconnects, so the server must find its device list in
// the broker's retained messages, kept in the database, or else ask the gateway to restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { SimulatedGateway } from '@hemvakt/simulator';
import { gatewayBaseTopic, wasGatewayAdded } from '@hemvakt/contract/gateway';
import { buildUser, call, loginAs, type BuiltUser } from './builders';
import { FAST, waitFor } from './simulated-home';
import { openTestDb, startInstance, testConfig, type TestApp, type TestDb } from './test-app';
import { createSimulatedGateway } from '../src/demo/demo-devices';
import { simulatedSecret } from '../src/modules/gateways/gateway-credentials';
import * as gateways from '../src/modules/gateways/gateways.repo';
import * as devices from '../src/modules/devices/devices.repo';

// The embedded broker's store, even in CI's run on the machine's broker.
const config = testConfig({ mqttUrl: undefined });
let testDb: TestDb;
let app: FastifyInstance;
let port: number;
let owner: BuiltUser;
let gatewayId: string;
let door: devices.DeviceRow;
let sim: SimulatedGateway;

const t = (): TestApp => ({ app, db: testDb.db, config, close: async () => {} });

async function restart(whileDown: () => Promise<unknown> = async () => {}): Promise<void> {
  await app.close();
  await whileDown();
  app = await startInstance({ ...config, mqttPort: port }, testDb.db);
}

const online = async () => (await gateways.findById(testDb.db, gatewayId))?.active === true;
const statusOfDoor = async () => (await devices.findById(testDb.db, door.id))?.status;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await startInstance(config, testDb.db);
  port = Number(new URL(app.hemvakt.devices.internalMqttUrl).port);
  owner = await buildUser(t());
  const created = await createSimulatedGateway(testDb.db, {
    propertyId: owner.propertyId!,
    serverKey: config.jwtSecret,
    devices: [{ typeI: 'SensorDoorWindow', name: 'Front Door', roomId: null }],
  });
  gatewayId = created.gatewayId;
  door = (await devices.findById(testDb.db, created.deviceIds[0]!))!;
  // A gateway of its own beside the server, with a friendly name that only its device list maps to the ieee.
  sim = new SimulatedGateway({
    url: `mqtt://127.0.0.1:${port}`,
    baseTopic: gatewayBaseTopic(gatewayId),
    username: gatewayId,
    password: simulatedSecret(config.jwtSecret, gatewayId),
    devices: [{ ieee: door.ieee!, model: door.model!, friendlyName: 'hall/front door' }],
    timing: FAST,
  });
  await sim.start();
  await waitFor(online, 5000, 'gateway online');
  await waitFor(async () => (await statusOfDoor()) === 'Closed', 5000, 'first report');
});
afterAll(async () => {
  await sim.stop();
  await app.close();
  await testDb.drop();
});

describe('server restart with a gateway connected', () => {
  it('routes reports after a restart from the device list kept across it, and shows the gateway online', async () => {
    await restart();
    // Well within the 5 s after which the server would ask the gateway to restart.
    await waitFor(() => app.hemvakt.devices.bridge.knownDevices.has(gatewayId), 2000, 'device list');
    await waitFor(() => sim.connected, 5000, 'gateway reconnected');
    sim.event(door.ieee!, 'open');
    await waitFor(async () => (await statusOfDoor()) === 'Open', 5000, 'report after restart');
    await waitFor(online, 5000, 'gateway online');
    const status = await call(t(), wasGatewayAdded, {
      token: await loginAs(t(), owner),
      params: { propertyId: owner.propertyId! },
    });
    expect(status.body).toMatchObject({ added: true, active: true });
  });

  it('asks a gateway that is online without its device list to restart, then routes its reports', async () => {
    await restart(() => testDb.db.query('DELETE FROM mqtt_retained'));
    const spy = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      protocolVersion: 4,
      username: gatewayId,
      password: simulatedSecret(config.jwtSecret, gatewayId),
    });
    const requests: string[] = [];
    spy.on('message', (topic) => requests.push(topic));
    await spy.subscribeAsync(`${gatewayBaseTopic(gatewayId)}/bridge/request/#`);
    expect(app.hemvakt.devices.bridge.knownDevices.has(gatewayId)).toBe(false);
    await waitFor(() => requests.length > 0, 10_000, 'restart request');
    expect(requests).toEqual([`${gatewayBaseTopic(gatewayId)}/bridge/request/restart`]);
    await waitFor(() => app.hemvakt.devices.bridge.knownDevices.has(gatewayId), 5000, 'device list');
    sim.event(door.ieee!, 'close');
    await waitFor(async () => (await statusOfDoor()) === 'Closed', 5000, 'report after restart');
    await waitFor(online, 5000, 'gateway online');
    await spy.endAsync();
  });
});
