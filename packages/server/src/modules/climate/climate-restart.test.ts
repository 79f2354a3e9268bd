// Climate warnings across a server restart: the time out of range and its durable check are kept, so the
// warning is raised once, at the end of the delay counted from before the restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DAY_MS } from '@hemvakt/contract/climate';
import { countPending } from '../../jobs/jobs.repo';
import { buildLandlordWithApartments } from '../../../test/builders';
import { startSimulatedHome, waitFor } from '../../../test/simulated-home';
import { openTestDb, startInstance, testConfig, type TestApp, type TestDb } from '../../../test/test-app';
import * as devices from '../devices/devices.repo';
import { CLIMATE_CHECK_JOB, climateWarningsSince } from './climate.service';
import * as repo from './climate.repo';

const config = testConfig({ demo: true });
let now = Date.parse('2026-02-01T12:00:00Z');
const clock = { now: () => new Date(now) };
let testDb: TestDb;
let app: FastifyInstance;

const t = (): TestApp => ({ app, db: testDb.db, config, close: async () => {} });

beforeAll(async () => {
  testDb = await openTestDb();
  app = await startInstance(config, testDb.db, { clock });
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

describe('climate warnings across a restart', () => {
  it('raises the warning once, at the end of the delay counted from before the restart', async () => {
    const { landlord, apartments } = await buildLandlordWithApartments(t());
    const propertyId = apartments[0]!.id;
    const home = await startSimulatedHome(t(), propertyId, [
      { typeI: 'SensorTemperatureIndoor', name: 'Bedroom', roomId: null },
    ]);
    const ieee = (await devices.findById(testDb.db, home.deviceIds[0]!))!.ieee!;
    const since = now;
    home.sim.report(ieee, { temperature: 14 });
    await waitFor(async () => (await repo.findOpen(testDb.db, propertyId))?.side === 'below', 5000, 'below');
    await waitFor(async () => (await countPending(testDb.db, CLIMATE_CHECK_JOB)) === 1, 5000, 'check job');

    await app.close();
    now += DAY_MS;
    app = await startInstance(config, testDb.db, { clock });
    expect(await countPending(testDb.db, CLIMATE_CHECK_JOB)).toBe(1);
    await app.hemvakt.jobs.runDue();
    expect(await climateWarningsSince(testDb.db, landlord.id, new Date(0))).toEqual([]);

    // The durable check alone raises it, judged on the last reading kept in the database.
    now = since + 2 * DAY_MS;
    await app.hemvakt.jobs.runDue();
    const raised = await climateWarningsSince(testDb.db, landlord.id, new Date(0));
    expect(raised).toMatchObject([
      { outOfRangeSince: since, startTime: since + 2 * DAY_MS, type: 'below', temperature: 14 },
    ]);
    expect(await countPending(testDb.db, CLIMATE_CHECK_JOB)).toBe(0);
  });
});
