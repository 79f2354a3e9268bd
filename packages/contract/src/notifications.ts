// User notifications (spec 000 §3.8, §4.6; spec 001 §9 'Notification history kept one week'). Issue 5
// stores them and sends them on the live channel; the inbox and Web Push build on the same rows.
import { z } from 'zod';
import { IdSchema } from './common';
import { HazardKindSchema } from './hazards';

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
