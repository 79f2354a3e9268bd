// Property calls of spec 000 §7.2.
import {
  addPropertyByCode,
  createProperty,
  editProperty,
  getLandlordPhone,
  getPropertiesRooms,
  getSelectedPropertyData,
  leaveProperty,
  listProperties,
  removeProperty,
  suggestAddresses,
} from '@hemvakt/contract/properties';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { buildUserData } from '../user-data/user-data.service';
import * as service from './properties.service';

export function registerPropertyRoutes({ calls, db, bus, geocoder, config, home }: Deps): void {
  calls.add(getSelectedPropertyData, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.property.member', {
      userId: params.userId,
      propertyId: body.selectedProperty,
    });
    await service.select(db, params.userId, body.selectedProperty);
    return buildUserData({ db, home }, params.userId, body.selectedProperty);
  });

  calls.add(listProperties, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    return service.listForUser(db, params.userId);
  });

  calls.add(createProperty, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.self', params);
    return service.createForUser(db, bus, params.userId, body);
  });

  calls.add(editProperty, async ({ auth, params, body }) => {
    await authorize(db, auth, 'property.own', { propertyId: params.id });
    return service.edit(db, auth.userId, params.id, body);
  });

  calls.add(removeProperty, async ({ auth, params }) => {
    await authorize(db, auth, 'property.owner', { propertyId: params.id });
    await service.remove(db, bus, params.id);
    return { ok: true };
  });

  calls.add(leaveProperty, async ({ auth, params, body }) => {
    await authorize(db, auth, 'account.property.member', { userId: body.userId, propertyId: params.id });
    await service.leave(db, bus, params.id, body.userId);
    return { ok: true };
  });

  calls.add(
    addPropertyByCode,
    async ({ auth, params, body }) => {
      await authorize(db, auth, 'account.self', params);
      await service.addByCode(db, bus, params.userId, body.propertyCode);
      return { success: true, message: 'Property added' };
    },
    { rateLimit: { max: config.authRateLimitMax } },
  );

  calls.add(getPropertiesRooms, async ({ auth, params }) => {
    await authorize(db, auth, 'account.self', params);
    return service.roomsOfUser(db, params.userId);
  });

  calls.add(getLandlordPhone, async ({ auth, params }) => {
    await authorize(db, auth, 'property.member', { propertyId: params.id });
    return { phone: await service.landlordPhone(db, params.id) };
  });

  calls.add(suggestAddresses, async ({ params, request }) =>
    geocoder.suggest(params.query).catch((error: unknown) => {
      request.log.warn({ err: error }, 'geocoder failed; no suggestions');
      return [];
    }),
  );
}
