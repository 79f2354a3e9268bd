// The residents' calls of fire and water-leak alarms (spec 000 §7.2): what still needs an answer, and
// the answer. A user answers only for themselves and only for alarms of homes they are a member of.
import { checkActionRequired, submitHazardReason } from '@hemvakt/contract/hazards';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { notFound } from '../../lib/errors';
import * as users from '../accounts/users.repo';
import * as repo from './hazards.repo';

export function registerHazardRoutes({ calls, db, hazards }: Deps): void {
  calls.add(checkActionRequired, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    return hazards.needingAnswer(params.userId);
  });

  calls.add(submitHazardReason, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    const event = await repo.findById(db, params.id);
    if (!event) throw notFound('HAZARD_NOT_FOUND');
    await authorize(db, auth, 'property.member', { propertyId: event.property_id });
    const user = await users.findById(db, auth.userId);
    return hazards.answer(event, { userId: auth.userId, name: user?.name ?? '' }, body.realAlarm);
  });
}
