// Live tickets: single use, 30 s, bound to the user and session that asked. Kept in the database so
// that any instance can accept a ticket another instance issued.
import { LIVE_TICKET_TTL_MS } from '@hemvakt/contract/live';
import type { Db } from '../db/db';
import { one } from '../db/db';
import { hashSecret, newSecret } from '../lib/secrets';

export async function issue(db: Db, userId: string, sessionId: string): Promise<string> {
  const secret = newSecret();
  await db.query(
    `INSERT INTO live_tickets (token_hash, user_id, session_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashSecret(secret), userId, sessionId, LIVE_TICKET_TTL_MS / 1000],
  );
  await db.query(`DELETE FROM live_tickets WHERE expires_at < now() - interval '1 hour'`);
  return secret;
}

/** Uses a ticket once; answers its user and session if it was valid and the session is still open. */
export function consume(db: Db, secret: string) {
  return one<{ user_id: string; session_id: string }>(
    db,
    `UPDATE live_tickets t SET used_at = now()
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
       AND s.id = t.session_id AND s.revoked_at IS NULL AND s.expires_at > now() AND u.active
     RETURNING t.user_id, t.session_id`,
    [hashSecret(secret)],
  );
}
