// Fire and water leak for residents with a simulated gateway: a smoke or leak sensor raises a hazard
// event armed or not, stored once; every member is notified (deviceSmoke / deviceWater) and asked on
// the live channel; check-action-required lists what waits for an answer until someone answers or the
// sensor goes quiet; only members answer, the first answer counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkActionRequired, submitHazardReason } from '@hemvakt/contract/hazards';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildMember, buildUser, call, loginAs } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { ownerWithHome, type HomeFixture } from '../../../test/home-fixture';
import { manualClock, report } from '../../../test/hazard-home';
import { countPending } from '../../jobs/jobs.repo';

const clock = manualClock();
let t: TestApp;
let fixture: HomeFixture;
const [SMOKE, LEAK] = [0, 1];

beforeAll(async () => {
  t = await startTestApp({ demo: true }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  fixture = await ownerWithHome(
    t,
    [
      ['SensorSmoke', 'Smoke Alarm'],
      ['SensorWaterLeak', 'Leak Sensor'],
    ],
    'Kitchen',
  );
});
afterAll(async () => {
  await fixture?.spy.close();
  await t.close();
});

const deviceId = (index: number) => fixture.home.deviceIds[index]!;
const owner = () => fixture.owner;
const needing = (token = fixture.token, userId = owner().id) =>
  call(t, checkActionRequired, { token, params: { userId } });
const events = () => t.db.query<{ id: string }>('SELECT id FROM hazard_events ORDER BY started_at');

describe('fire and water leak in a home', () => {
  it('raises a stored fire alarm while disarmed, notifies every member and asks them on the live channel', async () => {
    const member = await buildMember(t, owner().propertyId!);
    await t.db.query('UPDATE users SET push_when_alarm = false WHERE id = $1', [member.id]);
    const live = await openLive(t, member.token);

    await report(t, fixture.home, deviceId(SMOKE), 'smoke');

    const asked = await live.next('action required');
    expect(asked.data.hazard).toMatchObject({
      kind: 'fire',
      deviceName: 'Smoke Alarm',
      roomName: 'Kitchen',
      propertyId: owner().propertyId,
      clearedAt: null,
      realAlarm: null,
    });
    const note = await live.next('notification');
    expect((note.data as any).notification).toMatchObject({
      type: 'deviceSmoke',
      warningMessage: 'Fire alarm! Smoke Alarm in Kitchen detects smoke.',
    });
    const notified = await t.db.query<{ user_id: string }>(
      `SELECT user_id FROM notifications WHERE type = 'deviceSmoke'`,
    );
    expect(notified.map((r) => r.user_id).sort()).toEqual([owner().id, member.id].sort());
    expect((await events()).map((e) => e.id)).toEqual([(asked.data.hazard as { id: string }).id]);
    // A home without a landlord schedules nothing for one.
    expect(await countPending(t.db, 'landlord.hazard-alert')).toBe(0);

    const waiting = await needing();
    expect(waiting.status).toBe(200);
    expect(waiting.body.map((h: { id: string }) => h.id)).toEqual([(asked.data.hazard as { id: string }).id]);
    expect((await needing(member.token, member.id)).body).toHaveLength(1);
    live.close();
  });

  it('stops asking once the smoke is gone, and raises a new event on the next trip', async () => {
    const live = await openLive(t, fixture.token);
    await report(t, fixture.home, deviceId(SMOKE), 'clear');
    const cleared = await live.next('action required', (m) => (m.data as any).hazard.clearedAt !== null);
    expect(cleared.data.hazard).toMatchObject({ kind: 'fire', realAlarm: null });
    expect((await needing()).body).toEqual([]);

    await report(t, fixture.home, deviceId(SMOKE), 'smoke');
    expect(await events()).toHaveLength(2);
    await report(t, fixture.home, deviceId(SMOKE), 'clear');
    live.close();
  });

  it('takes the first answer of a member, tells the others and asks no more', async () => {
    const member = await buildMember(t, owner().propertyId!);
    const live = await openLive(t, member.token);
    clock.advance(5_000);
    await report(t, fixture.home, deviceId(LEAK), 'leak');
    const [leak] = (await needing()).body as Array<{ id: string; kind: string }>;
    expect(leak).toMatchObject({ kind: 'waterLeak' });
    const note = await live.next('notification', (m) => (m.data as any).notification.type === 'deviceWater');
    expect((note.data as any).notification.warningMessage).toBe(
      'Water leak! Leak Sensor in Kitchen detects water.',
    );

    const answered = await call(t, submitHazardReason, {
      token: member.token,
      params: { id: leak!.id, userId: member.id },
      body: { realAlarm: false },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      id: leak!.id,
      realAlarm: false,
      answeredBy: 'Mia Member',
      answeredAt: clock.now().toISOString(),
      clearedAt: null,
    });
    await live.next('action required', (m) => (m.data as any).hazard.realAlarm === false);
    expect((await needing()).body).toEqual([]);

    const later = await call(t, submitHazardReason, {
      token: fixture.token,
      params: { id: leak!.id, userId: owner().id },
      body: { realAlarm: true },
    });
    expect(later.body).toMatchObject({ realAlarm: false, answeredBy: 'Mia Member' });
    await report(t, fixture.home, deviceId(LEAK), 'dry');
    live.close();
  });

  it('lets only members answer, each for themselves, and names an unknown alarm', async () => {
    await report(t, fixture.home, deviceId(LEAK), 'leak');
    const [leak] = (await needing()).body as Array<{ id: string }>;
    const stranger = await buildUser(t);
    const strangerToken = await loginAs(t, stranger);
    const answer = (token: string, userId: string, id = leak!.id) =>
      call(t, submitHazardReason, { token, params: { id, userId }, body: { realAlarm: true } });

    expect((await answer(strangerToken, stranger.id)).status).toBe(403);
    expect((await answer(strangerToken, owner().id)).status).toBe(403);
    expect((await needing(strangerToken, owner().id)).status).toBe(403);
    expect((await needing(strangerToken, stranger.id)).body).toEqual([]);
    expect((await answer(fixture.token, owner().id, 'no-such-alarm')).body.error.code).toBe(
      'HAZARD_NOT_FOUND',
    );
    const bad = await call(t, submitHazardReason, {
      token: fixture.token,
      params: { id: leak!.id, userId: owner().id },
      body: { realAlarm: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect((await answer(fixture.token, owner().id)).body).toMatchObject({ realAlarm: true });
    await report(t, fixture.home, deviceId(LEAK), 'dry');
  });
});
