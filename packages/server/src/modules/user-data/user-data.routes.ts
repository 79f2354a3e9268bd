// GET user-data/{userId}/{propertyId} (spec 000 §7.2).
import { getUserData } from '@hemvakt/contract/user-data';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { buildUserData } from './user-data.service';

export function registerUserDataRoutes({ calls, db, home }: Deps): void {
  calls.add(getUserData, async ({ auth, params }) => {
    await authorize(db, auth, 'account.property.read', params);
    return buildUserData({ db, home }, params.userId, params.propertyId);
  });
}
