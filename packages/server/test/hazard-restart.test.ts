// Durability of the landlord's alert (issue 6 item 8, DESIGN.md §6): the server goes down during the
// landlord's delay; the server started again on the same database alerts the landlord on time — at the
// first poll once the delay is over, by the clock the jobs run on — and exactly once, also across a
// further restart.
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openLive } from './live-socket';
import { waitFor } from './simulated-home';
import { openTestDb, startInstance, testConfig, type TestApp, type TestDb } from './test-app';
import { apartmentWithSensors, manualClock, report } from './hazard-home';

const config = testConfig({ demo: true, mqttUrl: undefined });
const clock = manualClock();
let testDb: TestDb;
let app: FastifyInstance | undefined;

const t = (): TestApp => ({ app: app!, db: testDb.db, config, close: async () => {} });
const alerts = () =>
  testDb.db.query<{ id: string; created_at: Date }>('SELECT id, created_at FROM landlord_notifications');

async function restart(): Promise<void> {
  await app?.close();
  app = await startInstance(config, testDb.db, { clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
}

afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

describe('the landlord alert across a restart', () => {
  it('fires once, on time, after the server went down during the delay', async () => {
    testDb = await openTestDb();
    await restart();
    const h = await apartmentWithSensors(t());
    const trippedAt = clock.now().getTime();
    await report(t(), h.home, h.leakId, 'leak');
    clock.advance(30_000);
    await app!.hemvakt.jobs.runDue();
    expect(await alerts()).toEqual([]);

    // Down in the middle of the 60 s delay, up again on the same data.
    await restart();
    const live = await openLive(t(), h.landlord.token);
    clock.advance(29_999);
    await app!.hemvakt.jobs.runDue();
    expect(await alerts()).toEqual([]);

    // The server's own poll (every second) finds it due once the delay is over.
    clock.advance(1);
    const alert = await waitFor(async () => (await alerts())[0], 3_000, 'the alert');
    expect(alert!.created_at.getTime() - trippedAt).toBe(60_000);
    const detected = await live.next('landlord water leak detected');
    expect((detected.data.notification as { id: string }).id).toBe(alert!.id);
    live.close();

    await restart();
    clock.advance(3_600_000);
    await app!.hemvakt.jobs.runDue(); // other jobs (the inbox's hourly clean-up) may be due by now
    expect((await alerts()).map((a) => a.id)).toEqual([alert!.id]);
  }, 60_000);
});
