// Managing the people of a property: invite, list, change rights, remove (spec 000 §4.3, §5, §6).
import {
  normalizeDeviceAccess,
  type DeviceAccess,
  type HouseMember,
  type InviteMember,
} from '@hemvakt/contract/members';
import { OWN_PROPERTY_ROLES } from '@hemvakt/contract/roles';
import { PERMISSION_FLAGS } from '@hemvakt/contract/user-data';
import type { Deps } from '../../deps';
import type { Db } from '../../db/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { capitalizeWords, normalizeEmail } from '../../lib/text';
import * as users from '../accounts/users.repo';
import * as devicesRepo from '../devices/devices.repo';
import type { Permissions } from '../properties/properties.repo';
import { presentPermission } from '../user-data/user-data.present';
import { inviteHouseMember } from '../invitations/invitations.service';
import * as members from './members.repo';

type PermissionInput = Pick<InviteMember, (typeof PERMISSION_FLAGS)[number] | 'userDevices'>;

const permissionsOf = (input: PermissionInput): Permissions =>
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, input[flag]])) as Permissions;

/** The per-device rights to store; they may only name devices of this property. */
async function deviceRightsIn(db: Db, propertyId: string, input: PermissionInput): Promise<DeviceAccess[]> {
  const devices = normalizeDeviceAccess(input.userHasFullAccessDevices, input.userDevices);
  const own = new Set((await devicesRepo.listByProperty(db, propertyId)).map((d) => d.id));
  const issues = input.userDevices
    .map((d, i) => ({ id: d.id, field: `userDevices.${i}.id` }))
    .filter((d) => devices.some((kept) => kept.id === d.id) && !own.has(d.id))
    .map(({ field }) => ({ field, in: 'body', message: 'Not a device of this property' }));
  if (issues.length) throw badRequest('VALIDATION_FAILED', issues);
  return devices;
}

export async function listMembers(db: Db, propertyId: string): Promise<HouseMember[]> {
  const [rows, devices] = await Promise.all([
    members.listOfProperty(db, propertyId),
    members.deviceAccess(db, propertyId),
  ]);
  return rows.map((row) => ({
    id: row.user_id,
    name: row.name,
    email: row.email,
    active: row.active,
    propertyLevelPermissions: [presentPermission(row, devices.get(row.user_id))],
  }));
}

export async function invite(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  inviterId: string,
  propertyId: string,
  input: InviteMember,
): Promise<string> {
  const email = normalizeEmail(input.userEmail);
  const existing = await users.findByEmail(deps.db, email);
  if (existing && (await members.findOne(deps.db, propertyId, existing.id))) throw conflict('ALREADY_MEMBER');
  const devices = await deviceRightsIn(deps.db, propertyId, input);
  const inviter = await users.findById(deps.db, inviterId);
  return inviteHouseMember(
    deps,
    {
      propertyId,
      email,
      name: capitalizeWords(input.userName),
      permissions: permissionsOf(input),
      devices,
      invitedBy: inviterId,
    },
    existing?.language ?? inviter?.language ?? 'EN',
  );
}

/** The member another member may manage: not oneself, and not the home's owner or tenant. */
async function manageableMember(db: Db, propertyId: string, actorId: string, userId: string) {
  if (actorId === userId) throw forbidden('CANNOT_CHANGE_SELF');
  const member = await members.findOne(db, propertyId, userId);
  if (!member) throw notFound('MEMBER_NOT_FOUND');
  if (OWN_PROPERTY_ROLES.includes(member.role)) throw forbidden();
  return member;
}

export async function editRights(
  db: Db,
  actorId: string,
  input: PermissionInput & { propertyId: string; userId: string },
): Promise<HouseMember> {
  await manageableMember(db, input.propertyId, actorId, input.userId);
  const devices = await deviceRightsIn(db, input.propertyId, input);
  await db.transaction(async (tx) => {
    await members.updatePermissions(tx, input.propertyId, input.userId, permissionsOf(input));
    await members.replaceDeviceAccess(tx, input.propertyId, input.userId, devices);
  });
  const updated = (await listMembers(db, input.propertyId)).find((m) => m.id === input.userId);
  if (!updated) throw notFound('MEMBER_NOT_FOUND');
  return updated;
}

export async function removeMember(
  { db, bus }: Pick<Deps, 'db' | 'bus'>,
  actorId: string,
  propertyId: string,
  userId: string,
): Promise<void> {
  await manageableMember(db, propertyId, actorId, userId);
  await db.query('DELETE FROM property_members WHERE property_id = $1 AND user_id = $2', [
    propertyId,
    userId,
  ]);
  bus.publish({ kind: 'access-changed', userId });
}
