// Gateway calls of spec 001 §7 'Gateway', the landlord's gateway calls (spec 000 §7), restart and removal
// (spec 002 §2 'My gateway').
import {
  addGateway,
  addX5Gateway,
  findGatewayByMac,
  landlordAddGateway,
  landlordResetGateway,
  removeGateway,
  restartGateway,
  wasGatewayAdded,
} from '@hemvakt/contract/gateway';
import type { Deps } from '../../deps';
import { authorize } from '../../authz/authorize';
import { AppError, conflict, notFound } from '../../lib/errors';
import { RequestTimeoutError } from '../../gateways/bridge';
import * as gateways from './gateways.repo';
import * as service from './gateways.service';

export function registerGatewayRoutes(deps: Deps): void {
  const { calls, db } = deps;

  calls.add(findGatewayByMac, async ({ params }) => {
    const taken = await gateways.findByMac(db, params.mac);
    return { found: !taken, model: 'SEG-X5' as const };
  });

  calls.add(addX5Gateway, async ({ auth, params, body }) => {
    await authorize(db, auth, 'gateway.manage', params);
    if (await gateways.findByMac(db, body.mac)) throw conflict('GATEWAY_TAKEN');
    return service.addGateway(deps, params.propertyId, 'SEG-X5', body.mac);
  });

  calls.add(addGateway, async ({ auth, params }) => {
    await authorize(db, auth, 'gateway.manage', params);
    return service.addGateway(deps, params.propertyId, 'SEG-X3', null);
  });

  calls.add(landlordAddGateway, async ({ auth, params, body }) => {
    await authorize(db, auth, 'landlord.apartment', { propertyId: params.apartmentId });
    return service.addGateway(deps, params.apartmentId, body.model, null);
  });

  calls.add(landlordResetGateway, async ({ auth, params }) => {
    const gateway = await gateways.findById(db, params.id);
    if (!gateway) throw notFound('GATEWAY_NOT_FOUND');
    await authorize(db, auth, 'landlord.apartment', { propertyId: gateway.property_id });
    return service.rotateSecret(deps, gateway);
  });

  calls.add(wasGatewayAdded, async ({ auth, params }) => {
    await authorize(db, auth, 'property.read', params);
    const gateway = await gateways.findByProperty(db, params.propertyId);
    return {
      gatewayId: gateway?.id ?? null,
      model: gateway?.model ?? null,
      added: Boolean(gateway),
      active: gateway?.active ?? false,
      disconnectedAt: gateway?.disconnected_at?.getTime() ?? null,
      simulated: gateway?.simulated ?? false,
    };
  });

  calls.add(restartGateway, async ({ auth, params }) => {
    await authorize(db, auth, 'gateway.restart', params);
    const gateway = await gateways.findByProperty(db, params.propertyId);
    if (!gateway) throw notFound('GATEWAY_NOT_FOUND');
    if (!gateway.active) throw conflict('GATEWAY_OFFLINE');
    try {
      const answer = await deps.devices.bridge.request(gateway.id, 'restart', {});
      if (answer.status === 'error') throw new AppError('DEVICE_COMMAND_FAILED', 502);
    } catch (error) {
      if (error instanceof RequestTimeoutError) throw new AppError('DEVICE_COMMAND_FAILED', 504);
      throw error;
    }
    return { ok: true };
  });

  calls.add(removeGateway, async ({ auth, params }) => {
    await authorize(db, auth, 'gateway.remove', params);
    const gateway = await gateways.findByProperty(db, params.propertyId);
    if (!gateway) throw notFound('GATEWAY_NOT_FOUND');
    await service.removeGateway(deps, gateway);
    return { ok: true };
  });
}
