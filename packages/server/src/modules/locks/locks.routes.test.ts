// The app's smart-lock calls against simulated locks: control that waits for the lock, a member held to
// their member key, keys (hashed secrets, form rules, active keys, notifications), the paged history
// log, and auto-lock by the lock itself or by the server's durable job.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeKeyNotification,
  controlSmartLock,
  createKey,
  getLockFeatures,
  keyDetails,
  keyLogs,
  listActiveKeys,
  listKeys,
  LOCK_LOG_PAGE,
  myKeys,
  saveLockFeatures,
} from '@hemvakt/contract/locks';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/builders';
import { buildLockHome, type LockHome } from '../../../test/lock-home';
import { waitFor } from '../../../test/simulated-home';
import * as devices from '../devices/devices.repo';
import { countPending } from '../../jobs/jobs.repo';

let t: TestApp;
let w: LockHome;
let now = Date.now();
const clock = { now: () => new Date(now) };

beforeAll(async () => {
  t = await startTestApp({ demo: true }, { clock });
  w = await buildLockHome(t);
});
afterAll(() => t.close());

const control = (ieee: string, switchgear: 'lock' | 'unlock', token = w.owner.token) =>
  call(t, controlSmartLock, {
    params: { propertyId: w.propertyId },
    token,
    body: { ieee, ep: 1, switchgear },
  });
const switchgearOf = async (id: string) => (await devices.findById(t.db, id))!.switchgear;

