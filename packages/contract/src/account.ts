// The user's own account: profile, password, address, language, subscriptions, feedback, removal
// (spec 000 §7.2, spec 002 §2 settings, §4 account removal, §7 settings and account calls).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, LanguageSchema, OkSchema } from './common';
import { NameSchema, PasswordSchema, PhoneSchema } from './auth';
import { RoleSchema } from './roles';
import { AddressSchema, UserSchema } from './user-data';

const UserIdParams = z.object({ userId: IdSchema });

export const PROFILE_IMAGE_MAX_BYTES = 200 * 1024;
export const PROFILE_IMAGE_SIZE_PX = 256;
export const FEEDBACK_CLOSE_DELAY_MS = 1500;
export const TOAST_DURATION_MS = 1000;

export const updateProfile = defineCall({
  method: 'PUT',
  path: '/update-profile/:userId',
  access: 'user',
  summary: 'Change name and phone',
  params: UserIdParams,
  body: z.strictObject({ name: NameSchema, phone: PhoneSchema }),
  response: UserSchema,
});

export const updateProfileImage = defineCall({
  method: 'POST',
  path: '/update-profile-image/:userId',
  access: 'user',
  summary: 'Set the profile picture (a JPEG, PNG or WebP data URL, resized by the app, at most 200 kB)',
  params: UserIdParams,
  body: z.strictObject({
    profileImage: z
      .string()
      .max(Math.ceil((PROFILE_IMAGE_MAX_BYTES * 4) / 3) + 64, 'The picture is too large')
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'Not a JPEG, PNG or WebP picture')
      .nullable(),
  }),
  response: z.object({ profileImage: z.string().nullable() }),
});

export const updatePassword = defineCall({
  method: 'PUT',
  path: '/update-password/:userId',
  access: 'user',
  summary: 'Change the password (the current one is required; the new one must be strong)',
  params: UserIdParams,
  body: z.strictObject({ currentPassword: z.string().min(1).max(200), newPassword: PasswordSchema }),
  response: OkSchema,
});

export const updateAddress = defineCall({
  method: 'PUT',
  path: '/update-user-address/:userId',
  access: 'user',
  summary: "Change the user's own postal address",
  params: UserIdParams,
  body: AddressSchema.extend({
    country: z.string().trim().max(80),
    city: z.string().trim().max(80),
    street: z.string().trim().max(120),
    propertyNumber: z.string().trim().max(20),
    flatNumber: z.string().trim().max(20),
    postCode: z.string().trim().max(20),
  }).strict(),
  response: OkSchema,
});

export const changeLanguage = defineCall({
  method: 'POST',
  path: '/change-language/:userId',
  access: 'user',
  summary: 'Change the language of the app and of mails',
  params: UserIdParams,
  body: z.strictObject({ language: LanguageSchema }),
  response: OkSchema,
});

export const changeNewsletter = defineCall({
  method: 'POST',
  path: '/change-newsletter-subscription/:userId',
  access: 'user',
  summary: 'Subscribe to or leave the newsletter',
  params: UserIdParams,
  body: z.strictObject({ subscribeNewsletter: z.boolean() }),
  response: OkSchema,
});

export const changeDealsOffers = defineCall({
  method: 'POST',
  path: '/change-dealsoffers-subscription/:userId',
  access: 'user',
  summary: 'Subscribe to or leave deals and offers',
  params: UserIdParams,
  body: z.strictObject({ subscribeDealsOffers: z.boolean() }),
  response: OkSchema,
});

export const sendFeedback = defineCall({
  method: 'POST',
  path: '/feedback/:userId',
  access: 'user',
  summary: 'Send feedback to the Hemvakt team',
  params: UserIdParams,
  body: z.strictObject({ feedback: z.string().trim().min(1, 'Write some feedback').max(5000) }),
  response: OkSchema,
});

export const deleteMyAccount = defineCall({
  method: 'POST',
  path: '/delete-my-account',
  access: 'user',
  summary: "Delete one's account: an owner's homes go with it, a tenant's members are removed",
  body: z.strictObject({ id: IdSchema, role: z.union([RoleSchema, z.literal('error')]) }),
  response: OkSchema,
});

const SettingBody = z.strictObject({ setting: z.boolean() });

export const setPushWhenAlarm = defineCall({
  method: 'POST',
  path: '/user-setting-push-when-alarm/:userId',
  access: 'user',
  summary: 'Push when the alarm goes off',
  params: UserIdParams,
  body: SettingBody,
  response: OkSchema,
});

export const setPushWhenSceneChange = defineCall({
  method: 'POST',
  path: '/user-setting-when-scene-change/:userId',
  access: 'user',
  summary: 'Push when the scene changes',
  params: UserIdParams,
  body: SettingBody,
  response: OkSchema,
});

export const setPushWhenAlarmChange = defineCall({
  method: 'POST',
  path: '/user-setting-when-alarm-change/:userId',
  access: 'user',
  summary: 'Push when the alarm is armed or disarmed',
  params: UserIdParams,
  body: SettingBody,
  response: OkSchema,
});

export const setNotifyGatewayDisconnects = defineCall({
  method: 'POST',
  path: '/user-setting-when-gateway-disconnects/:propertyId',
  access: 'user',
  summary: "Notify the caller when this property's gateway disconnects",
  params: z.object({ propertyId: IdSchema }),
  body: SettingBody,
  response: OkSchema,
});
