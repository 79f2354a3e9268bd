// The durable job runner on a real database: due jobs run once even with two runners on one database,
// a rescheduled job moves, failures retry later, and a job survives a server restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openTestDb } from '../../test/test-app';
import { JobRunner } from './job-runner';
import { countPending } from './jobs.repo';

const quiet = { error: () => {}, warn: () => {} };

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testDb(): Promise<Db> {
  const { db, drop } = await openTestDb();
  cleanups.push(drop);
  await migrate(db); // a PostgreSQL test database starts empty
  return db;
}

describe('job runner', () => {
  it('runs a job when it is due, not before, and only once', async () => {
    const db = await testDb();
    const clock = manualClock();
    const runner = new JobRunner(db, quiet, { clock: clock.now });
    const seen: unknown[] = [];
    runner.handle('greet', async (payload) => void seen.push(payload));
    await runner.schedule('greet', { who: 'door' }, new Date(clock.now().getTime() + 60_000));

    expect(await runner.runDue()).toBe(0);
    clock.advance(59_999);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([{ who: 'door' }]);
    clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);
    expect(await countPending(db)).toBe(0);
  });

  it('runs each job once with two runners on one database', async () => {
    const db = await testDb();
    const clock = manualClock();
    const runs = new Map<string, number>();
    const runners = [0, 1].map(() => {
      const runner = new JobRunner(db, quiet, { clock: clock.now, batch: 3 });
      runner.handle('count', async (payload) => {
        const id = String(payload.n);
        runs.set(id, (runs.get(id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return runner;
    });
    for (let n = 0; n < 40; n++) await runners[0]!.schedule('count', { n }, clock.now());
    const [a, b] = await Promise.all(runners.map((runner) => runner.runDue()));
    expect(a! + b!).toBe(40);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  it('moves a pending job scheduled again under the same key (or keeps it when asked), and cancels it', async () => {
    const db = await testDb();
    const clock = manualClock();
    const runner = new JobRunner(db, quiet, { clock: clock.now });
    let ran = 0;
    runner.handle('relock', async () => void ran++);
    const at = (ms: number) => new Date(clock.now().getTime() + ms);
    await runner.schedule('relock', {}, at(1_000), { key: 'relock:door' });
    await runner.schedule('relock', {}, at(5_000), { key: 'relock:door' });
    await runner.schedule('relock', {}, at(2_000), { key: 'relock:door', keep: true });
    expect(await countPending(db, 'relock')).toBe(1);
    clock.advance(2_000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(3_000);
    expect(await runner.runDue()).toBe(1);
    await runner.schedule('relock', {}, at(1_000), { key: 'relock:door' });
    await runner.cancel('relock:door');
    clock.advance(10_000);
    expect(await runner.runDue()).toBe(0);
    expect(ran).toBe(1);
  });

  it('retries a failing job later and gives up after the last attempt', async () => {
    const db = await testDb();
    const clock = manualClock();
    const runner = new JobRunner(db, quiet, { clock: clock.now, maxAttempts: 2 });
    let calls = 0;
    runner.handle('flaky', async () => {
      calls++;
      throw new Error('gateway away');
    });
    await runner.schedule('flaky', {}, clock.now());
    expect(await runner.runDue()).toBe(1);
    expect(await countPending(db, 'flaky')).toBe(1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await runner.runDue()).toBe(1);
    expect(calls).toBe(2);
    expect(await countPending(db, 'flaky')).toBe(0);
  });

  it('survives a restart: a job scheduled before it, or claimed by a runner that died, runs after it', async () => {
    // PGlite in a folder of its own (closed and opened again), or a PostgreSQL database and a new pool.
    const dir = mkdtempSync(join(tmpdir(), 'hemvakt-jobs-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const postgres = process.env.DATABASE_URL ? await openTestDb() : undefined;
    if (postgres) cleanups.push(postgres.drop);
    const open = async () => {
      const db = await openDb({ databaseUrl: postgres?.url, pgliteDir: dir });
      await migrate(db);
      return db;
    };
    const clock = manualClock();
    const before = await open();
    const first = new JobRunner(before, quiet, { clock: clock.now, leaseMs: 30_000 });
    const kind = `restart-${Date.now()}`;
    await first.schedule(kind, { n: 1 }, new Date(clock.now().getTime() + 10_000));
    await first.schedule(kind, { n: 2 }, clock.now());
    // The first server claims job 2 and dies before finishing it.
    first.handle(kind, () => new Promise(() => {}));
    void first.runDue();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await before.close();

    const after = await open();
    cleanups.push(() => after.close());
    const second = new JobRunner(after, quiet, { clock: clock.now });
    const ran: unknown[] = [];
    second.handle(kind, async (payload) => void ran.push(payload.n));
    clock.advance(10_000);
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual([1]);
    clock.advance(20_000);
    expect(await second.runDue()).toBe(1);
    expect(ran).toEqual([1, 2]);
    expect(await countPending(after, kind)).toBe(0);
  });
});
