// SQL for smart-lock keys, their uses, the locks' history log and their auto-lock settings.
import type { KeyAccessType, LimitTerm, Weekday } from '@hemvakt/contract/key-access';
import type { Db } from '../../db/db';
import { one } from '../../db/db';
import { newId } from '../../lib/ids';

export interface KeyRow {
  id: string;
  device_id: string;
  property_id: string;
  user_id: string | null;
  user_name: string;
  key_name: string;
  token_hash: string;
  access_type: KeyAccessType;
  start_date: Date | null;
  end_date: Date | null;
  start_time: string | null;
  end_time: string | null;
  applied_days: Weekday[];
  send_notification: boolean;
  limit_uses: boolean;
  num_of_uses: number | null;
  limit_term: LimitTerm | null;
  revoked_at: Date | null;
  created_at: Date;
  /** Joined: the property's time zone and the lock's ieee. */
  time_zone: string;
  ieee: string;
  [key: string]: unknown;
}

export interface KeyFields {
  userId: string | null;
  userName: string;
  keyName: string;
  accessType: KeyAccessType;
  startDate: string | null;
  endDate: string | null;
  startTime: string | null;
  endTime: string | null;
  appliedDays: Weekday[];
  sendNotification: boolean;
  limitUses: boolean;
  numOfUses: number | null;
  limitTerm: LimitTerm | null;
}

const SELECT_KEY = `SELECT k.*, p.time_zone, d.ieee FROM lock_keys k
  JOIN properties p ON p.id = k.property_id JOIN devices d ON d.id = k.device_id`;

/** Uses that count against a limit: granted, and not failed at the lock. */
const COUNTED = `outcome IN ('pending', 'ok')`;

function columns(f: KeyFields): unknown[] {
  // Fields a key type does not use are stored empty, so a later change of type starts clean.
  const temporary = f.accessType === 'temporary';
  const recurring = f.accessType === 'recurring';
  return [
    f.userId,
    f.userName,
    f.keyName,
    f.accessType,
    temporary ? f.startDate : null,
    temporary ? f.endDate : null,
    recurring ? f.startTime : null,
    recurring ? f.endTime : null,
    JSON.stringify(recurring ? f.appliedDays : []),
    f.sendNotification,
    f.limitUses,
    f.limitUses ? f.numOfUses : null,
    f.limitUses ? f.limitTerm : null,
  ];
}

export async function create(
  db: Db,
  key: KeyFields & { deviceId: string; propertyId: string; tokenHash: string; createdBy: string },
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO lock_keys (id, device_id, property_id, token_hash, created_by, user_id, user_name, key_name,
       access_type, start_date, end_date, start_time, end_time, applied_days, send_notification, limit_uses,
       num_of_uses, limit_term)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [id, key.deviceId, key.propertyId, key.tokenHash, key.createdBy, ...columns(key)],
  );
  return id;
}

export async function update(db: Db, id: string, key: KeyFields): Promise<void> {
  await db.query(
    `UPDATE lock_keys SET user_id = $2, user_name = $3, key_name = $4, access_type = $5, start_date = $6,
       end_date = $7, start_time = $8, end_time = $9, applied_days = $10, send_notification = $11,
       limit_uses = $12, num_of_uses = $13, limit_term = $14
     WHERE id = $1`,
    [id, ...columns(key)],
  );
}

export function findById(db: Db, id: string) {
  return one<KeyRow>(db, `${SELECT_KEY} WHERE k.id = $1`, [id]);
}

export function findByTokenHash(db: Db, tokenHash: string) {
  return one<KeyRow>(db, `${SELECT_KEY} WHERE k.token_hash = $1`, [tokenHash]);
}

/** The key row locked for this transaction: concurrent uses of one key queue here. */
export function lockForUse(db: Db, id: string) {
  return one<{ id: string }>(db, 'SELECT id FROM lock_keys WHERE id = $1 FOR UPDATE', [id]);
}

export function listOfDevice(db: Db, deviceId: string) {
  return db.query<KeyRow>(
    `${SELECT_KEY} WHERE k.device_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at`,
    [deviceId],
  );
}

