// Per-device rights of a user in a property (spec 000 §3.3 userDevices, spec 001 §5): owners, landlords and
// members with full device access may do everything; otherwise the member's list decides, device by device
// (a device missing from it is neither seen nor controlled: docs/decisions/004).
import { OWN_PROPERTY_ROLES } from '@hemvakt/contract/roles';
import type { Db } from '../db/db';
import { one } from '../db/db';
import { findMembership } from '../modules/properties/properties.repo';

export interface DeviceRights {
  canView: boolean;
  canControll: boolean;
  canEdit: boolean;
}

const ALL: DeviceRights = { canView: true, canControll: true, canEdit: true };
const NONE: DeviceRights = { canView: false, canControll: false, canEdit: false };

export type RightsOf = (deviceId: string) => DeviceRights;

/** The user's rights on each device of a property; nothing for a user of no standing there. */
export async function deviceRightsIn(db: Db, propertyId: string, userId: string): Promise<RightsOf> {
  const member = await findMembership(db, propertyId, userId);
  if (!member) {
    const landlord = await one(
      db,
      `SELECT 1 FROM properties p JOIN users u ON u.id = $2
        WHERE p.id = $1 AND u.is_landlord AND p.landlord_id = u.landlord_id`,
      [propertyId, userId],
    );
    return () => (landlord ? ALL : NONE);
  }
  if (OWN_PROPERTY_ROLES.includes(member.role) || member.user_has_full_access_devices) return () => ALL;
  const rows = await db.query<{
    device_id: string;
    can_view: boolean;
    can_controll: boolean;
    can_edit: boolean;
  }>('SELECT * FROM member_device_access WHERE property_id = $1 AND user_id = $2', [propertyId, userId]);
  const byDevice = new Map(
    rows.map((r) => [r.device_id, { canView: r.can_view, canControll: r.can_controll, canEdit: r.can_edit }]),
  );
  return (deviceId) => byDevice.get(deviceId) ?? NONE;
}

/** Users of a property who may not see a device: its live events skip them. */
export async function usersNotSeeing(db: Db, propertyId: string, deviceId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT m.user_id FROM property_members m
      WHERE m.property_id = $1 AND NOT m.user_has_full_access_devices AND m.role NOT IN ('Home Owner', 'Tenant')
        AND NOT EXISTS (SELECT 1 FROM member_device_access a WHERE a.property_id = m.property_id
                         AND a.user_id = m.user_id AND a.device_id = $2 AND a.can_view)`,
    [propertyId, deviceId],
  );
  return rows.map((r) => r.user_id);
}
