// The push path (issue 6): a door sensor report over MQTT while armed → alarm stored → the owner's
// notification stored → a Web Push request (VAPID-signed, aes128gcm) received by a push service. The server
// runs in-process with the demo on a fresh PGlite (or DATABASE_URL) and its embedded aedes broker; the push
// service is a local HTTP server in this process that stamps each request on arrival (and checks the first
// decrypts). Each event is stamped just before the simulated door reports `contact: false`. Paced closed-loop:
// the door closes, the server is idle and the pushes have settled before the next event. In the same run, as
// the baseline: a raw MQTT publish → subscriber on the same broker.
// Usage: npm run bench:push [-- --events 1000]
import { cpus, loadavg } from 'node:os';
import { one } from '../packages/server/src/db/db';
import { DEMO_ACCOUNTS } from '../packages/server/src/demo/seed';
import { browserKeys, startPushEndpoint } from '../packages/server/test/push-endpoint';
import { latencyRow, mqttBaseline, runDemoFrontDoor, startBenchApp, waitFor } from './bench-app';
import { now } from './live-load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 && Number(process.argv[i + 1])) || fallback;
};
const events = arg('events', 500);

const loadAtStart = loadavg()[0]!;
const server = await startBenchApp({ HEMVAKT_DEMO: 'true' });
const { app, config, port } = server;
const { db, sessions, devices: runtime, home, push } = app.hemvakt;

const { gateway, homeId, door, sim } = await runDemoFrontDoor(app);

// The owner's browser subscribes; the push service is local.
const service = await startPushEndpoint();
const browser = browserKeys();
const owner = (await one<{ id: string }>(db, 'SELECT id FROM users WHERE email = $1', [
  DEMO_ACCOUNTS.owner,
]))!;
const registered = await fetch(`http://127.0.0.1:${port}/api/notifications/${homeId}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${await sessions.issue(owner.id)}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    notificationToken: JSON.stringify(browser.subscription(`${service.url}/push/owner`)),
    appUserId: owner.id,
    role: 'Home Owner',
  }),
});
if (!registered.ok) throw new Error(`registering the subscription failed: ${registered.status}`);

let pushedAt = 0;
const record = service.requests.push.bind(service.requests);
service.requests.push = (...requests) => {
  pushedAt = now();
  return record(...requests);
};

const report = async (contact: boolean) => {
  sim.report(door.ieee, { contact });
  await waitFor(
    async () =>
      (await one<{ status: string }>(db, 'SELECT status FROM devices WHERE id = $1', [door.id]))?.status ===
      (contact ? 'Closed' : 'Open'),
    'door status',
  );
  await runtime.bridge.idle();
};

// Baseline: MQTT publish → subscriber with the gateway's credentials, same pacing.
const baseline = await mqttBaseline(app, gateway.id, events);

console.error(`door report → alarm → notification → push request: ${events} openings…`);
await home.security.set(homeId, 'Armed', { userId: null, name: 'Bench' });
// Arming notifies the owner too: let that push arrive before the first event.
await waitFor(() => service.requests.length > 0, 'the arming push');
await push.settle();
let storedAt = 0;
const query = db.query.bind(db);
db.query = (async (sql: string, params?: unknown[]) => {
  const rows = await query(sql, params);
  if (sql.includes('INSERT INTO notifications') && params?.[1] === owner.id) storedAt = now();
  return rows;
}) as typeof db.query;
const total: number[] = [];
const toStored: number[] = [];
const toPushed: number[] = [];
for (let seq = 0; seq < events; seq++) {
  const before = service.requests.length;
  const t0 = now();
  sim.report(door.ieee, { contact: false });
  await waitFor(() => service.requests.length > before, 'push request', 10_000);
  total.push(pushedAt - t0);
  toStored.push(storedAt - t0);
  toPushed.push(pushedAt - storedAt);
  await runtime.bridge.idle();
  await push.settle();
  await report(true);
}
db.query = query;
const last = service.requests.at(-1)!;
const message = JSON.parse(browser.decrypt(last.body)) as { body: string };

const row = latencyRow(baseline);
console.log(
  [
    `Push path, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores, load ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; ${service.requests.length} push requests; the last decrypts to "${message.body}".`,
    '',
    '| path | events | p50 ms | p90 ms | p99 ms | max ms | p50 / p99 vs baseline |',
    '|---|---|---|---|---|---|---|',
    row('MQTT publish → subscriber (baseline)', baseline),
    row('door report → alarm → notification stored → push request received', total),
    row('↳ door report → owner’s notification row stored', toStored),
    row('↳ stored → push signed, encrypted, sent and received', toPushed),
  ].join('\n'),
);

await runtime.simulators!.stop(gateway!.id);
await server.close();
await service.close();
process.exit(0);
