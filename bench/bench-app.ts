// The server of a benchmark: in-process, on a fresh PGlite data folder (or DATABASE_URL, an empty
// database), its embedded broker on a free port, the demo seeded, listening on a free loopback port.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { seedDemo } from '../packages/server/src/demo/seed';

export async function startBenchApp(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hemvakt-bench-'));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      LOG_LEVEL: 'silent',
      MQTT_PORT: '0',
      ...env,
    }),
    jwtSecret: 'b'.repeat(48),
  };
  const app = await buildApp(config, { logger: false });
  await seedDemo(app.hemvakt);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    app,
    config,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
