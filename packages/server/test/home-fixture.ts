// A new Home Owner whose home has one room and a running simulated gateway with the given devices in it,
// with a spy on what the server sends to the gateway: the start of most device, scene and alarm tests.
import type { TestApp } from './test-app';
import { buildUser, loginAs, type BuiltUser } from './builders';
import { startSimulatedHome, type SimulatedHome } from './simulated-home';
import { spyOnGateway, type GatewaySpy } from './gateway-spy';
import * as rooms from '../src/modules/rooms/rooms.repo';

export interface HomeFixture {
  owner: BuiltUser;
  token: string;
  roomId: string;
  home: SimulatedHome;
  spy: GatewaySpy;
}

export async function ownerWithHome(
  t: TestApp,
  devices: Array<[typeI: string, name: string]>,
  roomName = 'Hall',
): Promise<HomeFixture> {
  const owner = await buildUser(t, { name: 'Olle Owner' });
  const token = await loginAs(t, owner);
  const roomId = await rooms.create(t.db, {
    propertyId: owner.propertyId!,
    name: roomName,
    picture: 'hall',
    roomClass: 'hall',
  });
  const home = await startSimulatedHome(
    t,
    owner.propertyId!,
    devices.map(([typeI, name]) => ({ typeI, name, roomId })),
  );
  return { owner, token, roomId, home, spy: await spyOnGateway(t, home.gatewayId) };
}
