// SQL for geofences: at most one per user and property.
import type { Geofence } from '@hemvakt/contract/geofence';
import type { Db } from '../../db/db';

export interface GeofenceRow {
  user_id: string;
  property_id: string;
  lat: number;
  lng: number;
  radius: Geofence['radius'];
  where_am_i: Geofence['whereAmI'];
  enabled: boolean;
  [key: string]: unknown;
}

export function listByUser(db: Db, userId: string) {
  return db.query<GeofenceRow>('SELECT * FROM geofences WHERE user_id = $1 ORDER BY property_id', [userId]);
}

/** Replaces the user's fences with these. */
export async function replaceAll(db: Db, userId: string, fences: Geofence[]): Promise<void> {
  await db.query('DELETE FROM geofences WHERE user_id = $1', [userId]);
  for (const f of fences) {
    await db.query(
      `INSERT INTO geofences (user_id, property_id, lat, lng, radius, where_am_i, enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, f.propertyId, f.lat, f.lng, f.radius, f.whereAmI, f.geofenceEnabled],
    );
  }
}

export async function setWhereAmI(
  db: Db,
  userId: string,
  propertyId: string,
  whereAmI: string,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE geofences SET where_am_i = $3, updated_at = now() WHERE user_id = $1 AND property_id = $2 RETURNING 1',
    [userId, propertyId, whereAmI],
  );
  return rows.length > 0;
}

export function present(row: GeofenceRow): Geofence {
  return {
    propertyId: row.property_id,
    lat: row.lat,
    lng: row.lng,
    radius: row.radius,
    whereAmI: row.where_am_i,
    geofenceEnabled: row.enabled,
  };
}
