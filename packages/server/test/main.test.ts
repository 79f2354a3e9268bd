// The server as `npm start` runs it: a real process on a data folder, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'hemvakt-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitReady(port: number, running: Running): Promise<number> {
  const began = Date.now();
  while (Date.now() - began < 30_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/version`);
      if (res.ok) return Date.now() - began;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not start:\n${running.output()}`);
}

async function loginStatus(port: number): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.hemvakt.se', password: 'hemvakt-demo' }),
  });
  return res.status;
}

describe('main', () => {
  it(
    'seeds the demo, stops cleanly on SIGTERM and keeps its data for the next start',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const first = start({ PORT: String(port) });
      await waitReady(port, first);
      expect(first.output()).toContain('owner@demo.hemvakt.se');
      expect(await loginStatus(port)).toBe(200);

      const second = start({ PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('Another Hemvakt server');

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, 'hemvakt.lock'))).toBe(false);

      const again = start({ PORT: String(port) });
      await waitReady(port, again);
      expect(await loginStatus(port)).toBe(200);
      const mails = (await (await fetch(`http://127.0.0.1:${port}/api/dev/mail`)).json()) as unknown[];
      expect(mails).toHaveLength(2);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
  );

  it('names every bad variable and does not start', async () => {
    const bad = start({ PORT: 'x', JWT_SECRET: 'short' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
    expect(bad.output()).toContain('JWT_SECRET');
  });

  it('starts empty with HEMVAKT_DEMO=0 and says so', { timeout: 60_000 }, async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), 'hemvakt-empty-'));
    const port = await freePort();
    const empty = start({ PORT: String(port), HEMVAKT_DEMO: '0', DATA_DIR: emptyDir });
    await waitReady(port, empty);
    expect(empty.output()).toContain('nothing is seeded');
    expect(await loginStatus(port)).toBe(401);
    expect((await fetch(`http://127.0.0.1:${port}/dev/mail`)).status).toBe(404);
    empty.child.kill('SIGTERM');
    await empty.exited;
    rmSync(emptyDir, { recursive: true, force: true });
  });
});
