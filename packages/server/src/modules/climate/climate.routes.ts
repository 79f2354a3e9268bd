// The climate warnings of a landlord's team, for the landlord's alarm pages.
import { listClimateWarnings } from '@hemvakt/contract/climate';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import { teamOf } from '../landlord-settings/landlord-settings.repo';
import { climateWarningsSince } from './climate.service';

export function registerClimateRoutes(deps: Deps): void {
  const { calls, db } = deps;

  calls.add(listClimateWarnings, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.team', { userId: params.landlordId });
    const landlordId = await teamOf(db, params.landlordId);
    if (!landlordId) throw notFound('USER_NOT_FOUND');
    return climateWarningsSince(db, landlordId, new Date(body.dateFrom));
  });
}
