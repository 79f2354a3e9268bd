// SQL for house invitations. Only the hash of the link secret is stored.
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';
import { hashSecret } from '../../lib/secrets';
import type { Permissions } from '../properties/properties.repo';
import type { DeviceAccess } from '@hemvakt/contract/members';

export interface InvitationRow {
  id: string;
  property_id: string;
  invited_user_email: string;
  invited_user_name: string;
  permissions: Permissions;
  user_devices: DeviceAccess[];
  invited_by: string | null;
  [key: string]: unknown;
}

export interface NewInvitation {
  propertyId: string;
  email: string;
  name: string;
  permissions: Permissions;
  devices?: DeviceAccess[];
  invitedBy: string;
}

export async function create(
  db: Db,
  invitation: NewInvitation,
  secret: string,
  ttlMs: number,
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO house_invitations (id, property_id, invited_user_email, invited_user_name, token_hash, permissions,
       invited_by, expires_at, user_devices) VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8), $9)`,
    [
      id,
      invitation.propertyId,
      invitation.email,
      invitation.name,
      hashSecret(secret),
      invitation.permissions,
      invitation.invitedBy,
      ttlMs / 1000,
      JSON.stringify(invitation.devices ?? []),
    ],
  );
  return id;
}

/** A live invitation of a link secret, with what its page shows. */
export function findBySecret(db: Db, secret: string) {
  return one<InvitationRow & { property_name: string; inviter_name: string | null }>(
    db,
    `SELECT i.*, p.property_name, u.name AS inviter_name
     FROM house_invitations i JOIN properties p ON p.id = i.property_id LEFT JOIN users u ON u.id = i.invited_by
     WHERE i.token_hash = $1 AND i.expires_at > now()`,
    [hashSecret(secret)],
  );
}

/** Removes and answers a live invitation, so that one link is answered once. */
export function take(db: Db, secret: string) {
  return one<InvitationRow>(
    db,
    'DELETE FROM house_invitations WHERE token_hash = $1 AND expires_at > now() RETURNING *',
    [hashSecret(secret)],
  );
}
