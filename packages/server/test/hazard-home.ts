// A landlord's apartment with a tenant and a simulated gateway holding a smoke and a water-leak sensor,
// a clock the test moves by hand, and a way to make a sensor report: the start of the fire and
// water-leak tests.
import type { TestApp } from './test-app';
import { buildLandlordWithApartments, buildUser, loginAs, type BuiltUser } from './builders';
import { startSimulatedHome, waitFor, type SimulatedHome } from './simulated-home';
import * as properties from '../src/modules/properties/properties.repo';
import * as rooms from '../src/modules/rooms/rooms.repo';
import * as devices from '../src/modules/devices/devices.repo';

export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
}

export function manualClock(start = Date.parse('2026-03-02T09:00:00Z')): ManualClock {
  let now = start;
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

export interface HazardHome {
  landlord: BuiltUser & { token: string };
  tenant: BuiltUser & { token: string };
  apartmentId: string;
  home: SimulatedHome;
  smokeId: string;
  leakId: string;
}

export async function apartmentWithSensors(t: TestApp): Promise<HazardHome> {
  const { landlord, apartments } = await buildLandlordWithApartments(t);
  const apartmentId = apartments[0]!.id;
  const tenant = await buildUser(t, { home: false, name: 'Tove Tenant' });
  await properties.addMember(t.db, apartmentId, tenant.id, 'Tenant');
  const roomId = await rooms.create(t.db, {
    propertyId: apartmentId,
    name: 'Kitchen',
    picture: 'kitchen',
    roomClass: 'kitchen',
  });
  const home = await startSimulatedHome(t, apartmentId, [
    { typeI: 'SensorSmoke', name: 'Smoke Alarm', roomId },
    { typeI: 'SensorWaterLeak', name: 'Leak Sensor', roomId },
  ]);
  return {
    landlord: { ...landlord, token: await loginAs(t, landlord) },
    tenant: { ...tenant, token: await loginAs(t, tenant) },
    apartmentId,
    home,
    smokeId: home.deviceIds[0]!,
    leakId: home.deviceIds[1]!,
  };
}

const STATUS = {
  smoke: 'Smoke Detected',
  clear: 'No Smoke Detected',
  leak: 'Water Leak Detected!',
  dry: 'No Water Leak Detected',
} as const;

/** Makes a sensor report and waits until the server has stored it and finished what it set off. */
export async function report(
  t: TestApp,
  home: SimulatedHome,
  deviceId: string,
  event: keyof typeof STATUS,
): Promise<void> {
  const ieee = (await devices.findById(t.db, deviceId))!.ieee!;
  home.sim.event(ieee, event);
  await waitFor(async () => (await devices.findById(t.db, deviceId))?.status === STATUS[event], 5000, event);
  await t.app.hemvakt.devices.bridge.idle();
}
