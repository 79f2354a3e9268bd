// Landlord registration calls (spec 000 §7.1 'landlords/{token}').
import { completeLandlordRegistration, getLandlordRegistration } from '@hemvakt/contract/auth';
import type { Deps } from '../../deps';
import { landlordInvitation, registerLandlord } from './landlord-registration.service';

export function registerLandlordRegistrationRoutes(deps: Deps): void {
  const limited = { rateLimit: { max: deps.config.authRateLimitMax } };
  deps.calls.add(getLandlordRegistration, ({ params }) => landlordInvitation(deps.db, params.token), limited);
  deps.calls.add(
    completeLandlordRegistration,
    async ({ params, body }) => ({ token: await registerLandlord(deps, params.token, body) }),
    limited,
  );
}
