// SQL for login sessions (one row per issued token).
import type { Db } from '../../db/db';
import { one } from '../../db/db';

export async function create(db: Db, id: string, userId: string, ttlSeconds: number): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [id, userId, ttlSeconds],
  );
}

/** The session's user and whether the user is active, if the session is open. */
export function findOpen(db: Db, id: string) {
  return one<{ user_id: string; active: boolean }>(
    db,
    `SELECT s.user_id, u.active FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [id],
  );
}

export async function revoke(db: Db, id: string): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}

/** Revokes every open session of a user and answers their ids. */
export async function revokeAllOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId],
  );
  return rows.map((r) => r.id);
}
