// Smart-lock keys (spec 002 §3–§5, DESIGN.md §3, §10): created by the server with a 256-bit link
// secret that is answered once and stored as a hash, rotated on re-invite, revoked at once.
import { OWN_PROPERTY_ROLES } from '@hemvakt/contract/roles';
import type { KeyDraft, SmartLockKey } from '@hemvakt/contract/locks';
import { keyDecision, usesInTerm } from '@hemvakt/contract/key-access';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../lib/errors';
import { hashSecret, newSecret } from '../../lib/secrets';
import type { DeviceRow } from '../devices/devices.repo';
import * as members from '../members/members.repo';
import * as repo from './locks.repo';
import { presentKey } from './locks.present';

/** The fields to store: a member key takes the member's name; no_access only for a member or an existing key. */
async function fieldsOf(db: Db, propertyId: string, input: KeyDraft, existing?: repo.KeyRow) {
  let userName = input.userName;
  if (input.userId !== null) {
    const member = await members.findOne(db, propertyId, input.userId);
    if (!member) throw badRequest('MEMBER_NOT_FOUND');
    userName = member.name;
  } else if (input.accessType === 'no_access' && !existing) {
    throw badRequest('KEY_NO_ACCESS_NEW_GUEST');
  }
  return { ...input, userName };
}

export async function presentKeys(db: Db, rows: repo.KeyRow[]): Promise<SmartLockKey[]> {
  const uses = await repo.recentUses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentKey(row, uses.get(row.id) ?? []));
}

export async function createKey(
  db: Db,
  device: DeviceRow,
  input: KeyDraft,
  createdBy: string,
): Promise<{ key: SmartLockKey; keyToken: string }> {
  const fields = await fieldsOf(db, device.property_id, input);
  const keyToken = newSecret();
  const id = await repo.create(db, {
    ...fields,
    deviceId: device.id,
    propertyId: device.property_id,
    tokenHash: hashSecret(keyToken),
    createdBy,
  });
  const [key] = await presentKeys(db, [(await repo.findById(db, id))!]);
  return { key: key!, keyToken };
}

/** A live key of a lock of the property, or 404. */
export async function keyInProperty(db: Db, propertyId: string, id: string): Promise<repo.KeyRow> {
  const row = await repo.findById(db, id);
  if (!row || row.property_id !== propertyId || row.revoked_at) throw notFound('KEY_NOT_FOUND');
  return row;
}

export async function updateKey(db: Db, propertyId: string, id: string, input: KeyDraft) {
  const existing = await keyInProperty(db, propertyId, id);
  await repo.update(db, id, await fieldsOf(db, propertyId, input, existing));
  const [key] = await presentKeys(db, [(await repo.findById(db, id))!]);
  return key!;
}

/** A guest key's new link secret; the old link stops working. */
export async function reinviteKey(db: Db, propertyId: string, id: string) {
  const row = await keyInProperty(db, propertyId, id);
  if (row.user_id !== null) throw badRequest('KEY_NOT_REINVITABLE');
  const keyToken = newSecret();
  await repo.setTokenHash(db, id, hashSecret(keyToken));
  const [key] = await presentKeys(db, [row]);
  return { key: key!, keyToken };
}

/** Keys that can still open the lock: not without access, and not past their window. */
export function isActiveKey(key: SmartLockKey, now: Date): boolean {
  const decision = keyDecision(key, now, usesInTerm(key, key.usageHistory, now));
  return decision.allowed || !['no_access', 'expired', 'revoked'].includes(decision.reason);
}

/** The property's owners, who hear of key uses. */
export async function ownerIds(db: Db, propertyId: string): Promise<string[]> {
  const rows = await members.listOfProperty(db, propertyId);
  return rows.filter((m) => OWN_PROPERTY_ROLES.includes(m.role)).map((m) => m.user_id);
}
