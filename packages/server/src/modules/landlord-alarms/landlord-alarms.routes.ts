// The landlord's alarm calls (spec 000 §7.3): the overview, landlord notifications page by page and
// resolved with who and when, and the tenant's answers for an apartment. A landlord (or a manager of
// the landlord) sees only their own portfolio.
import {
  LANDLORD_MONTH_MS,
  LANDLORD_NOTIFICATIONS_PAGE,
  getApartmentHazardReasons,
  getLandlordOverview,
  getMoreLandlordNotifications,
  resolveLandlordNotification,
} from '@hemvakt/contract/landlord-alarms';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import * as users from '../accounts/users.repo';
import * as hazards from '../hazards/hazards.repo';
import { presentHazard } from '../hazards/hazards.present';
import * as repo from './landlord-notifications.repo';
import { presentLandlordNotification } from './landlord-notifications.present';
import { landlordOverview } from './landlord-overview';

export function registerLandlordAlarmRoutes({ calls, db, jobs }: Deps): void {
  calls.add(getLandlordOverview, async ({ auth, params }) => {
    await authorize(db, auth, 'landlord.team', { userId: params.landlordId });
    return landlordOverview(db, params.landlordId, jobs.now());
  });

  calls.add(getMoreLandlordNotifications, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.team', { userId: params.landlordId });
    const rows = await repo.listPage(
      db,
      params.landlordId,
      new Date(body.dateFrom),
      LANDLORD_NOTIFICATIONS_PAGE,
    );
    return rows.map(presentLandlordNotification);
  });

  // Who resolved it is the caller as the server knows them; the body's resolvedBy is the spec's shape.
  calls.add(resolveLandlordNotification, async ({ auth, params }) => {
    const found = await repo.findById(db, params.id);
    if (!found) throw notFound('LANDLORD_NOTIFICATION_NOT_FOUND');
    await authorize(db, auth, 'landlord.team', { userId: found.landlord_id });
    const user = await users.findById(db, auth.userId);
    await repo.resolve(db, found.id, user?.name ?? '', jobs.now());
    return presentLandlordNotification((await repo.findById(db, found.id)) ?? found);
  });

  calls.add(getApartmentHazardReasons, async ({ auth, params }) => {
    await authorize(db, auth, 'landlord.apartment', { propertyId: params.id });
    const since = new Date(jobs.now().getTime() - LANDLORD_MONTH_MS);
    return (await hazards.listOfProperty(db, params.id, since)).map(presentHazard);
  });
}
