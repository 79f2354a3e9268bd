// The server of a benchmark: in-process, on a fresh PGlite data folder (or DATABASE_URL, an empty
// database), its embedded broker on a free port, the demo seeded, listening on a free loopback port.
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { seedDemo } from '../packages/server/src/demo/seed';
import { one } from '../packages/server/src/db/db';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { now } from './live-load';

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

export async function waitFor(check: () => Promise<unknown> | unknown, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/**
 * Starts the demo home's simulated gateway (no periodic readings) and answers its front door; the home's
 * automations are switched off, so an opening sets off only what a bench measures.
 */
export async function runDemoFrontDoor(app: FastifyInstance) {
  const { db, devices: runtime } = app.hemvakt;
  const [gateway] = await db.query<{ id: string; property_id: string }>(
    'SELECT id, property_id FROM gateways WHERE simulated ORDER BY created_at LIMIT 1',
  );
  const homeId = gateway!.property_id;
  const door = (await one<{ id: string; ieee: string }>(
    db,
    `SELECT id, ieee FROM devices WHERE gateway_id = $1 AND device_name = 'Front Door'`,
    [gateway!.id],
  ))!;
  const sim = await runtime.simulators!.start(gateway!.id, { readingIntervalMs: 0 });
  await waitFor(
    async () => await one(db, 'SELECT 1 FROM gateways WHERE id = $1 AND active', [gateway!.id]),
    'gateway',
  );
  await db.query('UPDATE automations SET active = false WHERE property_id = $1', [homeId]);
  return { gateway: gateway!, homeId, door, sim };
}

/** Round trips of a raw MQTT publish → subscriber on the server's broker with a gateway's credentials (ms). */
export async function mqttBaseline(
  app: FastifyInstance,
  gatewayId: string,
  events: number,
): Promise<number[]> {
  const runtime = app.hemvakt.devices;
  console.error(`MQTT baseline: ${events} messages…`);
  const credentials = { username: gatewayId, password: runtime.simulators!.secretOf(gatewayId) };
  const topic = `${gatewayBaseTopic(gatewayId)}/bench`;
  const connect = (id: string) =>
    mqtt.connectAsync(runtime.internalMqttUrl, {
      protocolVersion: 4,
      clientId: id,
      reconnectPeriod: 0,
      ...credentials,
    });
  const [publisher, subscriber] = [
    await connect(`bench-pub-${process.pid}`),
    await connect(`bench-sub-${process.pid}`),
  ];
  await subscriber.subscribeAsync(topic);
  const baseline: number[] = [];
  for (let seq = 0; seq < events; seq++) {
    const delivered = new Promise<number>((resolve) => subscriber.once('message', () => resolve(now())));
    const t0 = now();
    publisher.publish(topic, String(seq), { qos: 0 });
    baseline.push((await delivered) - t0);
  }
  await Promise.all([publisher.endAsync(), subscriber.endAsync()]);
  return baseline;
}

/** A markdown table row of a path's latencies (µs in, ms out) with its p50 / p99 against the baseline's. */
export function latencyRow(baseline: number[]) {
  const pct = (values: number[], q: number) => {
    const sorted = Float64Array.from(values).sort();
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! / 1000;
  };
  const base = { p50: pct(baseline, 0.5), p99: pct(baseline, 0.99) };
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  return (name: string, values: number[]) => {
    const [p50, p90, p99, max] = [pct(values, 0.5), pct(values, 0.9), pct(values, 0.99), pct(values, 1)];
    return `| ${name} | ${values.length.toLocaleString('en-US')} | ${ms(p50)} | ${ms(p90)} | ${ms(p99)} | ${ms(max)} | ${(p50 / base.p50).toFixed(1)}× / ${(p99 / base.p99).toFixed(1)}× |`;
  };
}
