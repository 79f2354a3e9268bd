// Geofence calls (spec 000 §7.2 'Geofence').
import { removeGeofencesOnLogout, reportGeofenceEvent, saveGeofences } from '@hemvakt/contract/geofence';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import * as geofences from './geofence.repo';

export function registerGeofenceRoutes({ calls, db }: Deps): void {
  calls.add(saveGeofences, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    for (const fence of body.myGeoFences) {
      await authorize(db, auth, 'property.geofence', { propertyId: fence.propertyId });
    }
    const unique = [...new Map(body.myGeoFences.map((f) => [f.propertyId, f])).values()];
    await db.transaction((tx) => geofences.replaceAll(tx, auth.userId, unique));
    return { myGeoFences: (await geofences.listByUser(db, auth.userId)).map(geofences.present) };
  });

  calls.add(reportGeofenceEvent, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    await authorize(db, auth, 'property.member', { propertyId: body.propertyId });
    const found = await geofences.setWhereAmI(
      db,
      auth.userId,
      body.propertyId,
      body.event === 'enter' ? 'home' : 'away',
    );
    if (!found) throw notFound('PROPERTY_NOT_FOUND');
    return { ok: true };
  });

  calls.add(removeGeofencesOnLogout, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    await geofences.replaceAll(db, auth.userId, []);
    return { ok: true };
  });
}
