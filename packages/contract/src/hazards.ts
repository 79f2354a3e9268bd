// Fire and water-leak alarms for residents (spec 000 §4.6, §7.2; docs/decisions/009): a smoke or leak
// sensor that trips raises a hazard event, armed or not; the home's members are asked in the
// action-required modal whether the alarm was real.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema } from './common';
import { DEVICE_STATUS, type DeviceKind } from './device-catalogue';
import type { NotificationType } from './notifications';

export const HAZARD_KINDS = ['fire', 'waterLeak'] as const;
export const HazardKindSchema = z.enum(HAZARD_KINDS);
export type HazardKind = z.infer<typeof HazardKindSchema>;

const HAZARD_OF_DEVICE: Partial<Record<DeviceKind, HazardKind>> = { smoke: 'fire', waterLeak: 'waterLeak' };

const STATUSES: Record<HazardKind, { alarm: string; quiet: string }> = {
  fire: { alarm: DEVICE_STATUS.smoke, quiet: DEVICE_STATUS.noSmoke },
  waterLeak: { alarm: DEVICE_STATUS.leak, quiet: DEVICE_STATUS.noLeak },
};

/** The user notification type of a hazard (spec 000 §3.8). */
export const HAZARD_NOTIFICATION_TYPE: Record<HazardKind, NotificationType> = {
  fire: 'deviceSmoke',
  waterLeak: 'deviceWater',
};

export function hazardKindOf(kind: DeviceKind | undefined): HazardKind | undefined {
  return kind ? HAZARD_OF_DEVICE[kind] : undefined;
}

/** A sensor's status became its alarm status (from anything else: quiet, reconnecting, unknown). */
export function isHazardTrip(kind: HazardKind, before: string, after: string): boolean {
  return after === STATUSES[kind].alarm && before !== after;
}

/** A sensor in alarm reports its quiet status again: smoke gone, floor dry. */
export function isHazardClear(kind: HazardKind, before: string, after: string): boolean {
  return before === STATUSES[kind].alarm && after === STATUSES[kind].quiet;
}

export const HazardEventSchema = z.object({
  id: IdSchema,
  kind: HazardKindSchema,
  propertyId: IdSchema,
  propertyName: z.string(),
  deviceId: IdSchema.nullable(),
  deviceName: z.string(),
  roomId: IdSchema.nullable(),
  roomName: z.string().nullable(),
  startedAt: z.string(),
  /** When the sensor reported its quiet status again. */
  clearedAt: z.string().nullable(),
  /** The residents' answer: null until someone answered. */
  realAlarm: z.boolean().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type HazardEvent = z.infer<typeof HazardEventSchema>;

/** Whether the residents still have to answer: nobody has, and the sensor still reports the alarm. */
export function needsAnswer(event: Pick<HazardEvent, 'realAlarm' | 'clearedAt'>): boolean {
  return event.realAlarm === null && event.clearedAt === null;
}

/** Live 'action required': a hazard event changed (raised, answered, cleared); the modal follows it. */
export const ActionRequiredMessageSchema = z.object({ hazard: HazardEventSchema });
export type ActionRequiredMessage = z.infer<typeof ActionRequiredMessageSchema>;

const UserParams = z.object({ userId: IdSchema });

export const checkActionRequired = defineCall({
  method: 'GET',
  path: '/check-action-required-waterleak-fire/:userId',
  access: 'user',
  summary: "Fire and water-leak alarms in the user's homes that still wait for an answer, newest first",
  params: UserParams,
  response: z.array(HazardEventSchema),
});

export const submitHazardReason = defineCall({
  method: 'POST',
  path: '/submit-waterleak-fire-reason/:id/:userId',
  access: 'user',
  summary: 'Answer whether a fire or water-leak alarm was real; the first answer counts',
  params: z.object({ id: IdSchema, userId: IdSchema }),
  body: z.strictObject({ realAlarm: z.boolean() }),
  response: HazardEventSchema,
});
