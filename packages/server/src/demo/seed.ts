// The demo of `npm start`: a home with rooms and a simulated gateway with devices (and a summer cabin), its owner and a member, a landlord with a building of
// apartments and a tenant (whose apartment has a smoke, a leak and a temperature sensor), and a pending invitation and landlord registration in the demo mailbox.
// Runs once per database.
import type { Deps } from '../deps';
import { one } from '../db/db';
import { hashPassword } from '../lib/passwords';
import { createAccount } from '../modules/accounts/accounts.service';
import * as properties from '../modules/properties/properties.repo';
import * as rooms from '../modules/rooms/rooms.repo';
import * as buildings from '../modules/buildings/buildings.repo';
import { inviteHouseMember } from '../modules/invitations/invitations.service';
import { inviteLandlord } from '../modules/landlord-registration/landlord-registration.service';
import { seedDemoDevices } from './demo-devices';
import { seedDemoLocks } from './demo-locks';
import { seedDemoHomeAutomation } from './demo-home-automation';
import { seedDemoApartment } from './demo-apartment';

export const DEMO_ACCOUNTS = {
  owner: 'owner@demo.hemvakt.se',
  member: 'member@demo.hemvakt.se',
  tenant: 'tenant@demo.hemvakt.se',
  landlord: 'landlord@demo.hemvakt.se',
} as const;

const DEMO_ROOMS = [
  { name: 'Living room', picture: 'living-room', roomClass: 'living' },
  { name: 'Kitchen', picture: 'kitchen', roomClass: 'kitchen' },
  { name: 'Bedroom', picture: 'bedroom', roomClass: 'bedroom' },
  { name: 'Hall', picture: 'hall', roomClass: 'hall' },
];

const CABIN_ROOMS = [
  { name: 'Cabin', picture: 'living-room', roomClass: 'living' },
  { name: 'Sauna', picture: 'bathroom', roomClass: 'bathroom' },
];

/** Seeds the demo unless this database already has it; answers whether it seeded now. */
export async function seedDemo(deps: Deps): Promise<boolean> {
  const { db, config } = deps;
  if (await one(db, `SELECT 1 FROM app_meta WHERE key = 'demo_seeded'`)) return false;
  const passwordHash = await hashPassword(config.demoPassword);
  const account = (email: string, name: string, phone: string, landlord?: { companyName: string }) => ({
    email,
    name,
    phone,
    emailVerified: true,
    language: 'EN' as const,
    landlord,
  });

  await db.transaction(async (tx) => {
    const ownerId = await createAccount(
      tx,
      account(DEMO_ACCOUNTS.owner, 'Anna Lindqvist', '+46 70 123 45 67'),
      passwordHash,
    );
    const memberId = await createAccount(
      tx,
      account(DEMO_ACCOUNTS.member, 'Erik Lindqvist', '+46 70 234 56 78'),
      passwordHash,
    );
    const homeId = await properties.create(tx, {
      propertyName: 'Villa Solbacken',
      street: 'Solbackevägen 4',
      city: 'Uppsala',
      postCode: '752 36',
      country: 'Sweden',
    });
    await properties.addMember(tx, homeId, ownerId, 'Home Owner');
    await properties.addMember(tx, homeId, memberId, 'House Member', {
      ...properties.FULL_PERMISSIONS,
      userHasFullAccessDevices: false,
      userCanEditCreateRooms: false,
      userCanEditCreateCameras: false,
      userCanChangeAlarm: false,
    });
    const roomIds = new Map<string, string>();
    for (const room of DEMO_ROOMS)
      roomIds.set(room.name, await rooms.create(tx, { propertyId: homeId, ...room }));
    await tx.query('UPDATE properties SET retailer_integration_enabled = true WHERE id = $1', [homeId]);
    const devices = await seedDemoDevices(tx, {
      propertyId: homeId,
      serverKey: config.jwtSecret,
      rooms: roomIds,
      memberId,
    });
    await seedDemoLocks(tx, { propertyId: homeId, ownerId, serverKey: config.jwtSecret });
    await seedDemoHomeAutomation(tx, { propertyId: homeId, ownerId, devices });
    const cabinId = await properties.create(tx, {
      propertyName: 'Sommarstugan',
      street: 'Fjällvägen 2',
      city: 'Mora',
      postCode: '792 30',
      country: 'Sweden',
    });
    await properties.addMember(tx, cabinId, ownerId, 'Home Owner');
    for (const room of CABIN_ROOMS) await rooms.create(tx, { propertyId: cabinId, ...room });

    const landlordId = await createAccount(
      tx,
      account(DEMO_ACCOUNTS.landlord, 'Lars Berg', '+46 8 555 123 00', {
        companyName: 'Berg Fastigheter AB',
      }),
      passwordHash,
    );
    const street = 'Storgatan 12';
    const buildingId = await buildings.create(tx, {
      landlordId,
      buildingName: street,
      buildingAddress: street,
      buildingCity: 'Stockholm',
      buildingPostCode: '114 51',
      buildingFloors: 3,
      buildingFlatsPerFloor: 2,
    });
    const apartmentIds: string[] = [];
    for (let floor = 1; floor <= 3; floor++) {
      for (let flat = 1; flat <= 2; flat++) {
        const flatNumber = `1${floor}0${flat}`;
        apartmentIds.push(
          await buildings.createApartment(tx, {
            buildingId,
            landlordId,
            propertyName: `Lgh ${flatNumber}`,
            street,
            city: 'Stockholm',
            postCode: '114 51',
            floor,
            flatNumber,
            propertyCode: `STG12-${flatNumber}`,
          }),
        );
      }
    }
    const tenantId = await createAccount(
      tx,
      account(DEMO_ACCOUNTS.tenant, 'Sara Nilsson', '+46 73 345 67 89'),
      passwordHash,
    );
    await properties.addMember(tx, apartmentIds[0]!, tenantId, 'Tenant');
    await seedDemoApartment(tx, { propertyId: apartmentIds[0]!, serverKey: config.jwtSecret });

    const inTx = { ...deps, db: tx };
    await inviteHouseMember(
      inTx,
      {
        propertyId: homeId,
        email: 'guest@demo.hemvakt.se',
        name: 'Maja Guest',
        permissions: { ...properties.FULL_PERMISSIONS, userCanChangeAlarm: false },
        invitedBy: ownerId,
      },
      'EN',
    );
    await inviteLandlord(inTx, { email: 'newlandlord@demo.hemvakt.se', companyName: 'Nya Bostäder AB' });
    await tx.query(`INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text)`);
  });
  return true;
}
