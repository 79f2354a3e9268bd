// The one authorization module (DESIGN.md §4): every route asks `authorize(db, auth, action, resource)`.
// Rules are one line each, built from named predicates; a refused call answers 403.
import type { Role } from '@hemvakt/contract/roles';
import { OWN_PROPERTY_ROLES } from '@hemvakt/contract/roles';
import type { PermissionFlag } from '@hemvakt/contract/user-data';
import type { Db } from '../db/db';
import { one } from '../db/db';
import { forbidden } from '../lib/errors';
import { deviceRightsIn, type DeviceRights } from './device-rights';
import type { AuthContext } from '../modules/accounts/sessions.service';
import { findMembership, flagColumn, type MemberRow } from '../modules/properties/properties.repo';

export interface Resource {
  userId?: string;
  propertyId?: string;
  /** A device of `propertyId`: per-device rights apply. */
  deviceId?: string;
}

/** What the checks of one call look at; the caller's membership is read once. */
interface Subject {
  db: Db;
  auth: AuthContext;
  resource: Resource;
  membership(): Promise<MemberRow | undefined>;
}

type Check = (subject: Subject) => Promise<boolean> | boolean;

const isSelf: Check = ({ auth, resource }) =>
  resource.userId !== undefined && auth.userId === resource.userId;

const isMember: Check = async (s) => Boolean(await s.membership());

const hasRole =
  (...roles: Role[]): Check =>
  async (s) => {
    const role = (await s.membership())?.role;
    return role !== undefined && roles.includes(role);
  };

/** A member whose flag allows it; owners (Home Owner, Tenant) always may. */
const hasFlag =
  (flag: PermissionFlag): Check =>
  async (s) => {
    const member = await s.membership();
    return Boolean(member && (OWN_PROPERTY_ROLES.includes(member.role) || member[flagColumn(flag)]));
  };

/** The landlord (or a manager of the landlord) whose portfolio holds the property. */
const isLandlordOf: Check = async ({ db, auth, resource }) =>
  Boolean(
    resource.propertyId &&
    (await one(
      db,
      `SELECT 1 FROM properties p JOIN users u ON u.id = $2
         WHERE p.id = $1 AND u.is_landlord AND p.landlord_id = u.landlord_id`,
      [resource.propertyId, auth.userId],
    )),
  );

/** A per-device right (spec 000 §3.3 userDevices) on `resource.deviceId`. */
const hasDeviceRight =
  (right: keyof DeviceRights): Check =>
  async ({ db, auth, resource }) =>
    Boolean(
      resource.propertyId &&
      resource.deviceId &&
      (await deviceRightsIn(db, resource.propertyId, auth.userId))(resource.deviceId)[right],
    );

/** A user of a landlord's team (the main landlord or a property manager). */
const isLandlordUser: Check = async ({ db, auth }) =>
  Boolean(await one(db, 'SELECT 1 FROM users WHERE id = $1 AND is_landlord', [auth.userId]));

/** A user of the landlord team that `resource.userId` belongs to; with `admin`, its main landlord or an
 * admin-capable manager. */
const isInTeamOf =
  (admin: boolean): Check =>
  async ({ db, auth, resource }) =>
    Boolean(
      resource.userId &&
      (await one(
        db,
        `SELECT 1 FROM users me JOIN users target ON target.id = $2
          WHERE me.id = $1 AND me.is_landlord AND target.is_landlord AND target.landlord_id = me.landlord_id
            AND (NOT $3 OR me.main_landlord OR me.can_be_admin_of_main_landlord)`,
        [auth.userId, resource.userId, admin],
      )),
    );

const all =
  (...checks: Check[]): Check =>
  async (s) => {
    for (const check of checks) if (!(await check(s))) return false;
    return true;
  };

const any =
  (...checks: Check[]): Check =>
  async (s) => {
    for (const check of checks) if (await check(s)) return true;
    return false;
  };

const POLICIES = {
  'account.self': isSelf,
  'property.read': any(isMember, isLandlordOf),
  'account.property.read': all(isSelf, any(isMember, isLandlordOf)),
  'property.member': isMember,
  'account.property.member': all(isSelf, isMember),
  'property.own': hasRole(...OWN_PROPERTY_ROLES),
  'property.owner': hasRole('Home Owner'),
  'members.manage': hasRole(...OWN_PROPERTY_ROLES),
  'property.geofence': hasFlag('userCanChangeGeofence'),
  'device.view': hasDeviceRight('canView'),
  'device.control': hasDeviceRight('canControll'),
  'device.edit': hasDeviceRight('canEdit'),
  'devices.add': hasFlag('userHasFullAccessDevices'),
  'landlord.apartment': isLandlordOf,
  'gateway.manage': hasRole(...OWN_PROPERTY_ROLES),
  'gateway.restart': any(hasFlag('userHasFullAccessDevices'), isLandlordOf),
  'gateway.remove': hasRole('Home Owner'),
  // Smart locks (issue 7): key management is the owners' and the landlord's, never a House Member's.
  'lock.keys': any(hasRole(...OWN_PROPERTY_ROLES), isLandlordOf),
  // Rooms, scenes, automations and the alarm (issue 5).
  'rooms.manage': any(hasFlag('userCanEditCreateRooms'), isLandlordOf),
  'scenes.activate': hasFlag('userCanChangeScenes'),
  'scenes.manage': hasFlag('userCanEditCreateScenes'),
  'automations.manage': hasFlag('userCanEditCreateScenes'),
  'security.change': hasFlag('userCanChangeAlarm'),
  // Landlord alarm settings (issue 6): a team user's own delays; the team's climate variables.
  'landlord.alarm-settings': any(all(isSelf, isLandlordUser), isInTeamOf(true)),
  'landlord.variables': isInTeamOf(true),
  'landlord.team': isInTeamOf(false),
} satisfies Record<string, Check>;

export type Action = keyof typeof POLICIES;

export async function authorize(
  db: Db,
  auth: AuthContext,
  action: Action,
  resource: Resource,
): Promise<void> {
  let membership: Promise<MemberRow | undefined> | undefined;
  const subject: Subject = {
    db,
    auth,
    resource,
    membership: () =>
      (membership ??= resource.propertyId
        ? findMembership(db, resource.propertyId, auth.userId)
        : Promise.resolve(undefined)),
  };
  if (!(await POLICIES[action](subject))) throw forbidden();
}
