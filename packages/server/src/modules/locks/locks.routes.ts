// Smart-lock calls of spec 002 §7 for the app: control, auto-lock, keys, the history log.
// Key management is the owners' (a House Member cannot open it, spec 002 §2, §6).
import {
  changeKeyNotification,
  controlSmartLock,
  createKey,
  deleteKey,
  getLockFeatures,
  keyDetails,
  keyLogs,
  listActiveKeys,
  listKeys,
  LOCK_LOG_PAGE,
  myKeys,
  reinviteKey,
  saveLockFeatures,
  updateKey,
} from '@hemvakt/contract/locks';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../accounts/sessions.service';
import * as devices from '../devices/devices.repo';
import { joinedOfKind, targetDevice } from '../devices/device-control';
import { lockFeatures, saveLockFeatures as saveFeatures } from './auto-lock';
import * as keys from './keys.service';
import { controlByUser } from './lock-access.service';
import * as repo from './locks.repo';
import { presentLog } from './locks.present';

export function registerLockRoutes(deps: Deps): void {
  const { calls, db } = deps;
  const access = { db, bus: deps.bus, locks: deps.devices.locks };

  /** The lock `ieee` of the property, with the caller's right on it checked. */
  const lockIn = async (
    auth: AuthContext,
    propertyId: string,
    ieee: string,
    action: 'device.view' | 'device.control' | 'device.edit',
  ) => {
    await authorize(db, auth, 'property.read', { propertyId });
    const device = await targetDevice(db, propertyId, ieee, undefined, ['lock']);
    await authorize(db, auth, action, { propertyId, deviceId: device.id });
    return device;
  };

  /** The lock `ieee` of the property, for its key management. */
  const lockForKeys = async (auth: AuthContext, propertyId: string, ieee: string) => {
    await authorize(db, auth, 'lock.keys', { propertyId });
    return targetDevice(db, propertyId, ieee, undefined, ['lock']);
  };

  /** A lock by ieee alone (calls without a property), with the caller's right on it checked. */
  const lockByIeee = async (auth: AuthContext, ieee: string, action: 'device.view' | 'device.edit') => {
    const found = await devices.findByIeee(db, ieee);
    if (!found) throw notFound('DEVICE_NOT_FOUND');
    await authorize(db, auth, action, { propertyId: found.property_id, deviceId: found.id });
    return joinedOfKind(found, ['lock']);
  };

  calls.add(controlSmartLock, async ({ auth, params, body }) => {
    const askedAt = new Date();
    const device = await lockIn(auth, params.propertyId, body.ieee, 'device.control');
    await controlByUser(
      access,
      device,
      { id: auth.userId, name: auth.claims.userName },
      body.switchgear,
      askedAt,
    );
    return { switchgear: body.switchgear };
  });

  calls.add(getLockFeatures, async ({ auth, params }) =>
    lockFeatures(db, await lockIn(auth, params.propertyId, params.ieee, 'device.view')),
  );

  calls.add(saveLockFeatures, async ({ auth, body }) => {
    const device = await lockByIeee(auth, body.ieee, 'device.edit');
    return saveFeatures(deps, device, body.autoLockEnabled, body.selectedAutoLockDelay);
  });

  calls.add(keyLogs, async ({ auth, params }) => {
    const device = await lockByIeee(auth, params.ieee, 'device.view');
    return (await repo.log(db, device.id, params.logCount, LOCK_LOG_PAGE)).map(presentLog);
  });

  calls.add(listKeys, async ({ auth, params }) => {
    const device = await lockForKeys(auth, params.propertyId, params.ieee);
    return keys.presentKeys(db, await repo.listOfDevice(db, device.id));
  });

  calls.add(listActiveKeys, async ({ auth, params }) => {
    const device = await lockForKeys(auth, params.propertyId, params.ieee);
    const now = new Date();
    const all = await keys.presentKeys(db, await repo.listOfDevice(db, device.id));
    return all.filter((key) => keys.isActiveKey(key, now));
  });

  calls.add(createKey, async ({ auth, params, body }) => {
    const { ieee, ...draft } = body;
    const device = await lockForKeys(auth, params.propertyId, ieee);
    return keys.createKey(db, device, draft, auth.userId);
  });

  calls.add(updateKey, async ({ auth, params, body }) => {
    await authorize(db, auth, 'lock.keys', params);
    const { id, ...draft } = body;
    return keys.updateKey(db, params.propertyId, id, draft);
  });

  calls.add(reinviteKey, async ({ auth, params, body }) => {
    await authorize(db, auth, 'lock.keys', params);
    return keys.reinviteKey(db, params.propertyId, body.id);
  });

  calls.add(deleteKey, async ({ auth, params, body }) => {
    await authorize(db, auth, 'lock.keys', params);
    const key = await keys.keyInProperty(db, params.propertyId, body.id);
    await repo.revoke(db, key.id);
    return { ok: true };
  });

  calls.add(changeKeyNotification, async ({ auth, params, body }) => {
    const device = await lockForKeys(auth, params.propertyId, params.ieee);
    const key = await keys.keyInProperty(db, params.propertyId, body.id);
    if (key.device_id !== device.id) throw notFound('KEY_NOT_FOUND');
    await repo.setNotification(db, key.id, body.notification);
    return { ok: true };
  });

  calls.add(keyDetails, async ({ auth, params }) => {
    const row = await repo.findById(db, params.id);
    if (!row || row.revoked_at) throw notFound('KEY_NOT_FOUND');
    await authorize(db, auth, 'lock.keys', { propertyId: row.property_id });
    return (await keys.presentKeys(db, [row]))[0]!;
  });

  calls.add(myKeys, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', { userId: params.id });
    return keys.presentKeys(db, await repo.listOfMember(db, params.id));
  });
}
