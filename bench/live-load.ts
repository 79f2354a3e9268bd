// The client side of live-bench.ts, in its own process (the other core): the /live WebSocket clients, the
// plain MQTT clients of the baselines and the simulated gateways of the ingest run. Driven over IPC by
// live-bench.ts; times are process.hrtime (CLOCK_MONOTONIC, the same clock in both processes), in µs.
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import mqtt, { type MqttClient } from 'mqtt';
import { SimulatedGateway } from '@hemvakt/simulator';

export type LoadCommand =
  | { cmd: 'connect-ws'; urls: string[] }
  | { cmd: 'watch-door'; deviceId: string }
  | { cmd: 'stamp'; seq: number; t0: number }
  | { cmd: 'ws-close' }
  | { cmd: 'mqtt-sub'; url: string; username: string; password: string; topic: string }
  | { cmd: 'mqtt-rate'; url: string; username: string; password: string; topic: string; seconds: number }
  | {
      cmd: 'gateways-start';
      url: string;
      gateways: {
        id: string;
        baseTopic: string;
        password: string;
        devices: { ieee: string; model: string }[];
      }[];
    }
  | { cmd: 'ingest'; seconds: number; window: number }
  | { cmd: 'processed'; counts: number[] }
  | { cmd: 'stop' };

export type LoadReply =
  | { evt: 'ready' }
  | { evt: 'ws-connected'; count: number }
  | { evt: 'delivered'; seq: number; first: number; last: number }
  | { evt: 'mqtt-delivered'; seq: number; latency: number }
  | { evt: 'histogram'; buckets: number[]; max: number; count: number }
  | { evt: 'mqtt-rate'; sent: number; received: number; seconds: number }
  | { evt: 'gateways-started' }
  | { evt: 'ingest-stopped'; sent: number[]; seconds: number }
  | { evt: 'error'; message: string };

export const now = (): number => Number(process.hrtime.bigint() / 1000n);

/** Latencies in 10 µs buckets up to 10 s (the exact maximum is kept aside). */
export class Histogram {
  static readonly STEP_US = 10;
  readonly buckets = new Uint32Array(1_000_001);
  max = 0;
  count = 0;

  add(us: number): void {
    const i = Math.min(this.buckets.length - 1, Math.max(0, Math.floor(us / Histogram.STEP_US)));
    this.buckets[i]!++;
    this.count++;
    if (us > this.max) this.max = us;
  }

  /** Sparse form for IPC: [index, count, index, count, …]. */
  sparse(): number[] {
    const out: number[] = [];
    this.buckets.forEach((n, i) => n && out.push(i, n));
    return out;
  }
}

