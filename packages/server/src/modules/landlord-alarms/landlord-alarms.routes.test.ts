// The landlord's side of fire and water leak, on an injected clock: the alert comes after the landlord's
// delay (default or chosen) unless the alarm is cleared first by the sensor or a 'not real' answer; a
// 'real' answer alerts at once; the team (not other landlords, not the tenant) hears 'detected' and
// 'ok'; the overview counts the portfolio; notifications page by dateFrom and resolve with who and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitHazardReason } from '@hemvakt/contract/hazards';
import {
  getApartmentHazardReasons,
  getLandlordOverview,
  getMoreLandlordNotifications,
  resolveLandlordNotification,
} from '@hemvakt/contract/landlord-alarms';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildLandlordWithApartments, call, loginAs } from '../../../test/builders';
import { openLive, type LiveSocket } from '../../../test/live-socket';
import { apartmentWithSensors, manualClock, report, type HazardHome } from '../../../test/hazard-home';
import { hashPassword } from '../../lib/passwords';
import { createAccount } from '../accounts/accounts.service';

const clock = manualClock();
let t: TestApp;
let h: HazardHome;
let manager: { id: string; token: string };
let landlordLive: LiveSocket;
let managerLive: LiveSocket;
let tenantLive: LiveSocket;

beforeAll(async () => {
  t = await startTestApp({ demo: true }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The jobs run when the test says so (the clock only moves by hand).
  await t.app.hemvakt.jobs.stop();
  h = await apartmentWithSensors(t);
  const managerId = await createAccount(
    t.db,
    { email: `manager-${Date.now()}@example.com`, name: 'Maja Manager', emailVerified: true },
    await hashPassword('Correct-Horse-9'),
  );
  await t.db.query('UPDATE users SET is_landlord = true, landlord_id = $2 WHERE id = $1', [
    managerId,
    h.landlord.id,
  ]);
  manager = { id: managerId, token: await t.app.hemvakt.sessions.issue(managerId) };
  landlordLive = await openLive(t, h.landlord.token);
  managerLive = await openLive(t, manager.token);
  tenantLive = await openLive(t, h.tenant.token);
});
afterAll(async () => {
  for (const live of [landlordLive, managerLive, tenantLive]) live?.close();
  await t.close();
});

const runJobs = () => t.app.hemvakt.jobs.runDue();
const stored = () =>
  t.db.query<{ id: string; kind: string; created_at: Date }>(
    'SELECT id, kind, created_at FROM landlord_notifications ORDER BY created_at',
  );
const openHazard = async (deviceId: string) =>
  (
    await t.db.query<{ id: string }>(
      'SELECT id FROM hazard_events WHERE device_id = $1 AND cleared_at IS NULL',
      [deviceId],
    )
  )[0]!.id;
const answer = (hazardId: string, realAlarm: boolean) =>
  call(t, submitHazardReason, {
    token: h.tenant.token,
    params: { id: hazardId, userId: h.tenant.id },
    body: { realAlarm },
  });
const overview = (token = h.landlord.token, landlordId = h.landlord.id) =>
  call(t, getLandlordOverview, { token, params: { landlordId } });

describe("the landlord's fire and water-leak alerts", () => {
  it('alerts the team after the default water-leak delay of 60 s, not a moment before', async () => {
    const start = clock.now();
    await report(t, h.home, h.leakId, 'leak');
    clock.advance(59_999);
    await runJobs();
    expect(await stored()).toEqual([]);

    clock.advance(1);
    expect(await runJobs()).toBe(1);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at.getTime() - start.getTime()).toBe(60_000);
    for (const live of [landlordLive, managerLive]) {
      const detected = await live.next('landlord water leak detected');
      expect(detected.data.notification).toMatchObject({
        id: rows[0]!.id,
        kind: 'waterLeak',
        propertyId: h.apartmentId,
        propertyName: 'Lgh 1101',
        flatNumber: '1101',
        buildingName: 'Testgatan 1',
        deviceName: 'Leak Sensor',
        roomName: 'Kitchen',
        startTime: start.toISOString(),
        realAlarm: null,
        resolved: false,
      });
    }
    // The job ran once: nothing is left, and running again alerts nobody again.
    clock.advance(60_000);
    expect(await runJobs()).toBe(0);

    await report(t, h.home, h.leakId, 'dry');
    const ok = await managerLive.next('landlord water leak ok');
    expect((ok.data.notification as { clearedAt: string }).clearedAt).toBe(clock.now().toISOString());
    expect(tenantLive.messages.filter((m) => m.type.startsWith('landlord'))).toEqual([]);
  });

  it("never alerts when the tenant answers 'not a real alarm' within the delay, and shows the answer", async () => {
    clock.advance(1_000);
    await report(t, h.home, h.smokeId, 'smoke');
    const hazardId = await openHazard(h.smokeId);
    clock.advance(10_000);
    expect((await answer(hazardId, false)).status).toBe(200);
    clock.advance(600_000);
    expect(await runJobs()).toBe(0);
    expect(await stored()).toHaveLength(1);

    const reasons = await call(t, getApartmentHazardReasons, {
      token: h.landlord.token,
      params: { id: h.apartmentId },
    });
    expect(reasons.body[0]).toMatchObject({
      id: hazardId,
      kind: 'fire',
      realAlarm: false,
      answeredBy: 'Tove Tenant',
      clearedAt: null,
    });
    await report(t, h.home, h.smokeId, 'clear');
  });

  it("alerts at once on a 'real alarm' answer, with the answer", async () => {
    clock.advance(1_000);
    await report(t, h.home, h.smokeId, 'smoke');
    clock.advance(5_000);
    await answer(await openHazard(h.smokeId), true);
    expect(await runJobs()).toBe(1);
    const detected = await landlordLive.next('landlord fire detected');
    expect(detected.data.notification).toMatchObject({
      kind: 'fire',
      realAlarm: true,
      answeredBy: 'Tove Tenant',
    });
    expect((await stored()).map((n) => n.kind)).toEqual(['waterLeak', 'fire']);
    await report(t, h.home, h.smokeId, 'clear');
    await landlordLive.next('landlord fire ok');
  });

  it('never alerts when the sensor goes quiet within the delay; waits the shortest delay the team chose', async () => {
    clock.advance(1_000);
    await report(t, h.home, h.leakId, 'leak');
    clock.advance(30_000);
    await report(t, h.home, h.leakId, 'dry');
    clock.advance(60_000);
    expect(await runJobs()).toBe(0);
    expect(await stored()).toHaveLength(2);

    // Each team user has a delay of their own; the team hears after the shortest one.
    await t.db.query('UPDATE users SET fire_notification_delay = 120 WHERE id = $1', [h.landlord.id]);
    await t.db.query('UPDATE users SET fire_notification_delay = 60 WHERE id = $1', [manager.id]);
    await report(t, h.home, h.smokeId, 'smoke');
    clock.advance(59_000);
    expect(await runJobs()).toBe(0);
    clock.advance(1_000);
    expect(await runJobs()).toBe(1);
    expect(await stored()).toHaveLength(3);
    await report(t, h.home, h.smokeId, 'clear');
  });

  it("answers the overview of the landlord's portfolio to the team only", async () => {
    const answer = await overview();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      tenantsInPortfolio: 1,
      landlordPropertiesLength: 2,
      installedGateways: 1,
      landlordDevicesLength: 0,
      landlordDevicesInactive: 0,
      climaWarnings: [],
    });
    expect(answer.body.leakEvents).toHaveLength(2);
    expect(answer.body.fireEvents).toHaveLength(3);
    expect(answer.body.fireEvents[0]).toMatchObject({ propertyId: h.apartmentId, propertyName: 'Lgh 1101' });
    expect(answer.body.notifications.map((n: { kind: string }) => n.kind)).toEqual([
      'fire',
      'fire',
      'waterLeak',
    ]);
    expect((await overview(manager.token)).status).toBe(200);

    const other = await buildLandlordWithApartments(t);
    const otherToken = await loginAs(t, other.landlord);
    expect((await overview(otherToken)).status).toBe(403);
    expect((await overview(otherToken, other.landlord.id)).body.notifications).toEqual([]);
    expect((await overview(h.tenant.token)).status).toBe(403);
    const reasons = await call(t, getApartmentHazardReasons, {
      token: otherToken,
      params: { id: h.apartmentId },
    });
    expect(reasons.status).toBe(403);

    // A month later the events have left the overview's window.
    clock.advance(32 * 24 * 3600_000);
    expect((await overview()).body).toMatchObject({ fireEvents: [], leakEvents: [] });
  });

  it('pages notifications by dateFrom and resolves one with who and when, once', async () => {
    const [newest, middle, oldest] = (await overview()).body.notifications as Array<{
      id: string;
      createdAt: string;
    }>;
    const more = (dateFrom: string, token = h.landlord.token) =>
      call(t, getMoreLandlordNotifications, {
        token,
        params: { landlordId: h.landlord.id },
        body: { dateFrom },
      });
    expect((await more(newest!.createdAt)).body.map((n: { id: string }) => n.id)).toEqual([
      middle!.id,
      oldest!.id,
    ]);
    expect((await more(oldest!.createdAt)).body).toEqual([]);
    expect((await more('yesterday')).status).toBe(400);
    expect((await more(newest!.createdAt, h.tenant.token)).status).toBe(403);

    const resolve = (token: string, id = oldest!.id) =>
      call(t, resolveLandlordNotification, { token, params: { id }, body: { resolvedBy: 'Someone Else' } });
    const other = await buildLandlordWithApartments(t);
    expect((await resolve(await loginAs(t, other.landlord))).status).toBe(403);
    expect((await resolve(h.tenant.token)).status).toBe(403);
    expect((await resolve(manager.token, 'no-such-notification')).status).toBe(404);

    const resolved = await resolve(manager.token);
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      id: oldest!.id,
      resolved: true,
      resolvedBy: 'Maja Manager',
      resolvedAt: clock.now().toISOString(),
    });
    clock.advance(5_000);
    expect((await resolve(h.landlord.token)).body).toMatchObject({ resolvedBy: 'Maja Manager' });
    const listed = (await overview()).body.notifications.find((n: { id: string }) => n.id === oldest!.id);
    expect(listed).toMatchObject({ resolved: true, resolvedBy: 'Maja Manager' });
  });
});
