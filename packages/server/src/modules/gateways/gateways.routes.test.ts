// Gateway calls: credentials shown once that a zigbee2mqtt (here the simulator) connects with, re-keying,
// restart and removal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimulatedGateway } from '@hemvakt/simulator';
import {
  addGateway,
  addX5Gateway,
  findGatewayByMac,
  landlordAddGateway,
  landlordResetGateway,
  removeGateway,
  restartGateway,
  wasGatewayAdded,
  type GatewayCredentials,
} from '@hemvakt/contract/gateway';
import { getUserData } from '@hemvakt/contract/user-data';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { buildLandlordWithApartments, buildUser, call, loginAs } from '../../../test/builders';
import { openLive } from '../../../test/live-socket';
import { startSimulatedHome, waitFor } from '../../../test/simulated-home';
import * as rooms from '../rooms/rooms.repo';
import * as devices from '../devices/devices.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: true, mqttUrl: undefined }); // credentials are checked by the embedded broker
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const connectWith = async (c: GatewayCredentials) => {
  const gateway = new SimulatedGateway({
    url: t.app.hemvakt.devices.internalMqttUrl,
    baseTopic: c.baseTopic,
    username: c.username,
    password: c.password,
  });
  await gateway.start();
  return gateway;
};

describe('gateway calls', () => {
  it('adds a SEG-X3 and answers credentials and a zigbee2mqtt configuration that connect', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const params = { propertyId: owner.propertyId! };
    expect((await call(t, wasGatewayAdded, { token, params })).body).toMatchObject({
      added: false,
      active: false,
    });
    const res = await call(t, addGateway, { token, params, body: {} });
    expect(res.status).toBe(200);
    const credentials = res.body as GatewayCredentials;
    expect(credentials.password.length).toBeGreaterThanOrEqual(43);
    expect(credentials.configurationYaml).toContain(`base_topic: hemvakt/${credentials.gatewayId}`);
    expect(credentials.configurationYaml).toContain(`password: "${credentials.password}"`);
    expect(credentials.configurationYaml).toContain('availability:\n  enabled: true');
    expect((await call(t, addGateway, { token, params, body: {} })).body.error.code).toBe('GATEWAY_EXISTS');

    const live = await openLive(t, token);
    const gateway = await connectWith(credentials);
    await live.next('gateway connected');
    await live.next('gateway auth ok');
    const userData = await call(t, getUserData, { token, params: { userId: owner.id, ...params } });
    expect(userData.body[1][0]).toMatchObject({ gatewayActive: true, propertyGateway: { model: 'SEG-X3' } });
    await gateway.stop();
    const down = await live.next('gateway disconnected');
    expect(down.data.disconnectedAt).toBeGreaterThan(Date.now() - 5000);
    live.close();
  });

  it('finds a free SEG-X5 by MAC, adds it, and refuses the same MAC for another home', async () => {
    const [a, b] = [await buildUser(t), await buildUser(t)];
    const [ta, tb] = [await loginAs(t, a), await loginAs(t, b)];
    const mac = 'aa-bb-cc-00-11-22';
    expect((await call(t, findGatewayByMac, { token: ta, params: { mac } })).body).toEqual({
      found: true,
      model: 'SEG-X5',
    });
    const added = await call(t, addX5Gateway, {
      token: ta,
      params: { propertyId: a.propertyId! },
      body: { mac },
    });
    expect(added.body.model).toBe('SEG-X5');
    expect((await call(t, findGatewayByMac, { token: tb, params: { mac } })).body.found).toBe(false);
    const taken = await call(t, addX5Gateway, {
      token: tb,
      params: { propertyId: b.propertyId! },
      body: { mac },
    });
    expect(taken.body.error.code).toBe('GATEWAY_TAKEN');
    const bad = await call(t, findGatewayByMac, { token: ta, params: { mac: 'not-a-mac' } });
    expect(bad.status).toBe(400);
  });

  it("lets the landlord provision an apartment's gateway and re-key it: the old secret stops working at once", async () => {
    const { landlord, apartments } = await buildLandlordWithApartments(t);
    const token = await loginAs(t, landlord);
    const first = await call(t, landlordAddGateway, {
      token,
      params: { apartmentId: apartments[0]!.id },
      body: {},
    });
    expect(first.body.model).toBe('SEG-X5');
    const old = await connectWith(first.body);
    const second = await call(t, landlordResetGateway, { token, params: { id: first.body.gatewayId } });
    expect(second.body.password).not.toBe(first.body.password);
    await waitFor(() => !old.connected, 500, 'old connection closed'); // a moment, not the keep-alive
    await old.stop();
    await expect(connectWith(first.body)).rejects.toThrow();
    const gateway = await connectWith(second.body);
    await gateway.stop();
  });

  it('restarts the gateway: it goes offline and comes back', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    await startSimulatedHome(t, owner.propertyId!, []);
    const live = await openLive(t, token);
    expect(
      (await call(t, restartGateway, { token, params: { propertyId: owner.propertyId! } })).body,
    ).toEqual({
      ok: true,
    });
    await live.next('gateway disconnected', undefined, 5000);
    await live.next('gateway connected', undefined, 5000);
    live.close();
  });

  it('disconnects a removed gateway at once and forgets its retained messages', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const params = { propertyId: owner.propertyId! };
    const credentials = (await call(t, addGateway, { token, params, body: {} })).body as GatewayCredentials;
    const gateway = await connectWith(credentials);
    const retained = () =>
      t.db.query('SELECT topic FROM mqtt_retained WHERE topic LIKE $1', [`${credentials.baseTopic}/%`]);
    await waitFor(async () => (await retained()).length > 0, 3000, 'retained messages stored');
    expect((await call(t, removeGateway, { token, params })).body).toEqual({ ok: true });
    await waitFor(() => !gateway.connected, 500, 'connection closed');
    expect(await retained()).toEqual([]);
    await gateway.stop();
    await expect(connectWith(credentials)).rejects.toThrow();
  });

  it('removes the gateway with the devices and rooms of the home (Home Owner only)', async () => {
    const owner = await buildUser(t);
    const token = await loginAs(t, owner);
    const propertyId = owner.propertyId!;
    const roomId = await rooms.create(t.db, { propertyId, name: 'Hall', picture: 'h', roomClass: 'h' });
    const home = await startSimulatedHome(t, propertyId, [{ typeI: 'SmartPlug', name: 'Plug', roomId }]);
    expect((await call(t, removeGateway, { token, params: { propertyId } })).body).toEqual({ ok: true });
    expect(await devices.findById(t.db, home.deviceIds[0]!)).toBeUndefined();
    expect(await rooms.listByProperty(t.db, propertyId)).toEqual([]);
    expect((await call(t, wasGatewayAdded, { token, params: { propertyId } })).body.added).toBe(false);
    await waitFor(() => !home.sim.connected, 3000, 'simulator stopped');
  });
});
