// SQL for the people of a property: members with their rights, per-device access, pending invitations.
import type { DeviceAccess } from '@hemvakt/contract/members';
import { PERMISSION_FLAGS } from '@hemvakt/contract/user-data';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { flagColumn, type MemberRow, type Permissions } from '../properties/properties.repo';

export interface MemberWithUserRow extends MemberRow {
  name: string;
  email: string;
  active: boolean;
}

export function listOfProperty(db: Db, propertyId: string) {
  return db.query<MemberWithUserRow>(
    `SELECT m.*, u.name, u.email, u.active FROM property_members m JOIN users u ON u.id = m.user_id
     WHERE m.property_id = $1 ORDER BY m.created_at, u.name`,
    [propertyId],
  );
}

export function findOne(db: Db, propertyId: string, userId: string) {
  return one<MemberWithUserRow>(
    db,
    `SELECT m.*, u.name, u.email, u.active FROM property_members m JOIN users u ON u.id = m.user_id
     WHERE m.property_id = $1 AND m.user_id = $2`,
    [propertyId, userId],
  );
}

export async function updatePermissions(
  db: Db,
  propertyId: string,
  userId: string,
  permissions: Permissions,
) {
  const sets = PERMISSION_FLAGS.map((flag, i) => `${flagColumn(flag)} = $${i + 3}`).join(', ');
  await db.query(`UPDATE property_members SET ${sets} WHERE property_id = $1 AND user_id = $2`, [
    propertyId,
    userId,
    ...PERMISSION_FLAGS.map((flag) => permissions[flag]),
  ]);
}

/** Per-device rights of the property's members, by user id (all members when `userId` is not given). */
export async function deviceAccess(
  db: Db,
  propertyId: string,
  userId?: string,
): Promise<Map<string, DeviceAccess[]>> {
  const rows = await db.query<{
    user_id: string;
    device_id: string;
    can_view: boolean;
    can_controll: boolean;
    can_edit: boolean;
  }>(
    `SELECT * FROM member_device_access WHERE property_id = $1 AND ($2::text IS NULL OR user_id = $2)
     ORDER BY device_id`,
    [propertyId, userId ?? null],
  );
  const byUser = new Map<string, DeviceAccess[]>();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({ id: r.device_id, canView: r.can_view, canControll: r.can_controll, canEdit: r.can_edit });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

export async function replaceDeviceAccess(
  db: Db,
  propertyId: string,
  userId: string,
  devices: DeviceAccess[],
) {
  await db.query('DELETE FROM member_device_access WHERE property_id = $1 AND user_id = $2', [
    propertyId,
    userId,
  ]);
  for (const d of devices) {
    await db.query(
      `INSERT INTO member_device_access (property_id, user_id, device_id, can_view, can_controll, can_edit)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [propertyId, userId, d.id, d.canView, d.canControll, d.canEdit],
    );
  }
}

export function listPendingInvitations(db: Db, propertyId: string) {
  return db.query<{ id: string; invited_user_email: string; invited_user_name: string; created_at: Date }>(
    `SELECT id, invited_user_email, invited_user_name, created_at FROM house_invitations
     WHERE property_id = $1 AND expires_at > now() ORDER BY created_at`,
    [propertyId],
  );
}

export function findInvitation(db: Db, id: string) {
  return one<{ id: string; property_id: string }>(
    db,
    'SELECT id, property_id FROM house_invitations WHERE id = $1',
    [id],
  );
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM house_invitations WHERE id = $1', [id]);
}

export async function hasPendingInvitation(db: Db, propertyId: string, email: string): Promise<boolean> {
  return Boolean(
    await one(
      db,
      'SELECT 1 FROM house_invitations WHERE property_id = $1 AND invited_user_email = $2 AND expires_at > now()',
      [propertyId, email],
    ),
  );
}
