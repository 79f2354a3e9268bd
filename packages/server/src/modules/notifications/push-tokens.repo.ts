// SQL for push tokens: one row per (property, token), moved to whoever registers it last.
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';

export type PushTokenKind = 'webpush' | 'fcm';

export interface PushTokenRow {
  id: string;
  user_id: string;
  property_id: string;
  role: string;
  kind: PushTokenKind;
  token: string;
  token_key: string;
  [key: string]: unknown;
}

export async function upsert(
  db: Db,
  t: Pick<PushTokenRow, 'user_id' | 'property_id' | 'role' | 'kind' | 'token' | 'token_key'>,
): Promise<void> {
  await db.query(
    `INSERT INTO push_tokens (id, user_id, property_id, role, kind, token, token_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (property_id, token_key) DO UPDATE SET user_id = EXCLUDED.user_id, role = EXCLUDED.role,
       kind = EXCLUDED.kind, token = EXCLUDED.token, updated_at = now()`,
    [newId(), t.user_id, t.property_id, t.role, t.kind, t.token, t.token_key],
  );
}

export function listFor(db: Db, userId: string, propertyId: string) {
  return db.query<PushTokenRow>(
    'SELECT * FROM push_tokens WHERE user_id = $1 AND property_id = $2 ORDER BY created_at',
    [userId, propertyId],
  );
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM push_tokens WHERE id = $1', [id]);
}
