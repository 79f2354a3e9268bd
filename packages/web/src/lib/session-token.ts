// Builds the session of spec 000 §3.1 from a login token's claims.
import type { Session } from './session';
import { decodeSessionClaims } from './jwt';

/** Throws when the token is not a JWT or its claims do not fit the contract. */
export function sessionFromToken(token: string): Session {
  const claims = decodeSessionClaims(token);
  return {
    token,
    userId: claims.user,
    propertyId: claims.property,
    currentPropertySelected: claims.property,
    agentId: claims.agentId,
    userName: claims.userName,
    userRole: claims.userRole,
    landlordId: claims.landlordId,
    language: claims.language,
    subscribeNewsletter: claims.subscribeNewsletter,
    subscribeDealsOffers: claims.subscribeDealsOffers,
    ml: claims.ml,
    cbadol: claims.cbadol,
    companyName: claims.companyName,
  };
}
