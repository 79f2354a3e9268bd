// Single-purpose link secrets (verification, reset, landlord registration): only hashes are stored,
// each expires, and consuming one is atomic so a link works once.
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { hashSecret, newSecret } from '../../lib/secrets';

export type LinkPurpose = 'email-verification' | 'password-reset' | 'landlord-registration';

export interface LinkTokenRow {
  purpose: LinkPurpose;
  email: string;
  user_id: string | null;
  payload: Record<string, string>;
  [key: string]: unknown;
}

export async function issue(
  db: Db,
  link: {
    purpose: LinkPurpose;
    email: string;
    userId?: string;
    payload?: Record<string, string>;
    ttlMs: number;
  },
): Promise<string> {
  const secret = newSecret();
  await db.query(
    `INSERT INTO link_tokens (token_hash, purpose, email, user_id, payload, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [
      hashSecret(secret),
      link.purpose,
      link.email,
      link.userId ?? null,
      link.payload ?? {},
      link.ttlMs / 1000,
    ],
  );
  return secret;
}

export function findUsable(db: Db, purpose: LinkPurpose, secret: string) {
  return one<LinkTokenRow>(
    db,
    `SELECT * FROM link_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashSecret(secret), purpose],
  );
}

export function consume(db: Db, purpose: LinkPurpose, secret: string) {
  return one<LinkTokenRow>(
    db,
    `UPDATE link_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING *`,
    [hashSecret(secret), purpose],
  );
}