export function listOfMember(db: Db, userId: string) {
  return db.query<KeyRow>(
    `${SELECT_KEY} WHERE k.user_id = $1 AND k.revoked_at IS NULL ORDER BY k.created_at`,
    [userId],
  );
}

export function findMemberKey(db: Db, deviceId: string, userId: string) {
  return one<KeyRow>(db, `${SELECT_KEY} WHERE k.device_id = $1 AND k.user_id = $2 AND k.revoked_at IS NULL`, [
    deviceId,
    userId,
  ]);
}

export async function setTokenHash(db: Db, id: string, tokenHash: string): Promise<void> {
  await db.query('UPDATE lock_keys SET token_hash = $2 WHERE id = $1', [id, tokenHash]);
}

export async function setNotification(db: Db, id: string, on: boolean): Promise<void> {
  await db.query('UPDATE lock_keys SET send_notification = $2 WHERE id = $1', [id, on]);
}

export async function revoke(db: Db, id: string): Promise<void> {
  await db.query('UPDATE lock_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [id]);
}

/** The instants of a key's counted uses since `since`, newest first. */
export async function usesSince(db: Db, keyId: string, since: Date): Promise<string[]> {
  const rows = await db.query<{ used_at: Date }>(
    `SELECT used_at FROM lock_key_uses WHERE key_id = $1 AND used_at >= $2 AND ${COUNTED} ORDER BY used_at DESC`,
    [keyId, since],
  );
  return rows.map((r) => r.used_at.toISOString());
}

/** The last 100 counted uses of each key (usageHistory). */
export async function recentUses(db: Db, keyIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<{ key_id: string; used_at: Date }>(
    `SELECT key_id, used_at FROM (
       SELECT key_id, used_at, row_number() OVER (PARTITION BY key_id ORDER BY used_at DESC) AS n
         FROM lock_key_uses WHERE key_id = ANY($1) AND ${COUNTED}) u
     WHERE n <= 100 ORDER BY used_at DESC`,
    [keyIds],
  );
  const byKey = new Map<string, string[]>();
  for (const row of rows)
    byKey.set(row.key_id, [...(byKey.get(row.key_id) ?? []), row.used_at.toISOString()]);
  return byKey;
}

export async function addUse(db: Db, keyId: string, at: Date): Promise<string> {
  const id = newId();
  await db.query('INSERT INTO lock_key_uses (id, key_id, used_at) VALUES ($1, $2, $3)', [id, keyId, at]);
  return id;
}

export async function settleUse(db: Db, useId: string, ok: boolean): Promise<void> {
  await db.query('UPDATE lock_key_uses SET outcome = $2 WHERE id = $1', [useId, ok ? 'ok' : 'failed']);
}

export async function addLog(
  db: Db,
  entry: { deviceId: string; keyId?: string; status: string; switchgear: 'lock' | 'unlock' },
): Promise<void> {
  await db.query('INSERT INTO lock_log (device_id, key_id, status, switchgear) VALUES ($1, $2, $3, $4)', [
    entry.deviceId,
    entry.keyId ?? null,
    entry.status,
    entry.switchgear,
  ]);
}

export function log(db: Db, deviceId: string, offset: number, limit: number) {
  return db.query<{ status: string; switchgear: 'lock' | 'unlock'; created_at: Date }>(
    `SELECT status, switchgear, created_at FROM lock_log WHERE device_id = $1
      ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT $3`,
    [deviceId, offset, limit],
  );
}

export function settingsOf(db: Db, deviceId: string) {
  return one<{ auto_lock_enabled: boolean; auto_lock_delay: number }>(
    db,
    'SELECT auto_lock_enabled, auto_lock_delay FROM lock_settings WHERE device_id = $1',
    [deviceId],
  );
}

export async function saveSettings(db: Db, deviceId: string, enabled: boolean, delay: number): Promise<void> {
  await db.query(
    `INSERT INTO lock_settings (device_id, auto_lock_enabled, auto_lock_delay) VALUES ($1, $2, $3)
     ON CONFLICT (device_id) DO UPDATE SET auto_lock_enabled = $2, auto_lock_delay = $3, updated_at = now()`,
    [deviceId, enabled, delay],
  );
}
