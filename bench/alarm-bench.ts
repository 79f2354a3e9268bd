// The alarm path (issue 5): a door sensor report → the alarm stored → the 'alarm' live message at a member's
// browser socket. The server runs in-process with the demo on a fresh PGlite (or DATABASE_URL) and its
// embedded aedes broker; one /live WebSocket of the demo owner listens. Each event is stamped just before the
// simulated door reports `contact: false` and timed until the socket has the message. Paced closed-loop: the
// door closes and the server is idle before the next event. In the same run, as references: a raw MQTT
// publish → subscriber on the same broker (the baseline), and the same door report while disarmed → its
// 'status' message. Where the armed time goes: report → alarm row stored, → sirens told and the message on
// the server's bus, → at the socket (the listening client runs in a second process, alarm-listener.ts).
// Usage: npm run bench:alarm [-- --events 1000]
import { cpus, loadavg } from 'node:os';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { one } from '../packages/server/src/db/db';
import { DEMO_ACCOUNTS } from '../packages/server/src/demo/seed';
import { latencyRow, mqttBaseline, runDemoFrontDoor, startBenchApp } from './bench-app';
import type { BusEvent } from '../packages/server/src/live/event-bus';
import { now } from './live-load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 && Number(process.argv[i + 1])) || fallback;
};
const events = arg('events', 500);

const loadAtStart = loadavg()[0]!;
const server = await startBenchApp({ HEMVAKT_DEMO: 'true' });
const { app, config, port } = server;
const { db, bus, sessions, devices: runtime, home } = app.hemvakt;

const { gateway, homeId, door, sim } = await runDemoFrontDoor(app);

// The owner's socket: each message is stamped on arrival.
const owner = (await one<{ id: string }>(db, 'SELECT id FROM users WHERE email = $1', [
  DEMO_ACCOUNTS.owner,
]))!;
const token = await sessions.issue(owner.id);
const ticket = await fetch(`http://127.0.0.1:${port}/api/live-ticket`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
}).then(async (r) => ((await r.json()) as { token: string }).token);
const listener = fork(
  fileURLToPath(new URL('./alarm-listener.ts', import.meta.url)),
  [`ws://127.0.0.1:${port}/live?token=${ticket}`, config.publicUrl],
  { execArgv: ['--import', 'tsx'] },
);
interface Heard {
  type: string;
  deviceId?: string;
  status?: string;
  at: number;
}
let waiting: { type: string; status?: string; resolve: (at: number) => void } | null = null;
const hello = new Promise<void>((resolve) => listener.once('message', () => resolve()));
listener.on('message', (heard: Heard) => {
  if (!waiting || heard.type !== waiting.type) return;
  if (waiting.type === 'status' && (heard.deviceId !== door.id || heard.status !== waiting.status)) return;
  const done = waiting;
  waiting = null;
  done.resolve(heard.at);
});
await hello;
const arrival = (type: string, status?: string) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type}`)), 10_000);
    waiting = {
      type,
      status,
      resolve: (at) => {
        clearTimeout(timer);
        resolve(at);
      },
    };
  });

async function report(contact: boolean, type: string, status: string): Promise<{ t0: number; at: number }> {
  const arrived = arrival(type, status);
  const t0 = now();
  sim.report(door.ieee, { contact });
  const at = await arrived;
  await runtime.bridge.idle();
  return { t0, at };
}

// Baseline: MQTT publish → subscriber with the gateway's credentials, same pacing.
const baseline = await mqttBaseline(app, gateway.id, events);

console.error(`door report → /live 'status', disarmed: ${events} openings…`);
const disarmed: number[] = [];
for (let seq = 0; seq < events; seq++) {
  const { t0, at } = await report(false, 'status', 'Open');
  disarmed.push(at - t0);
  await report(true, 'status', 'Closed');
}

console.error(`door report → alarm → /live 'alarm', armed: ${events} openings…`);
await home.security.set(homeId, 'Armed', { userId: owner.id, name: 'Bench' });
let storedAt = 0;
let busAt = 0;
const query = db.query.bind(db);
db.query = (async (sql: string, params?: unknown[]) => {
  const rows = await query(sql, params);
  if (sql.includes('INSERT INTO alarm_events')) storedAt = now();
  return rows;
}) as typeof db.query;
const publish = bus.publish.bind(bus);
bus.publish = (event: BusEvent) => {
  if (event.kind === 'live' && event.message.type === 'alarm') busAt = now();
  publish(event);
};
const armed: number[] = [];
const toStored: number[] = [];
const toBus: number[] = [];
const toSocket: number[] = [];
for (let seq = 0; seq < events; seq++) {
  const { t0, at } = await report(false, 'alarm', 'Open');
  armed.push(at - t0);
  toStored.push(storedAt - t0);
  toBus.push(busAt - storedAt);
  toSocket.push(at - busAt);
  await report(true, 'status', 'Closed');
}
db.query = query;
bus.publish = publish;
const alarms = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM alarm_events'))[0]!.n;

const row = latencyRow(baseline);
console.log(
  [
    `Alarm path, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores, load ${loadAtStart.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; ${alarms} alarms stored.`,
    '',
    '| path | events | p50 ms | p90 ms | p99 ms | max ms | p50 / p99 vs baseline |',
    '|---|---|---|---|---|---|---|',
    row('MQTT publish → subscriber (baseline)', baseline),
    row("door report → /live 'status', disarmed", disarmed),
    row("door report → alarm stored → /live 'alarm', armed", armed),
    row('↳ door report → alarm row stored (MQTT, bridge, device row, alarm insert)', toStored),
    row('↳ stored → sirens told, alarm on the bus', toBus),
    row('↳ bus → read by the client', toSocket),
  ].join('\n'),
);

listener.send('close');
await runtime.simulators!.stop(gateway!.id);
await server.close();
process.exit(0);
