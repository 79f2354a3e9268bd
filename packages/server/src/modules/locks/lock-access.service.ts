// Opening and closing a lock: by the app (owners, members with control of the lock, limited by a member
// key they hold) and by a key link, whose rules decide every request (keyDecision, in the property's time
// zone). Each use is logged with its key's name and, if the key asks for it, the owners hear of it.
import { keyDecision, LONGEST_TERM_MS, usesInTerm, type KeyDecision } from '@hemvakt/contract/key-access';
import { KEY_REFUSAL_CODES, type KeyPage } from '@hemvakt/contract/locks';
import { OWN_PROPERTY_ROLES } from '@hemvakt/contract/roles';
import type { Db } from '../../db/db';
import type { EventBus } from '../../live/event-bus';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { hashSecret } from '../../lib/secrets';
import type { LockCommands, LockTarget } from '../devices/lock-commands';
import * as devices from '../devices/devices.repo';
import { findMembership } from '../properties/properties.repo';
import { ownerIds } from './keys.service';
import * as repo from './locks.repo';
import { keyRules } from './locks.present';

export interface LockAccessDeps {
  db: Db;
  bus: EventBus;
  locks: LockCommands;
}

function refused(decision: KeyDecision): void {
  if (!decision.allowed)
    throw new AppError(KEY_REFUSAL_CODES[decision.reason], 403, undefined, { reason: decision.reason });
}

async function decide(db: Db, key: repo.KeyRow, target: LockTarget, now: Date): Promise<KeyDecision> {
  // Locking never counts as a use: a guest may always lock the door behind them while the key is valid.
  if (target === 'lock') return keyDecision(keyRules(key), now, 0);
  const rules = keyRules(key);
  const uses = await repo.usesSince(db, key.id, new Date(now.getTime() - LONGEST_TERM_MS));
  return keyDecision(rules, now, usesInTerm(rules, uses, now));
}

/** The app's lock / unlock: a member who holds a member key for the lock is held to its rules. */
export async function controlByUser(
  deps: LockAccessDeps,
  device: devices.DeviceRow,
  user: { id: string; name: string },
  target: LockTarget,
  askedAt: Date,
): Promise<void> {
  const member = await findMembership(deps.db, device.property_id, user.id);
  if (member && !OWN_PROPERTY_ROLES.includes(member.role)) {
    const key = await repo.findMemberKey(deps.db, device.id, user.id);
    if (key && !(await decide(deps.db, key, target, askedAt)).allowed) throw forbidden('LOCK_NOT_PERMITTED');
  }
  await deps.locks.send(device, target, askedAt);
  await repo.addLog(deps.db, { deviceId: device.id, status: user.name, switchgear: target });
}

async function keyOfToken(db: Db, token: string) {
  const key = await repo.findByTokenHash(db, hashSecret(token));
  const device = key && (await devices.findById(db, key.device_id));
  if (!key || !device) throw notFound('KEY_NOT_FOUND');
  return { key, device };
}

/** What the key page shows; a revoked key still shows why it opens nothing. */
export async function keyPage(db: Db, token: string, now = new Date()): Promise<KeyPage> {
  const { key, device } = await keyOfToken(db, token);
  const rules = keyRules(key);
  const uses = await repo.usesSince(db, key.id, new Date(now.getTime() - LONGEST_TERM_MS));
  const used = usesInTerm(rules, uses, now);
  const decision = keyDecision(rules, now, used);
  return {
    keyName: key.key_name,
    switchgear: device.switchgear === 'lock' ? 'lock' : 'unlock',
    online: device.active,
    accessType: rules.accessType,
    startDate: rules.startDate,
    endDate: rules.endDate,
    startTime: rules.startTime,
    endTime: rules.endTime,
    appliedDays: [...rules.appliedDays],
    limitUses: rules.limitUses,
    numOfUses: rules.numOfUses,
    limitTerm: rules.limitTerm,
    timeZone: rules.timeZone,
    refusal: decision.allowed ? null : decision.reason,
    usesLeft: rules.limitUses && rules.numOfUses !== null ? Math.max(0, rules.numOfUses - used) : null,
  };
}

/**
 * A lock request through a key link. An unlock reserves its use in the same transaction that counts the
 * uses, under a row lock of the key, so parallel requests can never pass the limit; a use the lock did not
 * confirm is given back.
 */
export async function useKey(
  deps: LockAccessDeps,
  token: string,
  target: LockTarget,
  askedAt = new Date(),
): Promise<void> {
  const { db } = deps;
  const { key: found, device } = await keyOfToken(db, token);
  const useId = await db.transaction(async (tx) => {
    await repo.lockForUse(tx, found.id);
    const key = (await repo.findById(tx, found.id))!;
    refused(await decide(tx, key, target, askedAt));
    return target === 'unlock' ? repo.addUse(tx, key.id, askedAt) : null;
  });
  try {
    await deps.locks.send(device, target, askedAt);
  } catch (error) {
    if (useId) await repo.settleUse(db, useId, false);
    throw error;
  }
  if (useId) await repo.settleUse(db, useId, true);
  await repo.addLog(db, { deviceId: device.id, keyId: found.id, status: found.key_name, switchgear: target });
  if (found.send_notification) await notifyOwners(deps, device, found.key_name, target);
}

/** A live 'notification' to the owners; push arrives with the notifications issue. */
async function notifyOwners(
  { db, bus }: LockAccessDeps,
  device: devices.DeviceRow,
  keyName: string,
  switchgear: LockTarget,
): Promise<void> {
  const data = {
    kind: 'key used',
    deviceId: device.id,
    deviceName: device.device_name,
    keyName,
    switchgear,
    at: new Date().toISOString(),
  };
  for (const userId of await ownerIds(db, device.property_id)) {
    bus.publish({
      kind: 'live',
      userId,
      message: { type: 'notification', propertyId: device.property_id, data },
    });
  }
}
