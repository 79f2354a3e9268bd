// Builds the login token's claims (spec 000 §3.1) from the database.
import type { SessionClaims } from '@hemvakt/contract/auth';
import { NO_ROLE } from '@hemvakt/contract/roles';
import type { Db } from '../../db/db';
import type { UserRow } from './users.repo';
import * as properties from '../properties/properties.repo';

export async function buildClaims(db: Db, user: UserRow): Promise<SessionClaims> {
  const common = {
    user: user.id,
    userName: user.name,
    language: user.language,
    subscribeNewsletter: user.subscribe_newsletter,
    subscribeDealsOffers: user.subscribe_deals_offers,
    companyName: user.company_name,
    ml: String(user.main_landlord) as 'true' | 'false',
    cbadol: String(user.can_be_admin_of_main_landlord) as 'true' | 'false',
  };
  if (user.is_landlord) {
    return {
      ...common,
      landlordId: user.landlord_id,
      userRole: 'Landlord',
      property: null,
      agentId: user.agent_id,
    };
  }
  const memberships = await properties.listMembershipsOfUser(db, user.id);
  const current = memberships.find((m) => m.property_id === user.current_property_id) ?? memberships[0];
  const property = current ? await properties.findById(db, current.property_id) : undefined;
  return {
    ...common,
    landlordId: property?.landlord_id ?? null,
    userRole: current?.role ?? NO_ROLE,
    property: current?.property_id ?? null,
    agentId: property?.agent_id ?? user.agent_id,
  };
}
