// Climate warnings (issue 6 item 4): an apartment of a landlord whose temperature stays below
// climateWarningBelow or above climateWarningAbove for climateWarningDelayDays days raises a warning for
// the landlord's team; it ends when the temperature is back in range.
import { z } from 'zod';
import { IdSchema } from './common';
import { defineCall } from './http';
import type { LandlordAlarmSettings } from './landlord-settings';

export const DAY_MS = 86_400_000;

export const CLIMATE_SIDES = ['below', 'above'] as const;
export const ClimateSideSchema = z.enum(CLIMATE_SIDES);
export type ClimateSide = z.infer<typeof ClimateSideSchema>;

/** Which side of the team's range a temperature (°C) is on; null inside it (the thresholds themselves are in range). */
export function climateSide(
  temperature: number,
  settings: Pick<LandlordAlarmSettings, 'climateWarningBelow' | 'climateWarningAbove'>,
): ClimateSide | null {
  if (temperature < settings.climateWarningBelow) return 'below';
  if (temperature > settings.climateWarningAbove) return 'above';
  return null;
}

/** When an apartment out of range since `since` raises its warning. */
export function climateWarningDue(since: Date, delayDays: number): Date {
  return new Date(since.getTime() + delayDays * DAY_MS);
}

export const ClimateWarningSchema = z.object({
  id: IdSchema,
  /** When the warning was raised (ms since epoch). */
  startTime: z.number(),
  /** When the temperature left the range (ms since epoch). */
  outOfRangeSince: z.number(),
  /** When the temperature came back in range; null while the warning lasts. */
  endTime: z.number().nullable(),
  propertyId: IdSchema,
  propertyName: z.string(),
  buildingId: IdSchema.nullable(),
  buildingName: z.string().nullable(),
  type: ClimateSideSchema,
  /** The apartment's temperature (°C) when the warning was raised. */
  temperature: z.number(),
  /** The threshold it crossed (°C). */
  threshold: z.number().int(),
});
export type ClimateWarning = z.infer<typeof ClimateWarningSchema>;

/** Payload of the live messages 'landlord climate warning' and 'landlord climate ok'. */
export const ClimateWarningLiveSchema = ClimateWarningSchema;

export const listClimateWarnings = defineCall({
  method: 'POST',
  path: '/landlord/climate-warnings/:landlordId',
  access: 'user',
  summary: "The climate warnings of the team's apartments raised since dateFrom (ms), newest first",
  params: z.object({ landlordId: IdSchema }),
  body: z.strictObject({ dateFrom: z.number().int().min(0) }),
  response: z.array(ClimateWarningSchema),
});
