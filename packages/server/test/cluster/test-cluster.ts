// Several server instances in one test, as cluster mode runs them: one PostgreSQL database (each instance
// with its own connection pool), one external broker (MQTT_URL), one cluster name and one JWT secret.
import type { ServerConfig } from '../../src/app';
import { openTestDb, startInstance, testConfig, type TestApp } from '../test-app';

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
