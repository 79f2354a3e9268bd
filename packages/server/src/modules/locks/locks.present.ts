// Key rows as the app and the key page see them; never the token hash.
import type { KeyRules } from '@hemvakt/contract/key-access';
import type { LockLogEntry, SmartLockKey } from '@hemvakt/contract/locks';
import type { KeyRow } from './locks.repo';

export function keyRules(row: KeyRow): KeyRules {
  return {
    accessType: row.access_type,
    startDate: row.start_date?.toISOString() ?? null,
    endDate: row.end_date?.toISOString() ?? null,
    startTime: row.start_time,
    endTime: row.end_time,
    appliedDays: row.applied_days,
    limitUses: row.limit_uses,
    numOfUses: row.num_of_uses,
    limitTerm: row.limit_term,
    revoked: row.revoked_at !== null,
    timeZone: row.time_zone,
  };
}

export function presentKey(row: KeyRow, usageHistory: string[]): SmartLockKey {
  return {
    ...keyRules(row),
    id: row.id,
    deviceId: row.device_id,
    ieee: row.ieee,
    userId: row.user_id,
    userName: row.user_name,
    keyName: row.key_name,
    sendNotification: row.send_notification,
    appliedDays: [...row.applied_days],
    usageHistory,
    createdAt: row.created_at.toISOString(),
  };
}

export function presentLog(row: {
  status: string;
  switchgear: 'lock' | 'unlock';
  created_at: Date;
}): LockLogEntry {
  return { status: row.status, switchgear: row.switchgear, createdAt: row.created_at.toISOString() };
}
