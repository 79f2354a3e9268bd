// The user's own account: password change, profile picture and removal.
import { MIN_PASSWORD_SCORE, passwordScore } from '@hemvakt/contract/password-strength';
import { PROFILE_IMAGE_MAX_BYTES } from '@hemvakt/contract/account';
import type { Deps } from '../../deps';
import type { Db } from '../../db/db';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as users from '../accounts/users.repo';
import * as sessions from '../accounts/sessions.repo';
import * as properties from '../properties/properties.repo';
import * as gateways from '../gateways/gateways.repo';
import { disconnectRemovedGateway } from '../gateways/gateways.service';

export async function changePassword(
  { db, bus }: Pick<Deps, 'db' | 'bus'>,
  userId: string,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await users.findById(db, userId);
  if (!user || !(await verifyPassword(user.password_hash, currentPassword)))
    throw badRequest('WRONG_PASSWORD');
  if (passwordScore(newPassword, [user.email, user.name]) < MIN_PASSWORD_SCORE)
    throw badRequest('WEAK_PASSWORD');
  await users.setPassword(db, userId, await hashPassword(newPassword));
  const others = (await sessions.revokeAllOfUser(db, userId)).filter((id) => id !== currentSessionId);
  await db.query('UPDATE sessions SET revoked_at = NULL WHERE id = $1', [currentSessionId]);
  if (others.length) bus.publish({ kind: 'sessions-ended', sessionIds: others });
}

const IMAGE_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
};

/** A data URL whose bytes really are the picture type it claims, within the size limit. */
export function checkProfileImage(dataUrl: string): void {
  const [, type, base64] = /^data:image\/(jpeg|png|webp);base64,(.*)$/.exec(dataUrl) ?? [];
  const bytes = Buffer.from(base64 ?? '', 'base64');
  if (!type || bytes.length === 0 || !IMAGE_SIGNATURES[type]!(bytes)) throw badRequest('INVALID_IMAGE');
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw badRequest('VALIDATION_FAILED');
}

/**
 * Deletes the account (spec 002 §6): the homes a Home Owner owns go with it (members, devices, gateway);
 * a Tenant's apartment stays with the landlord but loses the members the tenant added.
 */
export async function deleteAccount(
  { db, bus, devices }: Pick<Deps, 'db' | 'bus' | 'devices'>,
  userId: string,
): Promise<void> {
  const affected = new Set<string>();
  const removedGateways: string[] = [];
  const ended = await db.transaction(async (tx: Db) => {
    for (const membership of await properties.listMembershipsOfUser(tx, userId)) {
      const others = (await properties.memberIds(tx, membership.property_id)).filter((id) => id !== userId);
      if (membership.role === 'Home Owner') {
        others.forEach((id) => affected.add(id));
        const gateway = await gateways.findByProperty(tx, membership.property_id);
        if (gateway) removedGateways.push(gateway.id);
        await properties.remove(tx, membership.property_id);
      } else if (membership.role === 'Tenant') {
        const removed = await tx.query<{ user_id: string }>(
          `DELETE FROM property_members WHERE property_id = $1 AND role IN ('House Member', 'Home Member')
           RETURNING user_id`,
          [membership.property_id],
        );
        removed.forEach((r) => affected.add(r.user_id));
      }
    }
    const sessionIds = await sessions.revokeAllOfUser(tx, userId);
    await users.remove(tx, userId);
    return sessionIds;
  });
  for (const id of removedGateways) await disconnectRemovedGateway({ devices }, id);
  if (ended.length) bus.publish({ kind: 'sessions-ended', sessionIds: ended });
  for (const id of affected) bus.publish({ kind: 'access-changed', userId: id });
}
