// Several server instances in one test, as cluster mode runs them: one PostgreSQL database (each instance
// with its own connection pool), one external broker (MQTT_URL), one cluster name and one JWT secret.
import type { ServerConfig } from '../../src/app';
import { openTestDb, startInstance, testConfig, type TestApp } from '../test-app';
import { buildUser, type BuiltUser } from '../builders';
import { startSimulatedHome, type SimulatedHome } from '../simulated-home';

export interface TestCluster {
  instances: TestApp[];
  close(): Promise<void>;
}

export async function startTestCluster(
  size: number,
  overrides: Partial<ServerConfig> = {},
): Promise<TestCluster> {
  const { db, connectAgain, drop } = await openTestDb();
  const config = testConfig(overrides);
  if (!connectAgain || !config.mqttUrl) throw new Error('a cluster needs DATABASE_URL and MQTT_URL');
  const instances: TestApp[] = [];
  for (let i = 0; i < size; i++) {
    const instanceDb = i === 0 ? db : connectAgain();
    const app = await startInstance(config, instanceDb);
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, db: instanceDb, config, close: () => app.close() });
  }
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.close();
      await drop();
    },
  };
}

export interface FrontDoorCluster {
  cluster: TestCluster;
  a: TestApp;
  b: TestApp;
  owner: BuiltUser;
  /** A home of `owner` whose simulated gateway, with a front door, runs beside instance A. */
  home: SimulatedHome;
  /** Resolves when both instances have handled the gateway messages under way. */
  idle(): Promise<unknown>;
}

/** Two instances of the demo and a home with a door sensor whose gateway both subscribe to. */
export async function startFrontDoorCluster(): Promise<FrontDoorCluster> {
  const cluster = await startTestCluster(2, { demo: true });
  const [a, b] = cluster.instances as [TestApp, TestApp];
  const owner = await buildUser(a);
  const home = await startSimulatedHome(a, owner.propertyId!, [
    { typeI: 'SensorDoorWindow', name: 'Front Door', roomId: null },
  ]);
  const idle = () => Promise.all([a, b].map((i) => i.app.hemvakt.devices.bridge.idle()));
  return { cluster, a, b, owner, home, idle };
}
