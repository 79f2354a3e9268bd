// Smart-lock benchmarks (issue 7): the lock round trip — a tap on the key page's button until the page
// shows what the lock reported — and the key page's bundle size. The server runs in-process with the
// demo on a fresh PGlite (or DATABASE_URL) and its embedded broker; the demo home's simulated Yale lock
// confirms at once (no motor delay), so the figures are Hemvakt's own time. Three paths, same run:
//  1. baseline: an MQTT `/set` to the simulated lock until its state report (the gateway's floor);
//  2. the key link's HTTP call (POST unlock / lock) until it answers (server, bridge, lock, database);
//  3. a tap in Chromium on the key page until it shows the new state (adds the browser and rendering).
// Usage: npm run bench:lock [-- --rounds 200]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import mqtt from 'mqtt';
import { chromium } from 'playwright-core';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { keyDraft } from '@hemvakt/contract/locks';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { seedDemo } from '../packages/server/src/demo/seed';
import * as devices from '../packages/server/src/modules/devices/devices.repo';
import { createKey } from '../packages/server/src/modules/locks/keys.service';
import { WEB_DIST } from '../packages/server/src/web/static-web';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 && Number(process.argv[i + 1])) || fallback;
};
const rounds = arg('rounds', 200);

function summary(ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

// ---- the key page's bundle: its initial JavaScript, gzip, beside the app's ----
function initialGzip(entry: string): number {
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file)), { level: 9 }).length,
    0,
  );
}

const loadAtStart = loadavg()[0]!;
const dataDir = mkdtempSync(join(tmpdir(), 'hemvakt-lock-bench-'));
const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    LOG_LEVEL: 'silent',
    MQTT_PORT: '0',
    HEMVAKT_DEMO: 'true',
    KEY_RATE_LIMIT_MAX: '100000',
  }),
  jwtSecret: 'c'.repeat(48),
};
const app = await buildApp(config, { logger: false });
const { db, devices: runtime } = app.hemvakt;
await seedDemo(app.hemvakt);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const lock = (await db.query<devices.DeviceRow>(`SELECT * FROM devices WHERE model = 'YRD226HA2619'`))[0]!;
await runtime.simulators!.start(lock.gateway_id!, { lockMs: 0, readingIntervalMs: 0 });
for (let i = 0; i < 100 && !(await devices.findById(db, lock.id))?.active; i++)
  await new Promise((r) => setTimeout(r, 50));
const { keyToken } = await createKey(
  db,
  lock,
  keyDraft({ keyName: 'Bench door', userName: 'Bench', sendNotification: false }),
  (await db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'owner@demo.hemvakt.se'`))[0]!.id,
);

// 1. Baseline: MQTT /set → the lock's state report, as the gateway sees it.
const topicBase = gatewayBaseTopic(lock.gateway_id!);
const client = await mqtt.connectAsync(runtime.internalMqttUrl, {
  protocolVersion: 4,
  username: lock.gateway_id!,
  password: runtime.simulators!.secretOf(lock.gateway_id!),
  clientId: `bench-${Date.now()}`,
});
await client.subscribeAsync(`${topicBase}/${lock.ieee}`);
const mqttMs: number[] = [];
let waiting: ((state: string) => void) | null = null;
client.on('message', (_topic, payload) => waiting?.(String(JSON.parse(String(payload)).state)));
for (let i = 0; i < rounds; i++) {
  const target = i % 2 ? 'LOCK' : 'UNLOCK';
  const started = performance.now();
  const reported = new Promise<void>((resolve) => {
    waiting = (state) => state === target && resolve();
  });
  await client.publishAsync(`${topicBase}/${lock.ieee}/set`, JSON.stringify({ state: target }));
  await reported;
  mqttMs.push(performance.now() - started);
}
waiting = null;
await client.endAsync();
await runtime.bridge.idle();

// 2. The key link's HTTP call until it answers (the lock has reported and the use is logged).
const httpMs: number[] = [];
for (let i = 0; i < rounds; i++) {
  const target = i % 2 ? 'lock' : 'unlock';
  const started = performance.now();
  const response = await fetch(`${base}/api/property-devices/${target}-smart-lock/${keyToken}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
  httpMs.push(performance.now() - started);
}

// 3. A tap on the key page in Chromium until the page shows the lock's new state.
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(`${base}/control-lock/${keyToken}`);
await page.getByTestId('key-page-state').waitFor();
const tapMs: number[] = [];
for (let i = 0; i < rounds; i++) {
  const locked = (await page.getByTestId('key-page-state').textContent()) === 'Locked';
  const want = locked ? 'Unlocked' : 'Locked';
  const button = page.getByRole('button', { name: locked ? 'Unlock' : 'Lock', exact: true });
  await button.waitFor();
  await page.waitForFunction(() => !document.querySelector('.kp-button:disabled'));
  const ms = await page.evaluate(
    ([label, state]) =>
      new Promise<number>((resolve) => {
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent === label)!;
        const shown = document.querySelector('[data-testid="key-page-state"]')!;
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (shown.textContent === state) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        });
        observer.observe(shown, { childList: true, characterData: true, subtree: true });
        target.click();
      }),
    [locked ? 'Unlock' : 'Lock', want] as const,
  );
  tapMs.push(ms);
}
await browser.close();

const keyGzip = initialGzip('key.html');
const appGzip = initialGzip('index.html');
const baseline = summary(mqttMs);
const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
console.log(
  `\nLock round trip, ${rounds} rounds each (load average ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)})\n`,
);
console.log('| path | samples | p50 ms | p90 ms | p99 ms | max ms | p50 / p99 vs baseline |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, ms] of [
  ['MQTT `/set` → simulated lock reports (baseline)', mqttMs],
  ['key link POST unlock / lock → answer (lock reported, use logged)', httpMs],
  ['tap on the key page (Chromium) → page shows the new state', tapMs],
] as const) {
  const s = summary(ms);
  console.log(
    `| ${name} | ${s.n} | ${fmt(s.p50)} | ${fmt(s.p90)} | ${fmt(s.p99)} | ${fmt(s.max)} | ${(s.p50 / baseline.p50).toFixed(1)}× / ${(s.p99 / baseline.p99).toFixed(1)}× |`,
  );
}
console.log(
  `\nKey page initial JavaScript: ${(keyGzip / 1000).toFixed(1)} kB gzip (the app's: ${(appGzip / 1000).toFixed(1)} kB, ratio ${(keyGzip / appGzip).toFixed(2)})\n`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
