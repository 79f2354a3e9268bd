// Geofences (spec 000 §3.2, spec 002 §2 geofence view, §3, §4, §9).
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';

export const GEOFENCE_RADII = [200, 250, 300] as const;
export const DEFAULT_GEOFENCE_RADIUS = 200;
export const GEOFENCE_MAP_ZOOM = 16;

export const GeofenceSchema = z.object({
  propertyId: IdSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radius: z.union(
    GEOFENCE_RADII.map((r) => z.literal(r)) as [z.ZodLiteral<200>, z.ZodLiteral<250>, z.ZodLiteral<300>],
  ),
  whereAmI: z.enum(['home', 'away']),
  geofenceEnabled: z.boolean(),
});
export type Geofence = z.infer<typeof GeofenceSchema>;

const UserIdParams = z.object({ userId: IdSchema });

export const saveGeofences = defineCall({
  method: 'POST',
  path: '/geofence-new/:userId',
  access: 'user',
  summary: "Replace the user's geofences (one per property at most)",
  params: UserIdParams,
  body: z.strictObject({ myGeoFences: z.array(GeofenceSchema).max(50) }),
  response: z.object({ myGeoFences: z.array(GeofenceSchema) }),
});

export const reportGeofenceEvent = defineCall({
  method: 'POST',
  path: '/geofence/events/:userId',
  access: 'user',
  summary: 'The phone entered or left the fence of a property',
  params: UserIdParams,
  body: z.strictObject({ propertyId: IdSchema, event: z.enum(['enter', 'exit']) }),
  response: OkSchema,
});

export const removeGeofencesOnLogout = defineCall({
  method: 'POST',
  path: '/remove-geofence-logout/:userId',
  access: 'user',
  summary: "Remove the user's geofences (the app stops watching them at logout)",
  params: UserIdParams,
  body: z.strictObject({ myGeoFences: z.array(GeofenceSchema).max(50).optional() }),
  response: OkSchema,
});
