// The public key link against a simulated lock: the server decides every request from the key's rules,
// answers why it refuses, logs each use with the key's name, tells the owners, and the link reaches its
// own lock and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, localTime } from '@hemvakt/contract/key-access';
import {
  deleteKey,
  keyLock,
  keyLogs,
  keyPageDetails,
  keyUnlock,
  reinviteKey,
  updateKey,
} from '@hemvakt/contract/locks';
import { listDevices } from '@hemvakt/contract/devices';
import type { BusEvent } from '../../live/event-bus';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { call } from '../../../test/builders';
import { buildLockHome, type LockHome } from '../../../test/lock-home';
import * as devices from '../devices/devices.repo';

let t: TestApp;
let w: LockHome;

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  w = await buildLockHome(t);
});
afterAll(() => t.close());

const details = (token: string) => call(t, keyPageDetails, { params: { token } });
const unlock = (token: string) => call(t, keyUnlock, { params: { token } });
const lock = (token: string) => call(t, keyLock, { params: { token } });
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

describe('key link', () => {
  it('opens and closes its lock, logs each use with the key name and tells the owner', async () => {
    const key = await w.key({ keyName: 'Cleaner door', sendNotification: true });
    const heard: BusEvent[] = [];
    const stop = t.app.hemvakt.bus.subscribe((event) => heard.push(event));
    const page = await details(key.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      keyName: 'Cleaner door',
      online: true,
      refusal: null,
      accessType: 'always',
    });
    expect(JSON.stringify(page.body)).not.toMatch(/Anna|propertyId|ieee|token/);

    const opened = await unlock(key.token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ switchgear: 'unlock' });
    expect((await devices.findById(t.db, w.yale.id))!.switchgear).toBe('unlock');
    expect((await details(key.token)).body.switchgear).toBe('unlock');
    expect((await lock(key.token)).body).toEqual({ switchgear: 'lock' });
    stop();

    const log = await call(t, keyLogs, { params: { ieee: w.yale.ieee, logCount: 0 }, token: w.owner.token });
    expect(
      log.body.slice(0, 2).map((e: { status: string; switchgear: string }) => [e.status, e.switchgear]),
    ).toEqual([
      ['Cleaner door', 'lock'],
      ['Cleaner door', 'unlock'],
    ]);
    const notices = heard.filter((e) => e.kind === 'live' && e.message.type === 'notification');
    expect(
      notices.map((e) => e.kind === 'live' && [e.userId, e.message.data.keyName, e.message.data.switchgear]),
    ).toEqual([
      [w.owner.id, 'Cleaner door', 'unlock'],
      [w.owner.id, 'Cleaner door', 'lock'],
    ]);
  });

  it('says no, with the reason, outside a temporary window, on other days, outside the hours', async () => {
    const later = await w.key({
      accessType: 'temporary',
      startDate: hoursFromNow(2),
      endDate: hoursFromNow(5),
    });
    const over = await w.key({
      accessType: 'temporary',
      startDate: hoursFromNow(-5),
      endDate: hoursFromNow(-1),
    });
    const now = await w.key({
      accessType: 'temporary',
      startDate: hoursFromNow(-1),
      endDate: hoursFromNow(1),
    });
    const local = localTime(new Date(), 'Europe/Stockholm');
    const otherDays = WEEKDAYS.filter((d) => d !== local.weekday);
    const notToday = await w.key({
      accessType: 'recurring',
      appliedDays: otherDays,
      startTime: '00:00',
      endTime: '23:59',
    });
    // Two hours from now until three hours from now (wrapping past midnight when needed): not now.
    const notNow = await w.key({
      accessType: 'recurring',
      appliedDays: [...WEEKDAYS],
      startTime: hhmm(local.minute + 120),
      endTime: hhmm(local.minute + 180),
    });
    const refusals = [
      [later, 'KEY_NOT_STARTED', 'not_started'],
      [over, 'KEY_EXPIRED', 'expired'],
      [notToday, 'KEY_WRONG_DAY', 'wrong_day'],
      [notNow, 'KEY_OUTSIDE_HOURS', 'outside_hours'],
    ] as const;
    for (const [key, code, reason] of refusals) {
      const res = await unlock(key.token);
      expect([res.status, res.body.error.code, res.body.error.details]).toEqual([403, code, { reason }]);
      expect((await details(key.token)).body.refusal).toBe(reason);
    }
    expect((await unlock(now.token)).status).toBe(200);
  });

  it('counts uses per term: 50 parallel unlocks against a limit of 2 open the door twice', async () => {
    const key = await w.key({ limitUses: true, numOfUses: 2, limitTerm: 'weekly' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => unlock(key.token)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(
      answers.filter((a) => a.status !== 200).every((a) => a.body.error.code === 'KEY_USES_EXHAUSTED'),
    ).toBe(true);
    expect((await details(key.token)).body).toMatchObject({ refusal: 'uses_exhausted', usesLeft: 0 });
    // Locking still works: it is never a use.
    expect((await lock(key.token)).status).toBe(200);
  }, 60_000);

  it('stops working at once when revoked, or set to no access; a re-invite replaces the link', async () => {
    const key = await w.key({});
    expect((await unlock(key.token)).status).toBe(200);
    const params = { propertyId: w.propertyId };
    await call(t, updateKey, {
      params,
      token: w.owner.token,
      body: { id: key.id, keyName: 'Front door', userId: null, userName: 'Cleaner', accessType: 'no_access' },
    });
    expect((await unlock(key.token)).body.error.code).toBe('KEY_NO_ACCESS');

    const guest = await w.key({});
    const renewed = await call(t, reinviteKey, { params, token: w.owner.token, body: { id: guest.id } });
    expect(renewed.body.keyToken).not.toBe(guest.token);
    expect((await details(guest.token)).body.error.code).toBe('KEY_NOT_FOUND');
    expect((await unlock(renewed.body.keyToken)).status).toBe(200);

    expect((await call(t, deleteKey, { params, token: w.owner.token, body: { id: guest.id } })).status).toBe(
      200,
    );
    const refused = await unlock(renewed.body.keyToken);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'KEY_REVOKED']);
    expect(refused.body.error.message).toBe('This key has been revoked by the owner');
  });

  it('reaches its own lock and nothing else', async () => {
    const key = await w.key({}, w.dana);
    const before = (await devices.findById(t.db, w.yale.id))!.switchgear;
    expect((await unlock(key.token)).status).toBe(200);
    expect((await devices.findById(t.db, w.dana.id))!.switchgear).toBe('unlock');
    expect((await devices.findById(t.db, w.yale.id))!.switchgear).toBe(before);
    // The secret is no login: as a bearer token it opens no call of the app.
    const asBearer = await call(t, listDevices, { params: { propertyId: w.propertyId }, token: key.token });
    expect(asBearer.status).toBe(401);
    const logs = await call(t, keyLogs, { params: { ieee: w.dana.ieee, logCount: 0 }, token: key.token });
    expect(logs.status).toBe(401);
    // Malformed and unknown secrets: 400 naming the field, 404.
    expect((await details('short')).body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await unlock('A'.repeat(43))).body.error.code).toBe('KEY_NOT_FOUND');
  });

  it('answers "Could not open smart lock" when the lock fails, and gives the use back', async () => {
    const key = await w.key({ limitUses: true, numOfUses: 1, limitTerm: 'daily' });
    w.home.sim.failNextSet(w.yale.ieee);
    const failed = await unlock(key.token);
    expect([failed.status, failed.body.error.code, failed.body.error.message]).toEqual([
      504,
      'LOCK_COMMAND_FAILED',
      'Could not open smart lock',
    ]);
    expect((await details(key.token)).body.usesLeft).toBe(1);
    expect((await unlock(key.token)).status).toBe(200);
  });
});

describe('key link rate limit', () => {
  it('answers 429 with Retry-After beyond the limit per link, and per client over all links', async () => {
    const limited = await startTestApp({ demo: true, keyRateLimitMax: 3 });
    try {
      const home = await buildLockHome(limited);
      const [a, b] = [await home.key({}), await home.key({})];
      const get = (token: string) => call(limited, keyPageDetails, { params: { token } });
      for (let i = 0; i < 3; i++) expect((await get(a.token)).status).toBe(200);
      const over = await get(a.token);
      expect(over.status).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another link still answers, until the client has used its own budget (twice the link's).
      expect((await get(b.token)).status).toBe(200);
      expect((await get(b.token)).status).toBe(200);
      expect((await get(b.token)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