describe('lock control', () => {
  it('answers once the lock reports, and logs who did it', async () => {
    const res = await control(w.yale.ieee, 'unlock');
    expect([res.status, res.body]).toEqual([200, { switchgear: 'unlock' }]);
    expect(await switchgearOf(w.yale.id)).toBe('unlock');
    expect((await control(w.yale.ieee, 'lock')).status).toBe(200);
    const log = await call(t, keyLogs, { params: { ieee: w.yale.ieee, logCount: 0 }, token: w.owner.token });
    expect(log.body.slice(0, 2)).toMatchObject([
      { status: 'Anna Owner', switchgear: 'lock' },
      { status: 'Anna Owner', switchgear: 'unlock' },
    ]);
    expect(log.body[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('fails with "Could not open smart lock" when the gateway logs a failed set', async () => {
    w.home.sim.failNextSet(w.yale.ieee);
    const res = await control(w.yale.ieee, 'unlock');
    expect([res.status, res.body.error.message]).toEqual([504, 'Could not open smart lock']);
  });

  it('holds a member to their member key: no access refuses with the spec text', async () => {
    expect((await control(w.dana.ieee, 'unlock', w.member.token)).status).toBe(200);
    const created = await call(t, createKey, {
      params: { propertyId: w.propertyId },
      token: w.owner.token,
      body: { ieee: w.dana.ieee, keyName: 'Back door', userId: w.member.id, accessType: 'no_access' },
    });
    expect(created.status).toBe(200);
    expect(created.body.key).toMatchObject({ userId: w.member.id, userName: 'Erik Member' });
    const refused = await control(w.dana.ieee, 'lock', w.member.token);
    expect([refused.status, refused.body.error.message]).toEqual([
      403,
      "Sorry, you don't have the right permission to lock/unlock this door",
    ]);
    const own = await call(t, myKeys, { params: { id: w.member.id }, token: w.member.token });
    expect(own.body.map((k: { keyName: string }) => k.keyName)).toEqual(['Back door']);
  });
});

describe('keys', () => {
  it('creates a key whose secret is answered once and stored only as a hash', async () => {
    const res = await call(t, createKey, {
      params: { propertyId: w.propertyId },
      token: w.owner.token,
      body: {
        ieee: w.yale.ieee,
        keyName: '  Front door ',
        userId: null,
        userName: ' Cleaner ',
        accessType: 'always',
      },
    });
    expect(res.status).toBe(200);
    const { keyToken, key } = res.body;
    expect(keyToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(key).toMatchObject({ keyName: 'Front door', userName: 'Cleaner', timeZone: 'Europe/Stockholm' });
    const stored = await t.db.query('SELECT * FROM lock_keys WHERE id = $1', [key.id]);
    expect(JSON.stringify(stored)).not.toContain(keyToken);
    const listed = await call(t, listKeys, {
      params: { propertyId: w.propertyId, ieee: w.yale.ieee },
      token: w.owner.token,
    });
    expect(JSON.stringify(listed.body)).not.toContain(keyToken);
    expect(JSON.stringify(listed.body)).not.toContain('token');
    const one = await call(t, keyDetails, { params: { id: key.id }, token: w.owner.token });
    expect(one.body.id).toBe(key.id);
  });

  it('checks the form rules and names the fields', async () => {
    const create = (body: object) =>
      call(t, createKey, {
        params: { propertyId: w.propertyId },
        token: w.owner.token,
        body: { ieee: w.yale.ieee, keyName: 'Door', userId: null, userName: 'Guest', ...body },
      });
    const fields = async (body: object) =>
      ((await create(body)).body.error.details as { field: string }[]).map((i) => i.field).sort();
    expect(await fields({ accessType: 'recurring', startTime: '09:00', endTime: '12:00' })).toEqual([
      'appliedDays',
    ]);
    expect(
      await fields({
        accessType: 'temporary',
        startDate: '2030-01-02T10:00:00Z',
        endDate: '2030-01-01T10:00:00Z',
      }),
    ).toEqual(['endDate']);
    expect(
      await fields({
        accessType: 'temporary',
        startDate: '2030-01-01T10:00:00Z',
        endDate: '2051-01-01T10:00:00Z',
      }),
    ).toEqual(['endDate']);
    expect(await fields({ accessType: 'always', limitUses: true })).toEqual(['numOfUses']);
    expect(await fields({ accessType: 'always', keyName: '   ' })).toEqual(['keyName']);
    expect(await fields({ accessType: 'always', userName: '' })).toEqual(['userName']);
    expect(await fields({ accessType: 'sometimes' })).toEqual(['accessType']);
    const noAccess = await create({ accessType: 'no_access' });
    expect([noAccess.status, noAccess.body.error.code]).toEqual([400, 'KEY_NO_ACCESS_NEW_GUEST']);
    const stranger = await create({ accessType: 'always', userId: 'not-a-member' });
    expect(stranger.body.error.code).toBe('MEMBER_NOT_FOUND');
  });

  it('lists active keys only (not expired, not without access) and turns notifications off', async () => {
    const expired = await w.key({
      keyName: 'Old',
      accessType: 'temporary',
      startDate: new Date(Date.now() - 7_200_000).toISOString(),
      endDate: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const current = await w.key({ keyName: 'Current' });
    const params = { propertyId: w.propertyId, ieee: w.yale.ieee };
    const active = await call(t, listActiveKeys, { params, token: w.owner.token });
    const names = active.body.map((k: { keyName: string }) => k.keyName);
    expect(names).toContain('Current');
    expect(names).not.toContain('Old');
    expect(
      (await call(t, listKeys, { params, token: w.owner.token })).body.map((k: { id: string }) => k.id),
    ).toContain(expired.id);
    const off = await call(t, changeKeyNotification, {
      params,
      token: w.owner.token,
      body: { id: current.id, notification: false },
    });
    expect(off.status).toBe(200);
    expect(
      (await call(t, keyDetails, { params: { id: current.id }, token: w.owner.token })).body.sendNotification,
    ).toBe(false);
  });
});

describe('history log', () => {
  it('pages by offset, newest first, and ends with an empty page', async () => {
    const device = w.dana.id;
    await t.db.query('DELETE FROM lock_log WHERE device_id = $1', [device]);
    for (let i = 0; i < LOCK_LOG_PAGE + 5; i++) {
      await t.db.query(
        `INSERT INTO lock_log (device_id, status, switchgear, created_at) VALUES ($1, $2, 'unlock', now() - ($3 || ' minutes')::interval)`,
        [device, `Entry ${i}`, String(i)],
      );
    }
    const page = (offset: number) =>
      call(t, keyLogs, { params: { ieee: w.dana.ieee, logCount: offset }, token: w.owner.token });
    const first = await page(0);
    expect(first.body).toHaveLength(LOCK_LOG_PAGE);
    expect(first.body[0].status).toBe('Entry 0');
    const second = await page(LOCK_LOG_PAGE);
    expect(second.body.map((e: { status: string }) => e.status)).toEqual(
      [20, 21, 22, 23, 24].map((i) => `Entry ${i}`),
    );
    expect((await page(LOCK_LOG_PAGE + 5)).body).toEqual([]);
  });
});

describe('auto-lock', () => {
  const features = (ieee: string) =>
    call(t, getLockFeatures, { params: { propertyId: w.propertyId, ieee }, token: w.owner.token });
  const save = (ieee: string, autoLockEnabled: boolean, selectedAutoLockDelay: number) =>
    call(t, saveLockFeatures, {
      token: w.owner.token,
      body: { ieee, autoLockEnabled, selectedAutoLockDelay },
    });

  it('tells a lock that relocks itself its time: the 3 min option is 180 s', async () => {
    const saved = await save(w.yale.ieee, true, 3);
    expect(saved.body).toEqual({ autoLockEnabled: true, selectedAutoLockDelay: 3, byDevice: true });
    const simulated = () => w.home.sim.devices.find((d) => d.ieee === w.yale.ieee)!.state.auto_relock_time;
    await waitFor(() => simulated() === 180, 5000, 'auto_relock_time 180');
    await save(w.yale.ieee, false, 3);
    await waitFor(() => simulated() === 0, 5000, 'auto_relock_time 0');
    expect((await features(w.yale.ieee)).body.autoLockEnabled).toBe(false);
    expect((await save(w.yale.ieee, true, 6)).status).toBe(400);
  });

  it('locks any other lock with a durable job after the delay (default on, 5 min)', async () => {
    expect((await features(w.dana.ieee)).body).toEqual({
      autoLockEnabled: true,
      selectedAutoLockDelay: 5,
      byDevice: false,
    });
    await control(w.dana.ieee, 'unlock');
    await waitFor(async () => (await countPending(t.db, 'lock.auto-lock')) === 1, 5000, 'auto-lock job');
    // The app's own runner polls too: whichever runs the job, it runs once the delay has passed.
    now += 4 * 60_000;
    await t.app.hemvakt.jobs.runDue();
    expect(await switchgearOf(w.dana.id)).toBe('unlock');
    now += 60_000;
    await t.app.hemvakt.jobs.runDue();
    await waitFor(async () => (await switchgearOf(w.dana.id)) === 'lock', 5000, 'auto-locked');
    const log = await call(t, keyLogs, { params: { ieee: w.dana.ieee, logCount: 0 }, token: w.owner.token });
    expect(log.body[0]).toMatchObject({ status: 'Auto-lock', switchgear: 'lock' });

    // Turned off, an opening schedules nothing.
    await save(w.dana.ieee, false, 5);
    await control(w.dana.ieee, 'unlock');
    now += 10 * 60_000;
    await t.app.hemvakt.jobs.runDue();
    expect(await countPending(t.db, 'lock.auto-lock')).toBe(0);
    expect(await switchgearOf(w.dana.id)).toBe('unlock');
  });
});
