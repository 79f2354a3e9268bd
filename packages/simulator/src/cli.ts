// Load CLI: N simulated gateways with M devices each, reporting R state messages per second in total.
//   npm run sim -- --url mqtt://127.0.0.1:1883 --gateways 10 --devices 20 --rate 500
//     [--username U --password P] [--credentials gateways.json] [--base-prefix hemvakt/sim-]
// --credentials is a JSON array [{gatewayId, username, password}] for a broker that authenticates each
// gateway; its base topic is then hemvakt/<gatewayId>. Stops cleanly (bridge/state offline) on SIGINT/SIGTERM.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gatewayBaseTopic } from '@hemvakt/contract/gateway';
import { MODEL_FOR_TYPE } from '@hemvakt/contract/z2m-definitions';
import { SimulatedGateway } from './gateway';
import { randomIeee } from './ieee';
import type { SimDeviceSpec } from './types';

interface Credential {
  gatewayId: string;
  username: string;
  password: string;
}

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    gateways: { type: 'string', default: '1' },
    devices: { type: 'string', default: '10' },
    rate: { type: 'string', default: '10' },
    username: { type: 'string' },
    password: { type: 'string' },
    credentials: { type: 'string' },
    'base-prefix': { type: 'string', default: 'hemvakt/sim-' },
  },
});

function positiveInt(name: string, v: string | undefined, min = 1): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min} (got '${v}')`);
    process.exit(2);
  }
  return n;
}

const gatewayCount = positiveInt('gateways', values.gateways);
const deviceCount = positiveInt('devices', values.devices);
const rate = positiveInt('rate', values.rate, 0);
const credentials: Credential[] | undefined = values.credentials
  ? (JSON.parse(readFileSync(values.credentials, 'utf8')) as Credential[])
  : undefined;
if (credentials && credentials.length < gatewayCount) {
  console.error(`--credentials holds ${credentials.length} gateways, --gateways asks for ${gatewayCount}`);
  process.exit(2);
}

/** A mix of every simulated model, round robin. */
const MODELS = [...new Set(Object.values(MODEL_FOR_TYPE))];

function devicesFor(g: number): SimDeviceSpec[] {
  return Array.from({ length: deviceCount }, (_, i) => ({
    ieee: randomIeee(),
    model: MODELS[(g + i) % MODELS.length] as string,
  }));
}

/** A plausible report for a device of this model. */
function reading(state: Record<string, unknown>): Record<string, unknown> {
  const jitter = (v: unknown, spread: number, fallback: number) =>
    Math.round((Number(v ?? fallback) + (Math.random() - 0.5) * 2 * spread) * 100) / 100;
  if ('temperature' in state) return { temperature: jitter(state.temperature, 0.2, 21) };
  if ('contact' in state) return { contact: !state.contact };
  if ('occupancy' in state) return { occupancy: !state.occupancy };
  if ('water_leak' in state || 'smoke' in state) return { battery: state.battery };
  if ('power' in state) return { power: Math.max(0, jitter(state.power, 2, 10)) };
  if ('brightness' in state)
    return { brightness: Math.max(1, Math.min(254, Math.round(jitter(state.brightness, 5, 128)))) };
  return {}; // republish the cached state (locks, blinds, sirens)
}

const gateways = Array.from({ length: gatewayCount }, (_, g) => {
  const cred = credentials?.[g];
  const baseTopic = cred ? gatewayBaseTopic(cred.gatewayId) : `${values['base-prefix']}${g}`;
  return new SimulatedGateway({
    url: values.url,
    baseTopic,
    username: cred?.username ?? values.username,
    password: cred?.password ?? values.password,
    clientId: `hemvakt-sim-${baseTopic.replace(/\//g, '-')}`,
    devices: devicesFor(g),
  });
});

let stopping = false;
const intervals: NodeJS.Timeout[] = [];
let sent = 0;
let sentAtLastLine = 0;
let started = Date.now();

async function stop(code = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const t of intervals) clearInterval(t);
  await Promise.allSettled(gateways.map((gw) => gw.stop()));
  console.log(`[sim] stopped after ${Math.round((Date.now() - started) / 1000)} s, ${sent} messages sent`);
  process.exit(code);
}

process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await Promise.all(gateways.map((gw) => gw.start()));
} catch (err) {
  console.error(`[sim] could not connect to ${values.url}: ${String(err)}`);
  await stop(1);
}
started = Date.now();
console.log(
  `[sim] ${gatewayCount} gateway(s) × ${deviceCount} device(s) on ${values.url}, ${rate} message(s)/s in total`,
);

// Round robin over every device of every gateway, R reports per second spread over 10 ticks.
// A view's state is the device's live state object, so it stays current.
const all = gateways.flatMap((gw) => gw.devices.map((d) => ({ gw, ieee: d.ieee, state: d.state })));
const TICK_MS = 100;
let due = 0;
let next = 0;
intervals.push(
  setInterval(() => {
    due += (rate * TICK_MS) / 1000;
    while (due >= 1 && all.length > 0) {
      due -= 1;
      const target = all[next++ % all.length] as (typeof all)[number];
      if (!target.gw.connected) continue;
      target.gw.report(target.ieee, reading(target.state));
      sent++;
    }
  }, TICK_MS),
);

intervals.push(
  setInterval(() => {
    const s = Math.round((Date.now() - started) / 1000);
    const connected = gateways.filter((gw) => gw.connected).length;
    console.log(
      `[sim] t=${s}s sent=${sent} (+${sent - sentAtLastLine} in 5 s) gateways connected=${connected}/${gatewayCount}`,
    );
    sentAtLastLine = sent;
  }, 5000),
);
