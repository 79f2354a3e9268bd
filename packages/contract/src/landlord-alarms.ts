// The landlord's side of fire and water-leak alarms (spec 000 §3.6, §3.8, §4.6, §7.3, §9): landlord
// notifications raised after the landlord's delay, resolved with who and when, and the overview of
// the portfolio. Landlord calls live under /landlord/ (DESIGN.md §3).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema } from './common';
import { HazardEventSchema, HazardKindSchema, type HazardKind } from './hazards';
import type { LiveMessageType } from './live';

/** Event windows of the overview (spec 000 §9). */
export const LANDLORD_WEEK_MS = 604_800_000;
export const LANDLORD_MONTH_MS = 2_678_400_000;
/** Landlord notifications per page (the overview's first page, then get-more by dateFrom). */
export const LANDLORD_NOTIFICATIONS_PAGE = 20;
/** The dateFrom of the first page of get-more-landlord-notifications: older than this is everything. */
export const NEWEST_FIRST_PAGE = '9999-12-31T23:59:59.999Z';
/** An unresolved landlord notification shows a toast this long after the app opens on a desktop. */
export const LANDLORD_TOAST_DELAY_MS = 2_000;

export const LANDLORD_DETECTED_MESSAGE: Record<HazardKind, LiveMessageType> = {
  fire: 'landlord fire detected',
  waterLeak: 'landlord water leak detected',
};
export const LANDLORD_OK_MESSAGE: Record<HazardKind, LiveMessageType> = {
  fire: 'landlord fire ok',
  waterLeak: 'landlord water leak ok',
};

export const LandlordNotificationSchema = z.object({
  id: IdSchema,
  kind: HazardKindSchema,
  hazardEventId: IdSchema,
  propertyId: IdSchema,
  /** The apartment's name and flat number, and its building. */
  propertyName: z.string(),
  flatNumber: z.string().nullable(),
  buildingId: IdSchema.nullable(),
  buildingName: z.string().nullable(),
  deviceName: z.string(),
  roomName: z.string().nullable(),
  /** When the sensor tripped, when the landlord was notified, when the sensor cleared. */
  startTime: z.string(),
  createdAt: z.string(),
  clearedAt: z.string().nullable(),
  /** The tenant's answer to 'was it a real alarm?' (null: not answered). */
  realAlarm: z.boolean().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  resolved: z.boolean(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type LandlordNotification = z.infer<typeof LandlordNotificationSchema>;

/** Live 'landlord fire detected' / 'landlord water leak detected' and their 'ok'. */
export const LandlordAlarmMessageSchema = z.object({ notification: LandlordNotificationSchema });
export type LandlordAlarmMessage = z.infer<typeof LandlordAlarmMessageSchema>;

export const PortfolioEventSchema = z.object({
  id: IdSchema,
  propertyId: IdSchema,
  propertyName: z.string(),
  startTime: z.string(),
});
export type PortfolioEvent = z.infer<typeof PortfolioEventSchema>;

export const LandlordOverviewSchema = z.object({
  tenantsInPortfolio: z.number().int(),
  landlordDevicesInactive: z.number().int(),
  landlordDevicesLength: z.number().int(),
  landlordPropertiesLength: z.number().int(),
  installedGateways: z.number().int(),
  /** Events of the last 31 days, newest first (the web counts the last 7 days from them). */
  fireEvents: z.array(PortfolioEventSchema),
  leakEvents: z.array(PortfolioEventSchema),
  climaWarnings: z.array(PortfolioEventSchema),
  /** The newest landlord notifications (one page). */
  notifications: z.array(LandlordNotificationSchema),
});
export type LandlordOverview = z.infer<typeof LandlordOverviewSchema>;

const LandlordParams = z.object({ landlordId: IdSchema });

export const getLandlordOverview = defineCall({
  method: 'GET',
  path: '/landlord/landlords/:landlordId',
  access: 'user',
  summary: "The landlord's overview: portfolio counts, recent alarms and the newest notifications",
  params: LandlordParams,
  response: LandlordOverviewSchema,
});

export const resolveLandlordNotification = defineCall({
  method: 'POST',
  path: '/landlord/resolve-notification/:id',
  access: 'user',
  summary: 'Resolve a landlord notification, recording who resolved it and when',
  params: z.object({ id: IdSchema }),
  body: z.strictObject({ resolvedBy: z.string().trim().min(1).max(100) }),
  response: LandlordNotificationSchema,
});

export const getMoreLandlordNotifications = defineCall({
  method: 'POST',
  path: '/landlord/get-more-landlord-notifications/:landlordId',
  access: 'user',
  summary: 'The page of landlord notifications older than dateFrom, newest first',
  params: LandlordParams,
  body: z.strictObject({ dateFrom: z.iso.datetime({ offset: true }) }),
  response: z.array(LandlordNotificationSchema),
});

export const getApartmentHazardReasons = defineCall({
  method: 'GET',
  path: '/landlord/get-apartment-waterleak-fire-reason/:id',
  access: 'user',
  summary: "An apartment's fire and water-leak alarms of the last 31 days with the tenant's answers",
  params: z.object({ id: IdSchema }),
  response: z.array(HazardEventSchema),
});
