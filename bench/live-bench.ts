// Gateway benchmarks (issue 4, item 6): the server in-process with the demo on a fresh PGlite (or
// DATABASE_URL), its embedded aedes broker on a free port; the clients in a second process (live-load.ts).
//  1. Sensor → browser: the demo home's simulated door sensor reports contact false/true alternately; each
//     event is stamped just before the simulator's report() and timed until every one of the connected /live
//     WebSocket clients (members of the home, each with its own session and ticket) has its 'status' message.
//     Paced closed-loop: the next event starts when the previous one reached all clients. Baseline in the same
//     run: MQTT publish → subscriber on the same broker (the gateway's credentials, its own base topic).
//  2. Sustained ingest: G simulated gateways × D temperature sensors in G homes report changes for S seconds,
//     each gateway keeping `--window` reports ahead of what the server has stored (so the server never waits);
//     counted when the server publishes the change on its bus after the database transaction. Baseline: a
//     plain MQTT publisher → subscriber on the same broker for S seconds.
// Usage: npm run bench:live [-- --clients 1000 --events 2000 --gateways 100 --devices 10 --seconds 10 --window 10]
import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { one } from '../packages/server/src/db/db';
import { startBenchApp } from './bench-app';
import { createSimulatedGateway } from '../packages/server/src/demo/demo-devices';
import { createAccount } from '../packages/server/src/modules/accounts/accounts.service';
import * as properties from '../packages/server/src/modules/properties/properties.repo';
import type { BusEvent } from '../packages/server/src/live/event-bus';
import { Histogram, now, type LoadCommand, type LoadReply } from './live-load';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 && Number(process.argv[i + 1])) || fallback;
};
const clients = arg('clients', 1000);
// 2,000 by default so a run takes about 2.5 minutes; the README's figures are from `--events 10000`.
const events = arg('events', 2_000);
const gatewayCount = arg('gateways', 100);
const devicesPerGateway = arg('devices', 10);
const seconds = arg('seconds', 10);
const window = arg('window', 10);

const loadAtStart = loadavg()[0]!;
const server = await startBenchApp({ HEMVAKT_DEMO: 'true' });
const { app, config, port, base } = server;
const { db, bus, sessions, devices: runtime } = app.hemvakt;
const host = runtime.simulators!;

// ---- the load process and its replies ----
const load: ChildProcess = fork(fileURLToPath(new URL('./live-load.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
});
const waiters = new Map<string, (reply: LoadReply) => void>();
load.on('message', (reply: LoadReply) => {
  if (reply.evt === 'error') throw new Error(`load process: ${reply.message}`);
  const waiter = waiters.get(reply.evt);
  waiters.delete(reply.evt);
  waiter?.(reply);
});
load.on('exit', (code) => code && process.exit(1));
function reply<E extends LoadReply['evt']>(
  evt: E,
  timeoutMs = 120_000,
): Promise<Extract<LoadReply, { evt: E }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${evt}' from the load process`)), timeoutMs);
    waiters.set(evt, (r) => {
      clearTimeout(timer);
      resolve(r as Extract<LoadReply, { evt: E }>);
    });
  });
}
const command = (c: LoadCommand) => load.send(c);
await reply('ready');

