// The user's own account and settings (spec 000 §7.2 'Account', spec 002 §7 settings and account calls).
import {
  changeDealsOffers,
  changeLanguage,
  changeNewsletter,
  deleteMyAccount,
  sendFeedback,
  setNotifyGatewayDisconnects,
  setPushWhenAlarm,
  setPushWhenAlarmChange,
  setPushWhenSceneChange,
  updateAddress,
  updatePassword,
  updateProfile,
  updateProfileImage,
} from '@hemvakt/contract/account';
import type { CallDef } from '@hemvakt/contract/http';
import type { OkSchema } from '@hemvakt/contract/common';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { newId } from '../../lib/ids';
import * as users from '../accounts/users.repo';
import * as properties from '../properties/properties.repo';
import { currentUser } from '../user-data/user-data.service';
import * as service from './account.service';

export function registerAccountSettingsRoutes(deps: Deps): void {
  const { calls, db } = deps;

  /** A call that sets some of the caller's own settings from its body. */
  function ownSetting<B extends z.ZodType>(
    call: CallDef<z.ZodType<{ userId: string }>, B, typeof OkSchema, 'user'>,
    settings: (body: z.output<B>) => users.OwnSettings,
  ) {
    calls.add(call, async ({ auth, params, body }) => {
      await authorize(db, auth, 'account.self', params);
      await users.updateOwnSettings(db, auth.userId, settings(body));
      return { ok: true };
    });
  }

  ownSetting(changeLanguage, (b) => ({ language: b.language }));
  ownSetting(changeNewsletter, (b) => ({ subscribeNewsletter: b.subscribeNewsletter }));
  ownSetting(changeDealsOffers, (b) => ({ subscribeDealsOffers: b.subscribeDealsOffers }));
  ownSetting(setPushWhenAlarm, (b) => ({ pushWhenAlarm: b.setting }));
  ownSetting(setPushWhenSceneChange, (b) => ({ pushWhenSceneChange: b.setting }));
  ownSetting(setPushWhenAlarmChange, (b) => ({ pushWhenAlarmChange: b.setting }));
  ownSetting(updateAddress, (b) => ({ myAddress: b }));

  calls.add(updateProfile, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    await users.updateOwnSettings(db, auth.userId, { name: body.name, phone: body.phone });
    return currentUser(db, auth.userId);
  });

  calls.add(updateProfileImage, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    if (body.profileImage) service.checkProfileImage(body.profileImage);
    await users.updateOwnSettings(db, auth.userId, { profileImage: body.profileImage });
    return { profileImage: body.profileImage };
  });

  calls.add(updatePassword, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    await service.changePassword(deps, auth.userId, auth.sessionId, body.currentPassword, body.newPassword);
    return { ok: true };
  });

  calls.add(setNotifyGatewayDisconnects, async ({ auth, params, body }) => {
    await authorize(db, auth, 'property.member', params);
    await properties.setNotifyGatewayDisconnects(db, params.propertyId, auth.userId, body.setting);
    return { ok: true };
  });

  calls.add(sendFeedback, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    await db.query('INSERT INTO feedback (id, user_id, feedback) VALUES ($1, $2, $3)', [
      newId(),
      auth.userId,
      body.feedback,
    ]);
    return { ok: true };
  });

  calls.add(deleteMyAccount, async ({ auth, body }) => {
    await authorize(db, auth, 'account.self', { userId: body.id });
    await service.deleteAccount(deps, auth.userId);
    return { ok: true };
  });
}
