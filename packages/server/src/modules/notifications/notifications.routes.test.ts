// The inbox calls (spec 000 §7.2 'Notifications'): push token registration (registered again → updated),
// gradual loading newest first, mark read, remove one and all, a kept week with a retention job on an
// injectable clock, and someone else's ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteNotification,
  getNotificationPage,
  getPushPublicKey,
  markNotificationsRead,
  NOTIFICATION_HISTORY_MS,
  NOTIFICATION_PAGE_SIZE,
  registerPushToken,
  removeAllNotifications,
  removeOneNotification,
} from '@hemvakt/contract/notifications';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMember, buildUser, call, loginAs, type BuiltUser } from '../../../test/builders';
import { notifyMembers } from './notifications.service';
import * as repo from './notifications.repo';
import { RETENTION_INTERVAL_MS, RETENTION_JOB } from './inbox.service';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-02T10:00:00Z');
let t: TestApp;
let owner: BuiltUser;
let token: string;
let stranger: BuiltUser;
let strangerToken: string;

beforeAll(async () => {
  t = await startTestApp({}, { clock: { now: () => now } });
  owner = await buildUser(t, { name: 'Olle Owner' });
  token = await loginAs(t, owner);
  stranger = await buildUser(t, { name: 'Sven Stranger' });
  strangerToken = await loginAs(t, stranger);
});
afterAll(() => t.close());

const home = () => owner.propertyId!;

async function notify(user: BuiltUser, propertyId: string, message: string, at = now) {
  const [sent] = await notifyMembers(t.app.hemvakt, {
    propertyId,
    type: 'customimpNotification',
    data: { event: 'automation', automationName: 'Test', message },
    recipients: [{ user_id: user.id, language: 'EN' }],
  });
  await t.db.query('UPDATE notifications SET created_at = $2 WHERE id = $1', [sent!.id, at]);
  return sent!;
}

const page = (skip: number, as = token, userId = owner.id, propertyId = home()) =>
  call(t, getNotificationPage, { token: as, params: { userId, propertyId, skip } });

