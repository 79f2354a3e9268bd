// HTTP benchmark: the server in-process on a fresh PGlite, driven by autocannon over loopback.
// Each call is reported with percentiles and its throughput as a ratio of GET /api/version
// (the baseline, measured in the same run). Usage: npm run bench [-- --seconds 5]
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS } from '../packages/server/src/demo/seed';
import { startBenchApp } from './bench-app';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const server = await startBenchApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
const { config, base } = server;

const credentials = JSON.stringify({ email: DEMO_ACCOUNTS.owner, password: config.demoPassword });
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: credentials,
});
const { token } = (await login.json()) as { token: string };
const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
  user: string;
  property: string;
};

interface Case {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  auth?: boolean;
  connections: number;
}

const cases: Case[] = [
  { name: 'GET /api/version (baseline)', path: '/api/version', connections: 50 },
  {
    name: 'GET /api/user-data (auth + the whole home)',
    path: `/api/user-data/${claims.user}/${claims.property}`,
    auth: true,
    connections: 50,
  },
  {
    name: 'POST /api/login (argon2id)',
    path: '/api/login',
    method: 'POST',
    body: credentials,
    connections: 4,
  },
];

const rows: string[] = [];
let baseline = 0;
for (const c of cases) {
  const result = await autocannon({
    url: base + c.path,
    method: c.method ?? 'GET',
    body: c.body,
    headers: { 'content-type': 'application/json', ...(c.auth ? { authorization: `Bearer ${token}` } : {}) },
    connections: c.connections,
    duration: seconds,
  });
  if (result.non2xx > 0) throw new Error(`${c.name}: ${result.non2xx} answers were not 2xx`);
  const rps = result.requests.average;
  baseline ||= rps;
  const l = result.latency;
  rows.push(
    `| ${c.name} | ${c.connections} | ${Math.round(rps)} | ${(rps / baseline).toFixed(2)} | ${l.p50} | ${l.p97_5} | ${l.p99} |`,
  );
}

console.log(`\nHTTP on ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${seconds} s per call, loopback\n`);
console.log('| call | connections | req/s | ratio to baseline | p50 ms | p97.5 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
await server.close();
