// Landlord alarm settings (spec 002 §7 'Settings', §9): the delay before a tenant's unanswered fire or
// water-leak alarm reaches the landlord, and when an apartment's climate raises a warning.
import { z } from 'zod';

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
