// Security mode (spec 001 §2 'Security page', §4 'Security mode', §7 'Security'): Armed or Disarmed.
// While armed, a door/window, motion or vibration sensor that trips raises an alarm.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';
import { DEVICE_STATUS, type DeviceKind } from './device-catalogue';

export const ALARM_SETTINGS = ['Armed', 'Disarmed'] as const;
export const AlarmSettingSchema = z.enum(ALARM_SETTINGS);
export type AlarmSetting = z.infer<typeof AlarmSettingSchema>;

/** Device kinds the alarm watches (spec 001 §4: security true for motion, door/window and vibration). */
export const SECURITY_KINDS: readonly DeviceKind[] = ['doorWindow', 'motion', 'vibration'];

/** How long sirens sound for an alarm unless disarmed first. */
export const ALARM_SIREN_SECONDS = 180;

/** A sensor's status when it has tripped: a door or window open, movement or vibration seen. */
function isTrippedStatus(kind: DeviceKind | undefined, status: string): boolean {
  if (kind === 'doorWindow') return status === DEVICE_STATUS.open;
  if (kind === 'motion' || kind === 'vibration') return status === DEVICE_STATUS.movement;
  return false;
}

/**
 * Whether a status change of a security sensor is a trip: from its quiet state (closed, no movement)
 * to tripped. A sensor reconnecting, or one that was already open, does not raise an alarm.
 */
export function isIntrusionTrip(kind: DeviceKind | undefined, before: string, after: string): boolean {
  if (!kind || !SECURITY_KINDS.includes(kind)) return false;
  const quiet = kind === 'doorWindow' ? DEVICE_STATUS.closed : DEVICE_STATUS.noMovement;
  return before === quiet && isTrippedStatus(kind, after);
}

export const AlarmEventSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  deviceId: IdSchema.nullable(),
  deviceName: z.string(),
  roomId: IdSchema.nullable(),
  roomName: z.string().nullable(),
  /** The sensor's status that raised it ('Open', 'Movement Detected'). */
  status: z.string(),
  createdAt: z.string(),
  /** Set when the alarm was disarmed. */
  clearedAt: z.string().nullable(),
});
export type AlarmEvent = z.infer<typeof AlarmEventSchema>;

export const SecurityStateSchema = z.object({
  propertyId: IdSchema,
  alarmSetting: AlarmSettingSchema,
  changedAt: z.string().nullable(),
  /** Who armed or disarmed last: a person's name, or the automation's. */
  changedBy: z.string().nullable(),
  /** The sensors watched while armed; null watches every security sensor. */
  watchedSensorIds: z.array(IdSchema).nullable(),
  /** An alarm raised since the home was armed, until it is disarmed. */
  activeAlarm: AlarmEventSchema.nullable(),
  recentAlarms: z.array(AlarmEventSchema),
  /** Sensors an automation found open when it armed the alarm (spec 001 §4). */
  openSensorsFoundByAutomation: z.array(z.string()),
});
export type SecurityState = z.infer<typeof SecurityStateSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
export const RECENT_ALARMS = 10;

export const getSecurity = defineCall({
  method: 'GET',
  path: '/property-security/:propertyId',
  access: 'user',
  summary: "A home's security mode, its active alarm and recent alarms",
  params: PropertyParams,
  response: SecurityStateSchema,
});

export const setSecurity = defineCall({
  method: 'PUT',
  path: '/property-security/:propertyId',
  access: 'user',
  summary: 'Arm or disarm the alarm; answers the sensors found open when arming (devNames)',
  params: PropertyParams,
  body: z.strictObject({
    alarmSetting: AlarmSettingSchema,
    /** The caller (spec 001 §7); another user's id is refused. */
    userId: IdSchema.optional(),
  }),
  response: z.object({ security: SecurityStateSchema, devNames: z.array(z.string()) }),
});

export const getOpenSensors = defineCall({
  method: 'GET',
  path: '/property-security/get-open-sensors/:propertyId',
  access: 'user',
  summary: 'Security sensors open right now (names)',
  params: PropertyParams,
  response: z.object({ devNames: z.array(z.string()) }),
});

export const resetOpenSensors = defineCall({
  method: 'POST',
  path: '/user-data/reset-open-sensors/:propertyId',
  access: 'user',
  summary: 'Clear the open sensors an automation found when it armed the alarm',
  params: PropertyParams,
  response: OkSchema,
});

/** Live 'alarm' payload. */
export const AlarmMessageSchema = z.object({ alarm: AlarmEventSchema });
/** Live 'security' payload. */
export const SecurityMessageSchema = z.object({ security: SecurityStateSchema });
