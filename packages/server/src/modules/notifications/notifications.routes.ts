// The inbox and push registration calls of spec 000 §7.2 'Notifications'. A user reads and removes only
// their own notifications; someone else's ids are refused.
import {
  deleteNotification,
  getNotificationPage,
  getPushPublicKey,
  markNotificationsRead,
  registerPushToken,
  removeAllNotifications,
  removeOneNotification,
} from '@hemvakt/contract/notifications';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import * as inbox from './inbox.service';
import * as repo from './notifications.repo';
import { registerToken } from './push-registration';

export function registerNotificationRoutes(deps: Deps): void {
  const { calls, db, push } = deps;

  calls.add(registerPushToken, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.property.read', {
      userId: body.appUserId,
      propertyId: params.propertyId,
    });
    await registerToken(db, auth.userId, params.propertyId, body.notificationToken);
    return { ok: true };
  });

  calls.add(getPushPublicKey, async () => ({ publicKey: push.publicKey }));

  calls.add(getNotificationPage, async ({ auth, params }) => {
    await authorize(db, auth, 'account.property.read', params);
    return inbox.page(deps, params.userId, params.propertyId, params.skip);
  });

  calls.add(markNotificationsRead, async ({ auth, params }) => {
    await authorize(db, auth, 'account.property.read', params);
    await repo.markRead(db, params.userId, params.propertyId);
    return { ok: true, unread: await inbox.unreadCount(deps, params.userId, params.propertyId) };
  });

  calls.add(removeOneNotification, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    await inbox.removeOwn(db, auth, params.id);
    return { ok: true };
  });

  calls.add(deleteNotification, async ({ auth, params }) => {
    await inbox.removeOwn(db, auth, params.id);
    return { ok: true };
  });

  calls.add(removeAllNotifications, async ({ auth, params }) => {
    await authorize(db, auth, 'account.property.read', params);
    await repo.removeAll(db, params.userId, params.propertyId);
    return { ok: true };
  });
}