describe('the inbox', () => {
  it('loads a page at a time, newest first, with the unread count; older than a week is not shown', async () => {
    await notify(owner, home(), 'too old', new Date(now.getTime() - NOTIFICATION_HISTORY_MS - 1000));
    const sent = [];
    for (let i = 0; i < NOTIFICATION_PAGE_SIZE + 3; i++)
      sent.push(await notify(owner, home(), `n${i}`, new Date(now.getTime() - (100 - i) * 1000)));
    const first = await page(0);
    expect(first.status).toBe(200);
    expect(first.body.notifications.map((n: { id: string }) => n.id)).toEqual(
      sent
        .slice(-NOTIFICATION_PAGE_SIZE)
        .reverse()
        .map((n) => n.id),
    );
    expect(first.body).toMatchObject({ unread: NOTIFICATION_PAGE_SIZE + 3, more: true });
    expect(first.body.notifications[0]).toMatchObject({
      warningMessage: 'Test: n22',
      read: false,
      propertyId: home(),
      time: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/),
    });
    const second = await page(NOTIFICATION_PAGE_SIZE);
    expect(second.body.notifications.map((n: { warningMessage: string }) => n.warningMessage)).toEqual([
      'Test: n2',
      'Test: n1',
      'Test: n0',
    ]);
    expect(second.body.more).toBe(false);
  });

  it('marks the property’s notifications read', async () => {
    const res = await call(t, markNotificationsRead, {
      token,
      params: { userId: owner.id, propertyId: home() },
    });
    expect(res.body).toEqual({ ok: true, unread: 0 });
    expect((await page(0)).body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('removes one (both calls), then all; someone else’s ids are refused', async () => {
    const theirs = await notify(stranger, stranger.propertyId!, 'private');
    const [a, b] = (await page(0)).body.notifications as Array<{ id: string }>;

    // A stranger with the owner's ids, or with their own user id and the owner's notification.
    expect(
      (
        await call(t, removeOneNotification, {
          token: strangerToken,
          params: { userId: owner.id, id: a!.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, removeOneNotification, {
          token: strangerToken,
          params: { userId: stranger.id, id: a!.id },
        })
      ).status,
    ).toBe(403);
    expect((await call(t, deleteNotification, { token: strangerToken, params: { id: a!.id } })).status).toBe(
      403,
    );
    expect((await call(t, deleteNotification, { token, params: { id: theirs.id } })).status).toBe(403);
    expect((await page(0, strangerToken)).status).toBe(403);
    expect((await page(0, token, stranger.id, stranger.propertyId!)).status).toBe(403);
    expect((await page(0, strangerToken, stranger.id, home())).status).toBe(403);
    expect(
      (
        await call(t, markNotificationsRead, {
          token: strangerToken,
          params: { userId: owner.id, propertyId: home() },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, removeAllNotifications, {
          token: strangerToken,
          params: { userId: stranger.id, propertyId: home() },
        })
      ).status,
    ).toBe(403);
    expect(await repo.findById(t.db, a!.id)).toBeDefined();
    expect(await repo.findById(t.db, theirs.id)).toBeDefined();

    expect(
      (await call(t, removeOneNotification, { token, params: { userId: owner.id, id: a!.id } })).body,
    ).toEqual({ ok: true });
    expect((await call(t, deleteNotification, { token, params: { id: b!.id } })).body).toEqual({ ok: true });
    expect(await repo.findById(t.db, a!.id)).toBeUndefined();
    expect(await repo.findById(t.db, b!.id)).toBeUndefined();
    const missing = await call(t, deleteNotification, { token, params: { id: a!.id } });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);

    const all = await call(t, removeAllNotifications, {
      token,
      params: { userId: owner.id, propertyId: home() },
    });
    expect(all.body).toEqual({ ok: true });
    expect((await page(0)).body).toEqual({ notifications: [], unread: 0, more: false });
    expect(await repo.findById(t.db, theirs.id)).toBeDefined();
  });

  it('shows a member only their own notifications of the home', async () => {
    const member = await buildMember(t, home());
    await notify(owner, home(), 'for the owner');
    await notify(member, home(), 'for the member');
    const res = await page(0, member.token, member.id);
    expect(res.body.notifications.map((n: { warningMessage: string }) => n.warningMessage)).toEqual([
      'Test: for the member',
    ]);
  });
});

describe('the retention job', () => {
  it('deletes notifications older than a week, then runs again an hour later', async () => {
    const old = await notify(owner, home(), 'a week less an hour', new Date(now.getTime() - 7 * DAY + 1000));
    const fresh = await notify(owner, home(), 'six days', new Date(now.getTime() - 6 * DAY));
    // Scheduled at start; its next run is at most an hour later.
    now = new Date(now.getTime() + RETENTION_INTERVAL_MS);
    await t.app.hemvakt.jobs.runDue();
    expect(await repo.findById(t.db, old.id)).toBeUndefined();
    expect(await repo.findById(t.db, fresh.id)).toBeDefined();
    const [job] = await t.db.query<{ run_at: Date }>('SELECT run_at FROM jobs WHERE dedupe_key = $1', [
      RETENTION_JOB,
    ]);
    expect(job!.run_at.getTime()).toBe(now.getTime() + RETENTION_INTERVAL_MS);

    // A day later the six-day-old one has passed the week too.
    now = new Date(now.getTime() + DAY);
    await t.app.hemvakt.jobs.runDue();
    expect(await repo.findById(t.db, fresh.id)).toBeUndefined();
  });
});

describe('push token registration', () => {
  const subscription = (endpoint: string) =>
    JSON.stringify({ endpoint, keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'secret16bytes' } });
  const tokensOf = (userId: string) =>
    t.db.query<{ kind: string; role: string; token_key: string }>(
      'SELECT kind, role, token_key FROM push_tokens WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
  const register = (notificationToken: string, as = token, appUserId = owner.id, propertyId = home()) =>
    call(t, registerPushToken, {
      token: as,
      params: { propertyId },
      body: { notificationToken, appUserId, role: 'Home Owner' },
    });

  it('stores a Web Push subscription or an FCM token once; registering again updates it', async () => {
    expect((await register(subscription('https://push.example/a'))).body).toEqual({ ok: true });
    expect((await register(subscription('https://push.example/a'))).status).toBe(200);
    expect((await register('fcm-token:APA91bHun4MxP5egoKMwt2KZFBaFUH')).status).toBe(200);
    expect(await tokensOf(owner.id)).toEqual([
      { kind: 'webpush', role: 'Home Owner', token_key: 'https://push.example/a' },
      { kind: 'fcm', role: 'Home Owner', token_key: 'fcm-token:APA91bHun4MxP5egoKMwt2KZFBaFUH' },
    ]);
  });

  it('takes the role from the membership, not the body', async () => {
    const member = await buildMember(t, home());
    await call(t, registerPushToken, {
      token: member.token,
      params: { propertyId: home() },
      body: {
        notificationToken: subscription('https://push.example/m'),
        appUserId: member.id,
        role: 'Home Owner',
      },
    });
    expect(await tokensOf(member.id)).toEqual([
      { kind: 'webpush', role: 'House Member', token_key: 'https://push.example/m' },
    ]);
  });

  it('refuses a token that is neither, and someone else’s ids', async () => {
    const bad = await register('{"endpoint":"not a url"}');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await register(subscription('https://push.example/s'), strangerToken)).status).toBe(403);
    expect((await register(subscription('https://push.example/s'), strangerToken, stranger.id)).status).toBe(
      403,
    );
    expect(await tokensOf(stranger.id)).toEqual([]);
  });

  it('gives the VAPID public key to a logged-in user', async () => {
    const res = await call(t, getPushPublicKey, { token });
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await call(t, getPushPublicKey)).status).toBe(401);
  });
});
