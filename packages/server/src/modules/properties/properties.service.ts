// A resident's properties: add (by address or property code), edit, remove, leave, switch.
import { capitalizeFirst } from '@hemvakt/contract/properties';
import type { Property } from '@hemvakt/contract/user-data';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { conflict, notFound } from '../../lib/errors';
import * as users from '../accounts/users.repo';
import * as rooms from '../rooms/rooms.repo';
import * as properties from './properties.repo';
import { presentProperty } from './properties.present';
import { presentRoom } from '../user-data/user-data.present';

export interface AddressFields {
  propertyName?: string;
  street: string;
  city: string;
  postCode: string;
  country: string;
}

/** The property as one of its members sees it. */
export async function propertyOfMember(db: Db, userId: string, propertyId: string): Promise<Property> {
  const [row] = await properties.listOfMember(db, userId, propertyId);
  if (!row) throw notFound('PROPERTY_NOT_FOUND');
  return presentProperty(row);
}

export async function listForUser(db: Db, userId: string): Promise<Property[]> {
  return (await properties.listOfMember(db, userId)).map(presentProperty);
}

export async function createForUser(
  db: Db,
  bus: EventBus,
  userId: string,
  fields: AddressFields,
): Promise<Property> {
  const propertyId = await db.transaction(async (tx) => {
    const name = capitalizeFirst(fields.propertyName || fields.street);
    const id = await properties.create(tx, { ...fields, propertyName: name });
    await properties.addMember(tx, id, userId, 'Home Owner');
    return id;
  });
  bus.publish({ kind: 'access-changed', userId });
  return propertyOfMember(db, userId, propertyId);
}

export async function edit(
  db: Db,
  userId: string,
  propertyId: string,
  fields: AddressFields & { propertyName: string },
): Promise<Property> {
  await properties.update(db, propertyId, fields);
  return propertyOfMember(db, userId, propertyId);
}

/** Only when no gateway is installed and the owner is its last user (spec 000 §5). */
export async function remove(db: Db, bus: EventBus, propertyId: string): Promise<void> {
  const members = await db.transaction(async (tx) => {
    await one(tx, 'SELECT id FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    if ((await properties.countMembers(tx, propertyId)) > 1) throw conflict('PROPERTY_HAS_USERS');
    if (await properties.hasGateway(tx, propertyId)) throw conflict('PROPERTY_HAS_GATEWAY');
    const ids = await properties.memberIds(tx, propertyId);
    await properties.remove(tx, propertyId);
    return ids;
  });
  for (const userId of members) bus.publish({ kind: 'access-changed', userId });
}

export async function leave(db: Db, bus: EventBus, propertyId: string, userId: string): Promise<void> {
  const membership = await properties.findMembership(db, propertyId, userId);
  if (!membership) throw notFound('PROPERTY_NOT_FOUND');
  if (membership.role === 'Home Owner' || membership.role === 'Tenant')
    throw conflict('CANNOT_LEAVE_OWN_PROPERTY');
  await properties.removeMember(db, propertyId, userId);
  bus.publish({ kind: 'access-changed', userId });
}

/** The apartment of a property code, if it belongs to a landlord and has no tenant yet. */
export async function findFreeApartment(db: Db, code: string, lock = false) {
  const apartment = await properties.findByCode(db, code);
  if (!apartment?.landlord_id) throw notFound('PROPERTY_CODE_UNUSABLE');
  if (lock) await one(db, 'SELECT id FROM properties WHERE id = $1 FOR UPDATE', [apartment.id]);
  if (await properties.hasMemberWithRole(db, apartment.id, 'Tenant'))
    throw notFound('PROPERTY_CODE_UNUSABLE');
  return apartment;
}

export async function addByCode(db: Db, bus: EventBus, userId: string, code: string): Promise<string> {
  const apartmentId = await db.transaction(async (tx) => {
    const apartment = await findFreeApartment(tx, code, true);
    if (await properties.findMembership(tx, apartment.id, userId)) throw conflict('ALREADY_MEMBER');
    await properties.addMember(tx, apartment.id, userId, 'Tenant');
    return apartment.id;
  });
  bus.publish({ kind: 'access-changed', userId });
  return apartmentId;
}

export async function select(db: Db, userId: string, propertyId: string): Promise<void> {
  await users.setCurrentProperty(db, userId, propertyId);
}

export async function roomsOfUser(db: Db, userId: string) {
  const owned = await properties.listOfMember(db, userId);
  return Promise.all(
    owned.map(async (p) => ({
      propertyId: p.id,
      propertyName: p.property_name,
      rooms: (await rooms.listByProperty(db, p.id)).map(presentRoom),
    })),
  );
}

export async function landlordPhone(db: Db, propertyId: string): Promise<string | null> {
  const row = await one<{ phone: string }>(
    db,
    'SELECT u.phone FROM properties p JOIN users u ON u.id = p.landlord_id WHERE p.id = $1',
    [propertyId],
  );
  return row?.phone || null;
}