async function waitFor(check: () => Promise<unknown>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

interface Summary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
function summarize(values: number[]): Summary {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! / 1000;
  return {
    count: sorted.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted[sorted.length - 1]! / 1000,
  };
}
function summarizeHistogram(sparse: number[], max: number, count: number): Summary {
  const at = (q: number) => {
    const target = Math.ceil(q * count);
    let seen = 0;
    for (let i = 0; i < sparse.length; i += 2) {
      seen += sparse[i + 1]!;
      if (seen >= target) return ((sparse[i]! + 1) * Histogram.STEP_US) / 1000; // upper edge of the bucket
    }
    return max / 1000;
  };
  return { count, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: max / 1000 };
}
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const int = (v: number) => Math.round(v).toLocaleString('en-US');

// ---- 1. sensor → browser latency ----
const [demoGateway] = await db.query<{ id: string; property_id: string }>(
  'SELECT id, property_id FROM gateways WHERE simulated ORDER BY created_at LIMIT 1',
);
const homeId = demoGateway!.property_id;
const gatewayId = demoGateway!.id;
const door = (await one<{ id: string; ieee: string }>(
  db,
  `SELECT id, ieee FROM devices WHERE gateway_id = $1 AND device_name = 'Front Door'`,
  [gatewayId],
))!;
const deviceCount = (await db.query('SELECT 1 FROM devices WHERE gateway_id = $1', [gatewayId])).length;
const sim = await host.start(gatewayId, { readingIntervalMs: 0 });
await waitFor(
  async () => (await one(db, 'SELECT 1 FROM gateways WHERE id = $1 AND active', [gatewayId])) !== undefined,
  'gateway online',
);
sim.report(door.ieee, { contact: true });
await waitFor(
  async () =>
    (await one(db, `SELECT 1 FROM devices WHERE id = $1 AND status = 'Closed'`, [door.id])) !== undefined,
  'door closed',
);
await runtime.bridge.idle();

console.error(`creating ${clients} members of the demo home and their sessions…`);
const userIds: string[] = [];
await db.transaction(async (tx) => {
  for (let i = 0; i < clients; i++) {
    const userId = await createAccount(
      tx,
      { email: `bench-${i}@bench.hemvakt.local`, name: `Bench ${i}`, emailVerified: true, language: 'EN' },
      null,
    );
    await properties.addMember(tx, homeId, userId, 'House Member');
    userIds.push(userId);
  }
});
const tokens: string[] = [];
for (const userId of userIds) tokens.push(await sessions.issue(userId));

console.error(`opening ${clients} /live sockets…`);
command({ cmd: 'watch-door', deviceId: door.id });
for (let i = 0; i < tokens.length; i += 100) {
  const tickets = await Promise.all(
    tokens.slice(i, i + 100).map(async (token) => {
      const answer = await fetch(`${base}/api/live-ticket`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!answer.ok) throw new Error(`live-ticket answered ${answer.status}`);
      return ((await answer.json()) as { token: string }).token;
    }),
  );
  const connected = reply('ws-connected');
  command({ cmd: 'connect-ws', urls: tickets.map((t) => `ws://127.0.0.1:${port}/live?token=${t}`) });
  await connected;
}

// Baseline: MQTT publish → subscriber, the gateway's own credentials and base topic, same pacing.
console.error(`MQTT baseline: ${events} messages…`);
const mqttCredentials = { username: gatewayId, password: host.secretOf(gatewayId) };
const baseTopic = gatewayBaseTopic(gatewayId);
const ready = reply('ready');
command({ cmd: 'mqtt-sub', url: runtime.internalMqttUrl, ...mqttCredentials, topic: baseTopic });
await ready;
const publisher = await mqtt.connectAsync(runtime.internalMqttUrl, {
  protocolVersion: 4,
  clientId: `bench-pub-${process.pid}`,
  reconnectPeriod: 0,
  ...mqttCredentials,
});
const mqttLatencies: number[] = [];
for (let seq = 0; seq < events; seq++) {
  const delivered = reply('mqtt-delivered', 10_000);
  publisher.publish(baseTopic, `${seq} ${now()}`, { qos: 0 });
  mqttLatencies.push((await delivered).latency);
}

console.error(`sensor → /live: ${events} door events to ${clients} clients…`);
// Where the time goes, without touching the server: when the door's 'status' message is handed to the bus
// (MQTT, bridge and database done), and when the hub has written it to every socket (a bus handler added after
// the hub's runs after it, in the same microtask queue).
let busAt = 0;
let hubDoneAt = 0;
const isDoorStatus = (e: BusEvent) =>
  e.kind === 'live' && e.message.type === 'status' && e.message.data.deviceId === door.id;
const publish = bus.publish.bind(bus);
bus.publish = (e) => {
  if (isDoorStatus(e)) busAt = now();
  publish(e);
};
const unsubscribe = bus.subscribe((e) => {
  if (isDoorStatus(e)) hubDoneAt = now();
});
const first: number[] = [];
const last: number[] = [];
const toBus: number[] = [];
const fanOut: number[] = [];
const wsStart = now();
for (let seq = 0; seq < events; seq++) {
  const delivered = reply('delivered', 10_000);
  const t0 = now();
  sim.report(door.ieee, { contact: seq % 2 === 1 }); // false = open first (the door is closed now)
  command({ cmd: 'stamp', seq, t0 });
  const d = await delivered;
  first.push(d.first);
  last.push(d.last);
  toBus.push(busAt - t0);
  fanOut.push(hubDoneAt - busAt);
}
bus.publish = publish;
unsubscribe();
const wsSeconds = (now() - wsStart) / 1e6;
const histogramReply = reply('histogram');
command({ cmd: 'ws-close' });
const h = await histogramReply;
await host.stop(gatewayId);

// ---- raw aedes rate ----
console.error(`MQTT baseline rate: ${seconds} s…`);
const rateReply = reply('mqtt-rate');
command({ cmd: 'mqtt-rate', url: runtime.internalMqttUrl, ...mqttCredentials, topic: baseTopic, seconds });
const rate = await rateReply;
await publisher.endAsync();

// ---- 2. sustained ingest ----
console.error(`ingest: ${gatewayCount} gateways × ${devicesPerGateway} sensors…`);
const ingestGateways: { id: string; propertyId: string; ieees: string[] }[] = [];
await db.transaction(async (tx) => {
  for (let g = 0; g < gatewayCount; g++) {
    const propertyId = await properties.create(tx, { propertyName: `Bench home ${g}` });
    const { gatewayId: id } = await createSimulatedGateway(tx, {
      propertyId,
      serverKey: config.jwtSecret,
      devices: Array.from({ length: devicesPerGateway }, (_, d) => ({
        typeI: 'SensorTemperatureIndoor',
        name: `Temp ${d}`,
        roomId: null,
      })),
    });
    ingestGateways.push({ id, propertyId, ieees: [] });
  }
});
const simDevices = new Map<string, { ieee: string; model: string }[]>();
for (const g of ingestGateways) {
  const rows = await db.query<{ ieee: string; model: string }>(
    'SELECT ieee, model FROM devices WHERE gateway_id = $1 ORDER BY ieee',
    [g.id],
  );
  g.ieees = rows.map((r) => r.ieee);
  simDevices.set(g.id, rows);
}
const started = reply('gateways-started');
command({
  cmd: 'gateways-start',
  url: runtime.internalMqttUrl,
  gateways: ingestGateways.map((g) => ({
    id: g.id,
    baseTopic: gatewayBaseTopic(g.id),
    password: host.secretOf(g.id),
    devices: simDevices.get(g.id)!,
  })),
});
await started;
const ids = ingestGateways.map((g) => g.id);
await waitFor(
  async () =>
    (await db.query('SELECT 1 FROM devices WHERE gateway_id = ANY($1) AND active', [ids])).length ===
    gatewayCount * devicesPerGateway,
  'ingest gateways and devices online',
);
await runtime.bridge.idle();

const indexOf = new Map(ingestGateways.map((g, i) => [g.propertyId, i]));
const processed = ingestGateways.map(() => 0);
let processedTotal = 0;
bus.subscribe((event) => {
  if (event.kind !== 'live' || event.message.type !== 'temperature' || !event.propertyId) return;
  const i = indexOf.get(event.propertyId);
  // Only the benchmark's reports (30.0–39.9 °C), not a late start-up state.
  const temp = (event.message.data.device as { temp?: number | null } | undefined)?.temp ?? 0;
  if (i === undefined || temp < 3000) return;
  processed[i]!++;
  processedTotal++;
});
const feedback = setInterval(() => command({ cmd: 'processed', counts: processed }), 20);
const stopped = reply('ingest-stopped');
const ingestStart = now();
command({ cmd: 'ingest', seconds, window });
const { sent } = await stopped;
const stopAt = now();
const storedWhileRunning = processedTotal;
const sentTotal = sent.reduce((a, b) => a + b, 0);
const backlog = sentTotal - storedWhileRunning;
await waitFor(async () => processedTotal >= sentTotal, 'the backlog to drain');
const drainSeconds = (now() - stopAt) / 1e6;
clearInterval(feedback);
await runtime.bridge.idle();
const ingestSeconds = (stopAt - ingestStart) / 1e6;

// Proof the reports were stored: every sensor's row holds the last temperature its gateway reported.
let wrong = 0;
for (const [i, g] of ingestGateways.entries()) {
  const rows = await db.query<{ ieee: string; temp: number | null }>(
    'SELECT ieee, temp FROM devices WHERE gateway_id = $1',
    [g.id],
  );
  const temps = new Map(rows.map((r) => [r.ieee, r.temp]));
  const n = sent[i]!;
  g.ieees.forEach((ieee, d) => {
    if (n <= d) return;
    const lastN = n - 1 - ((n - 1 - d) % g.ieees.length);
    const expected = Math.round((30 + (Math.floor(lastN / g.ieees.length) % 100) / 10) * 100);
    if (temps.get(ieee) !== expected) wrong++;
  });
}
if (wrong > 0) throw new Error(`${wrong} sensors do not hold their last reported temperature`);

// ---- report ----
const mqttSummary = summarize(mqttLatencies);
const rows: [string, Summary][] = [
  ['MQTT publish → subscriber (baseline)', mqttSummary],
  [`door report → /live, each of ${int(clients)} clients`, summarizeHistogram(h.buckets, h.max, h.count)],
  ['door report → /live, first client', summarize(first)],
  ['door report → /live, last client', summarize(last)],
  ['↳ door report → server hands the message to its bus (MQTT, bridge, database)', summarize(toBus)],
  [`↳ bus → hub has written it to all ${int(clients)} sockets`, summarize(fanOut)],
];
const database = config.databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `\nSensor → browser on ${database}: ${int(events)} door events (closed loop, next event once all ` +
    `${int(clients)} clients have it; ${ms(events / wsSeconds)} events/s), home with ${deviceCount} devices\n`,
);
console.log('| path | events | samples | p50 ms | p90 ms | p99 ms | max ms | p50 / p99 vs baseline |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [name, s] of rows)
  console.log(
    `| ${name} | ${int(events)} | ${int(s.count)} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${ms(s.max)} | ` +
      `${(s.p50 / mqttSummary.p50).toFixed(1)}× / ${(s.p99 / mqttSummary.p99).toFixed(1)}× |`,
  );

const rawRate = rate.received / rate.seconds;
const ingestRate = storedWhileRunning / ingestSeconds;
console.log(
  `\nIngest on ${database}: ${seconds} s, each gateway at most ${window} reports ahead of the server\n`,
);
console.log('| path | publishers | msg/s | ratio to baseline | backlog at stop | drain s |');
console.log('|---|---|---|---|---|---|');
console.log(`| MQTT publisher → subscriber, QoS 0 (baseline) | 1 | ${int(rawRate)} | 1.00 | – | – |`);
console.log(
  `| gateway report → stored + live message | ${gatewayCount} gateways × ${devicesPerGateway} sensors | ` +
    `${int(ingestRate)} | ${(ingestRate / rawRate).toFixed(3)} | ${int(backlog)} | ${drainSeconds.toFixed(2)} |`,
);
console.log(
  `\n(published ${int(sentTotal / ingestSeconds)} reports/s; every sensor holds its last reported value)`,
);
console.log(
  `(machine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end)`,
);

command({ cmd: 'stop' });
await new Promise((resolve) => load.once('exit', resolve));
await server.close();