const send = (reply: LoadReply) => process.send!(reply);
const STATUS_TYPE = '"type":"status"';

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  // ---- sensor → /live latency ----
  let sockets: WebSocket[] = [];
  let doorId = '';
  let seq = 0; // the event under way
  let received = 0;
  const receivedAt: number[] = [];
  let stamp: { seq: number; t0: number } | undefined;
  const perClient = new Histogram();

  const expected = () => (seq % 2 === 0 ? 'Open' : 'Closed'); // contact false, true, false, …
  const finishIfComplete = () => {
    if (received < sockets.length || stamp?.seq !== seq) return;
    let first = Infinity;
    let last = 0;
    for (const t of receivedAt) {
      const latency = t - stamp.t0;
      perClient.add(latency);
      first = Math.min(first, latency);
      last = Math.max(last, latency);
    }
    send({ evt: 'delivered', seq, first, last });
    seq++;
    received = 0;
    receivedAt.length = 0;
  };

  const connectOne = (url: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('error', reject);
      let open = false;
      socket.on('message', (data: Buffer) => {
        const t = now();
        if (!open) {
          open = true;
          return resolve(socket); // the hello
        }
        // One process plays 1,000 browsers: a full JSON.parse per socket would add every earlier socket's
        // parse to the later ones' times, which separate browsers do not have. Match on the bytes instead.
        if (
          !data.includes(STATUS_TYPE) ||
          !data.includes(doorId) ||
          !data.includes(`"status":"${expected()}"`)
        )
          return;
        receivedAt.push(t);
        received++;
        finishIfComplete();
      });
    });

  // ---- MQTT baselines ----
  let subscriber: MqttClient | undefined;

  const connectMqtt = (url: string, username: string, password: string, suffix: string) =>
    mqtt.connectAsync(url, {
      protocolVersion: 4,
      username,
      password,
      clientId: `bench-${suffix}-${Math.random().toString(16).slice(2, 10)}`,
      reconnectPeriod: 0,
    });

  async function mqttRate(c: Extract<LoadCommand, { cmd: 'mqtt-rate' }>): Promise<void> {
    const sub = await connectMqtt(c.url, c.username, c.password, 'rate-sub');
    const pub = await connectMqtt(c.url, c.username, c.password, 'rate-pub');
    let receivedCount = 0;
    sub.on('message', () => receivedCount++);
    await sub.subscribeAsync(c.topic, { qos: 0 });
    const payload = JSON.stringify({ temperature: 21.5, humidity: 40, battery: 90, linkquality: 120 });
    let sent = 0;
    const start = now();
    const end = start + c.seconds * 1e6;
    // Keep at most 2,000 messages between publisher and subscriber so neither side buffers without bound.
    await new Promise<void>((resolve) => {
      const pump = () => {
        if (now() >= end) return resolve();
        while (sent - receivedCount < 2000) {
          pub.publish(c.topic, payload, { qos: 0 });
          sent++;
        }
        setImmediate(pump);
      };
      pump();
    });
    const stoppedAt = now();
    const receivedWhileRunning = receivedCount;
    await Promise.all([pub.endAsync(), sub.endAsync()]);
    send({ evt: 'mqtt-rate', sent, received: receivedWhileRunning, seconds: (stoppedAt - start) / 1e6 });
  }

  // ---- ingest ----
  let gateways: { sim: SimulatedGateway; ieees: string[] }[] = [];
  let processed: number[] = [];

  async function ingest(seconds: number, window: number): Promise<void> {
    const sent = gateways.map(() => 0);
    const start = now();
    const end = start + seconds * 1e6;
    await new Promise<void>((resolve) => {
      const pump = () => {
        if (now() >= end) return resolve();
        gateways.forEach((g, i) => {
          while (sent[i]! - (processed[i] ?? 0) < window) {
            const n = sent[i]!++;
            // Every report changes the temperature of one of the gateway's sensors (30.0–39.9 °C).
            g.sim.report(g.ieees[n % g.ieees.length]!, {
              temperature: 30 + (Math.floor(n / g.ieees.length) % 100) / 10,
            });
          }
        });
        setTimeout(pump, 1);
      };
      pump();
    });
    send({ evt: 'ingest-stopped', sent, seconds: (now() - start) / 1e6 });
  }

  process.on('message', (c: LoadCommand) => {
    void (async () => {
      switch (c.cmd) {
        case 'connect-ws': {
          const opened = await Promise.all(c.urls.map(connectOne));
          sockets.push(...opened);
          return send({ evt: 'ws-connected', count: sockets.length });
        }
        case 'watch-door':
          doorId = c.deviceId;
          return;
        case 'stamp':
          stamp = c;
          return finishIfComplete();
        case 'ws-close':
          sockets.forEach((s) => s.close());
          sockets = [];
          return send({
            evt: 'histogram',
            buckets: perClient.sparse(),
            max: perClient.max,
            count: perClient.count,
          });
        case 'mqtt-sub': {
          subscriber = await connectMqtt(c.url, c.username, c.password, 'lat-sub');
          subscriber.on('message', (_topic, payload) => {
            const t = now();
            const [s, t0] = String(payload).split(' ').map(Number) as [number, number];
            send({ evt: 'mqtt-delivered', seq: s, latency: t - t0 });
          });
          await subscriber.subscribeAsync(c.topic, { qos: 0 });
          return send({ evt: 'ready' });
        }
        case 'mqtt-rate':
          await subscriber?.endAsync();
          subscriber = undefined;
          return mqttRate(c);
        case 'gateways-start':
          gateways = await Promise.all(
            c.gateways.map(async (g) => {
              const sim = new SimulatedGateway({
                url: c.url,
                baseTopic: g.baseTopic,
                username: g.id,
                password: g.password,
                clientId: `z2m-${g.id}`,
                devices: g.devices,
                timing: { readingIntervalMs: 0 },
              });
              await sim.start();
              return { sim, ieees: g.devices.map((d) => d.ieee) };
            }),
          );
          return send({ evt: 'gateways-started' });
        case 'ingest':
          return ingest(c.seconds, c.window);
        case 'processed':
          processed = c.counts;
          return;
        case 'stop':
          await Promise.all(gateways.map((g) => g.sim.stop()));
          process.exit(0);
      }
    })().catch((error: unknown) => send({ evt: 'error', message: String(error) }));
  });
  process.on('disconnect', () => process.exit(0));
  send({ evt: 'ready' });
}
