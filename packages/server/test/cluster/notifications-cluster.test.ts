// Notifications in cluster mode: both instances hear a gateway's bridge state, yet its members get one
// notification per disconnect; both instances schedule the inbox's retention job, yet one job is pending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../builders';
import { waitFor, type SimulatedHome } from '../simulated-home';
import type { TestApp } from '../test-app';
import { startFrontDoorCluster, type TestCluster } from './test-cluster';
import * as gateways from '../../src/modules/gateways/gateways.repo';
import { RETENTION_JOB } from '../../src/modules/notifications/inbox.service';

let cluster: TestCluster;
let a: TestApp;
let b: TestApp;
let owner: BuiltUser;
let home: SimulatedHome;
let idle: () => Promise<unknown>;

beforeAll(async () => {
  ({ cluster, a, b, owner, home, idle } = await startFrontDoorCluster());
});
afterAll(() => cluster.close());
const disconnectNotes = () =>
  a.db.query(`SELECT id FROM notifications WHERE user_id = $1 AND data->>'event' = 'gatewayDisconnected'`, [
    owner.id,
  ]);

describe('notifications in cluster mode', () => {
  it('notifies a gateway disconnect once, though both instances handle the bridge state', async () => {
    await home.sim.stop();
    await waitFor(async () => !(await gateways.findById(a.db, home.gatewayId))?.active, 5000, 'offline');
    await waitFor(async () => (await disconnectNotes()).length >= 1, 5000, 'the notification');
    await idle();
    expect(await disconnectNotes()).toHaveLength(1);

    await home.sim.start();
    await waitFor(async () => (await gateways.findById(a.db, home.gatewayId))?.active, 5000, 'online');
    await home.sim.stop();
    await waitFor(async () => (await disconnectNotes()).length >= 2, 5000, 'the second notification');
    await idle();
    expect(await disconnectNotes()).toHaveLength(2);
  });

  it('keeps one retention job for the cluster', async () => {
    const jobs = await b.db.query('SELECT id FROM jobs WHERE dedupe_key = $1', [RETENTION_JOB]);
    expect(jobs).toHaveLength(1);
  });
});
