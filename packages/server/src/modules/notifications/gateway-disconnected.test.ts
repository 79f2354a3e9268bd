// A gateway that goes offline notifies the home's owners who have 'notification when the gateway
// disconnects' on — once per disconnect, even when the offline report is handled twice at the same time
// (two instances of a cluster), and not those who turned it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNotifyGatewayDisconnects } from '@hemvakt/contract/account';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildUser, call, loginAs } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { startSimulatedHome, waitFor } from '../../../test/simulated-home';
import * as properties from '../properties/properties.repo';
import * as gateways from '../gateways/gateways.repo';
import { gatewayHandlers } from '../gateways/gateway-handlers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ demo: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const disconnectNotes = (propertyId: string) =>
  t.db.query<{ user_id: string; warning_message: string }>(
    `SELECT user_id, warning_message FROM notifications
      WHERE property_id = $1 AND data->>'event' = 'gatewayDisconnected' ORDER BY created_at`,
    [propertyId],
  );

describe('gateway disconnected', () => {
  it('notifies the owners with the setting on, once, in their language', async () => {
    const owner = await buildUser(t, { name: 'Olle Owner' });
    const token = await loginAs(t, owner);
    const propertyId = owner.propertyId!;
    const tenant = await buildUser(t, { home: false, name: 'Tove Tenant' });
    await properties.addMember(t.db, propertyId, tenant.id, 'Tenant');
    await t.db.query(`UPDATE users SET language = 'SE' WHERE id = $1`, [tenant.id]);
    const quiet = await buildUser(t, { home: false, name: 'Kim Quiet' });
    await properties.addMember(t.db, propertyId, quiet.id, 'Tenant');
    const quietToken = await loginAs(t, quiet);
    expect(
      (
        await call(t, setNotifyGatewayDisconnects, {
          token: quietToken,
          params: { propertyId },
          body: { setting: false },
        })
      ).body,
    ).toEqual({ ok: true });

    const home = await startSimulatedHome(t, propertyId, [
      { typeI: 'SensorSmoke', name: 'Smoke', roomId: null },
    ]);
    const live = await openLive(t, token);
    await home.sim.stop();
    const note = await live.next('notification', undefined, 5000);
    expect((note.data as any).notification).toMatchObject({
      type: 'alarmStatus',
      data: { event: 'gatewayDisconnected', propertyName: 'My home' },
      warningMessage:
        'The gateway of My home has disconnected. The alarm and devices cannot be reached until it is back.',
    });
    await waitFor(async () => (await disconnectNotes(propertyId)).length === 2);
    const notes = await disconnectNotes(propertyId);
    expect(notes.map((n) => n.user_id).sort()).toEqual([owner.id, tenant.id].sort());
    expect(notes.find((n) => n.user_id === tenant.id)!.warning_message).toBe(
      'Gatewayen i My home har kopplats från. Larmet och enheterna nås inte förrän den är tillbaka.',
    );
    live.close();
  });

  it('handles the same offline report from two instances at once with one notification each', async () => {
    const owner = await buildUser(t, { name: 'Olle Owner' });
    const propertyId = owner.propertyId!;
    const home = await startSimulatedHome(t, propertyId, [
      { typeI: 'SensorSmoke', name: 'Smoke', roomId: null },
    ]);
    await home.sim.drop();
    await waitFor(async () => !(await gateways.findById(t.db, home.gatewayId))?.active, 5000, 'offline');
    await waitFor(async () => (await disconnectNotes(propertyId)).length === 1);

    // Back online, then two instances both handle the next offline report.
    await gateways.setOnline(t.db, home.gatewayId, true);
    const instance = () =>
      gatewayHandlers({ ...t.app.hemvakt, addFlow: () => t.app.hemvakt.devices.addFlow });
    await Promise.all([
      instance().bridgeState(home.gatewayId, false),
      instance().bridgeState(home.gatewayId, false),
    ]);
    expect(await disconnectNotes(propertyId)).toHaveLength(2);
  });

  it('notifies nobody when the setting is off', async () => {
    const owner = await buildUser(t, { name: 'Olle Owner' });
    const token = await loginAs(t, owner);
    const propertyId = owner.propertyId!;
    await call(t, setNotifyGatewayDisconnects, { token, params: { propertyId }, body: { setting: false } });
    const home = await startSimulatedHome(t, propertyId, [
      { typeI: 'SensorSmoke', name: 'Smoke', roomId: null },
    ]);
    await home.sim.stop();
    await waitFor(async () => !(await gateways.findById(t.db, home.gatewayId))?.active, 5000, 'offline');
    await t.app.hemvakt.devices.bridge.idle();
    expect(await disconnectNotes(propertyId)).toEqual([]);
  });
});
