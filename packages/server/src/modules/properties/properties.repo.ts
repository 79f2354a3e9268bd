// SQL for properties and their members.
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';
import type { Role } from '@hemvakt/contract/roles';
import { PERMISSION_FLAGS, type PermissionFlag } from '@hemvakt/contract/user-data';
import { createDefaultScenes } from '../scenes/scenes.repo';

export interface PropertyRow {
  id: string;
  property_name: string;
  street: string;
  city: string;
  post_code: string;
  country: string;
  agent_id: string | null;
  landlord_id: string | null;
  building_id: string | null;
  property_code: string | null;
  tenant_email: string | null;
  retailer_integration_enabled: boolean;
  time_zone: string;
  latitude: number | null;
  longitude: number | null;
  active_scene_id: string | null;
  [key: string]: unknown;
}

export interface MemberRow {
  property_id: string;
  user_id: string;
  role: Role;
  user_has_full_access_devices: boolean;
  user_can_change_scenes: boolean;
  user_can_edit_create_scenes: boolean;
  user_can_edit_create_rooms: boolean;
  user_can_change_geofence: boolean;
  user_can_edit_create_cameras: boolean;
  user_can_change_alarm: boolean;
  [key: string]: unknown;
}

export type Permissions = Record<PermissionFlag, boolean>;

export const FULL_PERMISSIONS: Permissions = Object.fromEntries(
  PERMISSION_FLAGS.map((flag) => [flag, true]),
) as Permissions;

/** userCanChangeScenes → user_can_change_scenes */
export const flagColumn = (flag: PermissionFlag) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface NewProperty {
  propertyName: string;
  street?: string;
  city?: string;
  postCode?: string;
  country?: string;
}

export async function create(db: Db, property: NewProperty): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO properties (id, property_name, street, city, post_code, country) VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      property.propertyName,
      property.street ?? '',
      property.city ?? '',
      property.postCode ?? '',
      property.country ?? '',
    ],
  );
  await createDefaultScenes(db, id);
  return id;
}

export function findById(db: Db, id: string) {
  return one<PropertyRow>(db, 'SELECT * FROM properties WHERE id = $1', [id]);
}

export function findByCode(db: Db, code: string) {
  return one<PropertyRow & { building_name: string | null }>(
    db,
    `SELECT p.*, b.building_name FROM properties p LEFT JOIN buildings b ON b.id = p.building_id
     WHERE upper(p.property_code) = upper($1)`,
    [code],
  );
}

export async function hasMemberWithRole(db: Db, propertyId: string, role: Role): Promise<boolean> {
  const row = await one(db, 'SELECT 1 FROM property_members WHERE property_id = $1 AND role = $2', [
    propertyId,
    role,
  ]);
  return Boolean(row);
}

export async function addMember(
  db: Db,
  propertyId: string,
  userId: string,
  role: Role,
  permissions: Permissions = FULL_PERMISSIONS,
): Promise<void> {
  const columns = PERMISSION_FLAGS.map(flagColumn);
  const values = PERMISSION_FLAGS.map((flag) => permissions[flag]);
  await db.query(
    `INSERT INTO property_members (property_id, user_id, role, ${columns.join(', ')})
     VALUES ($1, $2, $3, ${columns.map((_, i) => `$${i + 4}`).join(', ')})
     ON CONFLICT (property_id, user_id) DO NOTHING`,
    [propertyId, userId, role, ...values],
  );
}

export function findMembership(db: Db, propertyId: string, userId: string) {
  return one<MemberRow>(db, 'SELECT * FROM property_members WHERE property_id = $1 AND user_id = $2', [
    propertyId,
    userId,
  ]);
}

export function listMembershipsOfUser(db: Db, userId: string) {
  return db.query<MemberRow>(
    'SELECT * FROM property_members WHERE user_id = $1 ORDER BY created_at, property_id',
    [userId],
  );
}

export interface MemberPropertyRow extends PropertyRow {
  app_user_ids: string;
  gateway_model: string | null;
  gateway_active: boolean | null;
  gateway_disconnected_at: Date | null;
  notify_gateway_disconnects: boolean;
}

/**
 * Properties of a user's memberships (one, with `propertyId`), with the comma-ended list of member ids
 * (spec 000 §3.4 appUserIds), the gateway model and the user's own gateway notification setting.
 */
export function listOfMember(db: Db, userId: string, propertyId?: string) {
  return db.query<MemberPropertyRow>(
    `SELECT p.*, m.notify_gateway_disconnects, g.model AS gateway_model, g.active AS gateway_active,
       g.disconnected_at AS gateway_disconnected_at,
       (SELECT string_agg(m2.user_id || ',', '' ORDER BY m2.created_at) FROM property_members m2
        WHERE m2.property_id = p.id) AS app_user_ids
     FROM properties p JOIN property_members m ON m.property_id = p.id
     LEFT JOIN gateways g ON g.property_id = p.id
     WHERE m.user_id = $1 AND ($2::text IS NULL OR p.id = $2) ORDER BY m.created_at, p.id`,
    [userId, propertyId ?? null],
  );
}

export async function update(db: Db, id: string, fields: Required<NewProperty>): Promise<void> {
  await db.query(
    `UPDATE properties SET property_name = $2, street = $3, city = $4, post_code = $5, country = $6 WHERE id = $1`,
    [id, fields.propertyName, fields.street, fields.city, fields.postCode, fields.country],
  );
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM properties WHERE id = $1', [id]);
}

export async function countMembers(db: Db, propertyId: string): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM property_members WHERE property_id = $1',
    [propertyId],
  );
  return row?.n ?? 0;
}

export async function hasGateway(db: Db, propertyId: string): Promise<boolean> {
  return Boolean(await one(db, 'SELECT 1 FROM gateways WHERE property_id = $1', [propertyId]));
}

export async function removeMember(db: Db, propertyId: string, userId: string): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM property_members WHERE property_id = $1 AND user_id = $2 RETURNING 1',
    [propertyId, userId],
  );
  return rows.length > 0;
}

export async function memberIds(db: Db, propertyId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM property_members WHERE property_id = $1',
    [propertyId],
  );
  return rows.map((r) => r.user_id);
}

export async function setNotifyGatewayDisconnects(db: Db, propertyId: string, userId: string, on: boolean) {
  await db.query(
    'UPDATE property_members SET notify_gateway_disconnects = $3 WHERE property_id = $1 AND user_id = $2',
    [propertyId, userId, on],
  );
}

/** Ids of every property a user may see: their memberships, and for landlords and managers their apartments. */
export async function visiblePropertyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT property_id AS id FROM property_members WHERE user_id = $1
     UNION
     SELECT p.id FROM properties p JOIN users u ON u.id = $1
     WHERE u.is_landlord AND p.landlord_id = u.landlord_id`,
    [userId],
  );
  return rows.map((r) => r.id);
}
