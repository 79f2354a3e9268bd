// Landlord alarm settings (spec 002 §7 'Settings', §9): the delay before a tenant's unanswered fire or
// water-leak alarm reaches the landlord, and when an apartment's climate raises a warning.
import { z } from 'zod';
import { IdSchema } from './common';
import { defineCall } from './http';

export const NOTIFICATION_DELAY_OPTIONS_S = [30, 60, 120] as const;
export const CLIMATE_THRESHOLD_MIN_C = 17;
export const CLIMATE_THRESHOLD_MAX_C = 26;
export const CLIMATE_DELAY_DAYS_MIN = 1;
export const CLIMATE_DELAY_DAYS_MAX = 8;

/** What a landlord has before choosing (the database column defaults of the same names). */
export const LANDLORD_ALARM_SETTING_DEFAULTS = {
  fireNotificationDelay: 30,
  waterLeakNotificationDelay: 60,
  climateWarningBelow: 18,
  climateWarningAbove: 25,
  climateWarningDelayDays: 2,
} as const;

export const NotificationDelaySchema = z.union(NOTIFICATION_DELAY_OPTIONS_S.map((s) => z.literal(s)));
export const ClimateThresholdSchema = z
  .number()
  .int()
  .min(CLIMATE_THRESHOLD_MIN_C)
  .max(CLIMATE_THRESHOLD_MAX_C);
export const ClimateDelayDaysSchema = z
  .number()
  .int()
  .min(CLIMATE_DELAY_DAYS_MIN)
  .max(CLIMATE_DELAY_DAYS_MAX);

export const LandlordAlarmSettingsSchema = z.object({
  fireNotificationDelay: NotificationDelaySchema,
  waterLeakNotificationDelay: NotificationDelaySchema,
  climateWarningBelow: ClimateThresholdSchema,
  climateWarningAbove: ClimateThresholdSchema,
  climateWarningDelayDays: ClimateDelayDaysSchema,
});
export type LandlordAlarmSettings = z.infer<typeof LandlordAlarmSettingsSchema>;

export const NOTIFICATION_DELAY_TYPES = ['fireNotificationDelay', 'waterLeakNotificationDelay'] as const;
export type NotificationDelayType = (typeof NOTIFICATION_DELAY_TYPES)[number];
export const SETTING_VARIABLE_TYPES = [
  'climateWarningBelow',
  'climateWarningAbove',
  'climateWarningDelayDays',
] as const;
export type SettingVariableType = (typeof SETTING_VARIABLE_TYPES)[number];

/** The thresholds of one team must leave a range between them: below < above. */
export function climateThresholdsOk(
  settings: Pick<LandlordAlarmSettings, 'climateWarningBelow' | 'climateWarningAbove'>,
) {
  return settings.climateWarningBelow < settings.climateWarningAbove;
}

export const NotificationDelayBodySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('fireNotificationDelay'), value: NotificationDelaySchema }),
  z.strictObject({ type: z.literal('waterLeakNotificationDelay'), value: NotificationDelaySchema }),
]);
export type NotificationDelayBody = z.infer<typeof NotificationDelayBodySchema>;

export const SettingVariableBodySchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('climateWarningBelow'), value: ClimateThresholdSchema }),
  z.strictObject({ type: z.literal('climateWarningAbove'), value: ClimateThresholdSchema }),
  z.strictObject({ type: z.literal('climateWarningDelayDays'), value: ClimateDelayDaysSchema }),
]);
export type SettingVariableBody = z.infer<typeof SettingVariableBodySchema>;

export const setNotificationDelay = defineCall({
  method: 'POST',
  path: '/landlord/notification-delays/:userId',
  access: 'user',
  summary:
    "Set how long a tenant's unanswered fire or water-leak alarm waits before it reaches this landlord user",
  params: z.object({ userId: IdSchema }),
  body: NotificationDelayBodySchema,
  response: LandlordAlarmSettingsSchema,
});

export const setSettingVariable = defineCall({
  method: 'POST',
  path: '/landlord/setting-variables/:landlordId',
  access: 'user',
  summary: "Set a climate warning threshold or delay for the landlord's whole team",
  params: z.object({ landlordId: IdSchema }),
  body: SettingVariableBodySchema,
  response: LandlordAlarmSettingsSchema,
});

export const getLandlordAlarmSettings = defineCall({
  method: 'GET',
  path: '/landlord/alarm-settings/:userId',
  access: 'user',
  summary: "The alarm settings that apply to a landlord user: own delays and the team's climate variables",
  params: z.object({ userId: IdSchema }),
  response: LandlordAlarmSettingsSchema,
});
