// Cluster mode: two server instances on one PostgreSQL and the machine's broker. A leak in a landlord's
// apartment raises one hazard event, notifies each member once and alerts the landlord once, whichever
// instances take the report and run the job; the same change handed to both instances is stored once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import type { TestApp } from '../test-app';
import { waitFor } from '../simulated-home';
import { apartmentWithSensors, report, type HazardHome } from '../hazard-home';
import * as devices from '../../src/modules/devices/devices.repo';
import { startTestCluster, type TestCluster } from './test-cluster';

let cluster: TestCluster;
let db: Db;
let a: TestApp;
let b: TestApp;
let h: HazardHome;

beforeAll(async () => {
  cluster = await startTestCluster(2, { demo: true });
  [a, b] = cluster.instances as [TestApp, TestApp];
  ({ db } = a);
  h = await apartmentWithSensors(a);
});

afterAll(async () => {
  await cluster?.close();
});

const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('fire and water leak on two server instances', () => {
  it('stores one event per trip, notifies once and alerts the landlord once', async () => {
    await b.app.hemvakt.devices.bridge.idle();
    await report(a, h.home, h.leakId, 'leak');
    await b.app.hemvakt.devices.bridge.idle();
    expect(await count('hazard_events WHERE device_id = $1', [h.leakId])).toBe(1);
    expect(await count(`notifications WHERE type = 'deviceWater'`)).toBe(1);

    const [hazard] = await db.query<{ id: string }>('SELECT id FROM hazard_events WHERE device_id = $1', [
      h.leakId,
    ]);
    await db.query(`UPDATE jobs SET run_at = now() WHERE dedupe_key = $1`, [`landlord-alert:${hazard!.id}`]);
    await Promise.all([a.app.hemvakt.jobs.runDue(), b.app.hemvakt.jobs.runDue()]);
    await waitFor(async () => (await count('landlord_notifications')) > 0, 5000, 'the alert');
    await Promise.all([a.app.hemvakt.jobs.runDue(), b.app.hemvakt.jobs.runDue()]);
    expect(await count('landlord_notifications')).toBe(1);
    await report(a, h.home, h.leakId, 'dry');
  });

  it('stores the same change handed to both instances once', async () => {
    const row = (await devices.findById(db, h.smokeId))!;
    const change = {
      row,
      before: { ...devices.fieldsOf(row), status: 'No Smoke Detected' },
      after: { ...devices.fieldsOf(row), status: 'Smoke Detected' },
      revision: row.revision + 100,
    };
    await Promise.all([
      a.app.hemvakt.hazards.onDeviceChange(change),
      b.app.hemvakt.hazards.onDeviceChange(change),
    ]);
    expect(await count('hazard_events WHERE device_id = $1', [h.smokeId])).toBe(1);
    expect(await count(`notifications WHERE type = 'deviceSmoke'`)).toBe(1);
  });
});
