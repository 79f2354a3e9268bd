// The embedded broker lets in only known clients, and a gateway only into its own topics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildUser } from '../../test/builders';
import { startSimulatedHome, type SimulatedHome } from '../../test/simulated-home';
import * as repo from '../modules/devices/devices.repo';

let t: TestApp;
let mine: SimulatedHome;
let theirs: SimulatedHome;

beforeAll(async () => {
  t = await startTestApp({ demo: true, mqttUrl: undefined }); // the embedded broker's rules, even in CI's Mosquitto run
  const [a, b] = [await buildUser(t), await buildUser(t)];
  mine = await startSimulatedHome(t, a.propertyId!, [
    { typeI: 'SensorDoorWindow', name: 'Door', roomId: null },
  ]);
  theirs = await startSimulatedHome(t, b.propertyId!, [
    { typeI: 'SensorDoorWindow', name: 'Door', roomId: null },
  ]);
});
afterAll(() => t.close());

const url = () => t.app.hemvakt.devices.internalMqttUrl;
const connect = (username?: string, password?: string) =>
  mqtt.connectAsync(url(), {
    protocolVersion: 4,
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 2000,
  });

describe('embedded broker', () => {
  it('refuses anonymous clients and wrong secrets', async () => {
    await expect(connect()).rejects.toThrow(/Not authorized|Bad username/i);
    await expect(connect(mine.gatewayId, 'not-the-secret')).rejects.toThrow(/Not authorized|Bad username/i);
  });

  it("lets a gateway subscribe to its own topics but not to another gateway's", async () => {
    const client = await connect(mine.gatewayId, t.app.hemvakt.devices.simulators!.secretOf(mine.gatewayId));
    await expect(client.subscribeAsync(`${gatewayBaseTopic(mine.gatewayId)}/#`)).resolves.toBeTruthy();
    await expect(client.subscribeAsync(`${gatewayBaseTopic(theirs.gatewayId)}/#`)).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(client.subscribeAsync('hemvakt/#')).rejects.toThrow(/Subscribe error/);
    await client.endAsync(true);
  });

  it('delivers every retained and QoS 1 message of a burst that QoS 0 messages follow (aedes#994)', async () => {
    const secret = t.app.hemvakt.devices.simulators!.secretOf(mine.gatewayId);
    const base = gatewayBaseTopic(mine.gatewayId);
    const [subscriber, publisher] = [
      await connect(mine.gatewayId, secret),
      await connect(mine.gatewayId, secret),
    ];
    const received: string[] = [];
    subscriber.on('message', (topic) => received.push(topic));
    await subscriber.subscribeAsync(`${base}/burst/#`, { qos: 1 });
    publisher.stream.cork(); // one TCP write, as zigbee2mqtt's bursts arrive
    for (let i = 0; i < 20; i++) {
      void publisher.publishAsync(`${base}/burst/retained-${i}`, 'x', { qos: i % 2 ? 1 : 0, retain: true });
      void publisher.publishAsync(`${base}/burst/plain-${i}`, 'y', { qos: 0 });
    }
    process.nextTick(() => publisher.stream.uncork());
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(40);
    await Promise.all([subscriber.endAsync(true), publisher.endAsync(true)]);
  });

  it("a gateway's forged report of another home's door never reaches the server", async () => {
    const client = await connect(mine.gatewayId, t.app.hemvakt.devices.simulators!.secretOf(mine.gatewayId));
    const door = (await repo.findById(t.db, theirs.deviceIds[0]!))!;
    theirs.sim.event(door.ieee!, 'close');
    await new Promise((r) => setTimeout(r, 200));
    await client
      .publishAsync(
        `${gatewayBaseTopic(theirs.gatewayId)}/${door.ieee}`,
        JSON.stringify({ contact: false }),
        { qos: 0 },
      )
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    expect((await repo.findById(t.db, door.id))!.status).toBe('Closed');
    await client.endAsync(true);
  });
});
