// The demo tenant's apartment: rooms and a simulated gateway of the landlord's with a smoke, a
// water-leak and a temperature sensor, so `POST /api/dev/simulate` can start and stop a fire or a leak
// as the tenant and show the whole alarm pipeline up to the landlord.
import type { Db } from '../db/db';
import * as rooms from '../modules/rooms/rooms.repo';
import { createSimulatedGateway } from './demo-devices';

const APARTMENT_ROOMS = [
  { name: 'Kitchen', picture: 'kitchen', roomClass: 'kitchen' },
  { name: 'Bathroom', picture: 'bathroom', roomClass: 'bathroom' },
  { name: 'Living room', picture: 'living-room', roomClass: 'living' },
];

/** [typeI, name, room name] */
const APARTMENT_SENSORS: [string, string, string][] = [
  ['SensorSmoke', 'Smoke Alarm', 'Kitchen'],
  ['SensorWaterLeak', 'Leak Sensor', 'Bathroom'],
  ['SensorTemperatureIndoor', 'Thermometer', 'Living room'],
];

export async function seedDemoApartment(db: Db, opts: { propertyId: string; serverKey: string }) {
  const roomIds = new Map<string, string>();
  for (const room of APARTMENT_ROOMS)
    roomIds.set(room.name, await rooms.create(db, { propertyId: opts.propertyId, ...room }));
  await createSimulatedGateway(db, {
    propertyId: opts.propertyId,
    serverKey: opts.serverKey,
    landlordsDevices: true,
    devices: APARTMENT_SENSORS.map(([typeI, name, room]) => ({
      typeI,
      name,
      roomId: roomIds.get(room) ?? null,
    })),
  });
}
