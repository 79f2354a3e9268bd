// User notifications (spec 000 §3.8, §4.6, §7.2 'Notifications'; spec 002 §9 'Notification history is kept
// for one week'): stored per recipient, sent on the live channel, pushed to the recipient's registered
// devices (Web Push, FCM), read and removed in the inbox.
import { z } from 'zod';
import { IdSchema, OkSchema } from './common';
import { HazardKindSchema } from './hazards';
import { defineCall } from './http';
import { RoleSchema } from './roles';

export const NOTIFICATION_TYPES = [
  'deviceWater',
  'deviceSmoke',
  'alarmStatus',
  'customimpNotification',
  'broadCast',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_HISTORY_MS = 7 * 24 * 60 * 60 * 1000;

/** What the notification is about, so the app can word it in the reader's language. */
export const NotificationDataSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('alarm'),
    deviceName: z.string(),
    roomName: z.string().nullable(),
    status: z.string(),
  }),
  z.object({
    event: z.literal('alarmChange'),
    alarmSetting: z.enum(['Armed', 'Disarmed']),
    by: z.string(),
  }),
  z.object({ event: z.literal('sceneChange'), sceneName: z.string(), by: z.string() }),
  z.object({ event: z.literal('automation'), automationName: z.string(), message: z.string() }),
  // Issue 6: a smoke or water-leak sensor tripped (types deviceSmoke / deviceWater).
  z.object({
    event: z.literal('hazard'),
    kind: HazardKindSchema,
    deviceName: z.string(),
    roomName: z.string().nullable(),
  }),
  z.object({ event: z.literal('gatewayDisconnected'), propertyName: z.string() }),
]);
export type NotificationData = z.infer<typeof NotificationDataSchema>;

export const NotificationSchema = z.object({
  id: IdSchema,
  type: z.enum(NOTIFICATION_TYPES),
  /** DD/MM/YYYY HH:mm:ss in the property's time zone (spec 000 §3.8). */
  time: z.string(),
  createdAt: z.string(),
  propertyName: z.string(),
  propertyId: IdSchema.nullable(),
  propertyRoomId: IdSchema.nullable(),
  /** In the recipient's language when it was sent. */
  warningMessage: z.string(),
  data: NotificationDataSchema.nullable(),
  read: z.boolean(),
  resolved: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Inbox page size of gradual loading (spec 000 §4.6 'More notifications load gradually using a skip offset'). */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Spec 000 §9: a seen notification is marked read after 1 s. */
export const NOTIFICATION_READ_DELAY_MS = 1_000;
/** Spec 002 §9: infinite scroll threshold and load delay. */
export const INFINITE_SCROLL_THRESHOLD_PX = 100;
export const INFINITE_SCROLL_DELAY_MS = 500;

/**
 * A push token: a Web Push subscription as JSON (`{ endpoint, keys: { p256dh, auth } }`) from a browser,
 * or an FCM registration token from the native wrapper.
 */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(256), auth: z.string().min(1).max(64) }),
});
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>;

export const RegisterPushTokenBodySchema = z.strictObject({
  notificationToken: z.string().min(1).max(4096),
  appUserId: IdSchema,
  role: RoleSchema,
});

const UserPropertyParams = z.object({ userId: IdSchema, propertyId: IdSchema });

export const registerPushToken = defineCall({
  method: 'POST',
  path: '/notifications/:propertyId',
  access: 'user',
  summary: 'Register a push token (Web Push subscription JSON or FCM token) for the user and property',
  params: z.object({ propertyId: IdSchema }),
  body: RegisterPushTokenBodySchema,
  response: OkSchema,
});

export const removeOneNotification = defineCall({
  method: 'DELETE',
  path: '/remove-one-new/:userId/:id',
  access: 'user',
  summary: "Remove one of the user's notifications",
  params: z.object({ userId: IdSchema, id: IdSchema }),
  response: OkSchema,
});

export const deleteNotification = defineCall({
  method: 'DELETE',
  path: '/notifications/:id',
  access: 'user',
  summary: "Remove one of the caller's notifications",
  params: z.object({ id: IdSchema }),
  response: OkSchema,
});

export const removeAllNotifications = defineCall({
  method: 'DELETE',
  path: '/remove-all-new/:userId/:propertyId',
  access: 'user',
  summary: "Remove all of the user's notifications of a property",
  params: UserPropertyParams,
  response: OkSchema,
});

export const markNotificationsRead = defineCall({
  method: 'PUT',
  path: '/notifications/:userId/:propertyId',
  access: 'user',
  summary: "Mark the user's notifications of a property read",
  params: UserPropertyParams,
  response: z.object({ ok: z.boolean(), unread: z.number().int() }),
});

export const NotificationPageSchema = z.object({
  notifications: z.array(NotificationSchema),
  /** Unread notifications of the property within the kept week. */
  unread: z.number().int(),
  /** Whether a next page exists. */
  more: z.boolean(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const getNotificationPage = defineCall({
  method: 'GET',
  path: '/gradual-load/:userId/:propertyId/:skip',
  access: 'user',
  summary: "A page of the user's notifications of a property, newest first, from `skip`",
  params: UserPropertyParams.extend({ skip: z.coerce.number().int().min(0).max(100_000) }),
  response: NotificationPageSchema,
});

export const getPushPublicKey = defineCall({
  method: 'GET',
  path: '/push/public-key',
  access: 'user',
  summary: "The server's VAPID public key for Web Push subscriptions",
  response: z.object({ publicKey: z.string() }),
});

export const NotificationMessageSchema = z.object({ notification: NotificationSchema });
