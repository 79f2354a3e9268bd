// Adding, re-keying and removing gateways.
import type { GatewayCredentials, GatewayModel } from '@hemvakt/contract/gateway';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { credentialsOf, hashSecret, newSecret } from './gateway-credentials';
import * as gateways from './gateways.repo';

export async function addGateway(
  deps: Deps,
  propertyId: string,
  model: GatewayModel,
  mac: string | null,
): Promise<GatewayCredentials> {
  if (await gateways.findByProperty(deps.db, propertyId)) throw conflict('GATEWAY_EXISTS');
  const id = newId();
  const secret = newSecret();
  await gateways.create(deps.db, {
    id,
    propertyId,
    model,
    mac,
    secretHash: hashSecret(secret),
    simulated: false,
  });
  publishPropertyChange(deps, propertyId);
  return credentialsOf(id, model, secret, deps.devices.gatewayMqttUrl);
}

/** A new secret; whoever is connected with the old one is disconnected and cannot come back with it. */
export async function rotateSecret(deps: Deps, gateway: gateways.GatewayRow): Promise<GatewayCredentials> {
  const secret = newSecret();
  await gateways.setSecret(deps.db, gateway.id, hashSecret(secret));
  await deps.devices.disconnectGateway(gateway.id);
  return credentialsOf(gateway.id, gateway.model, secret, deps.devices.gatewayMqttUrl);
}

/** Removes the gateway with the home's devices, scenes and rooms (spec 002 §2 view 4). */
export async function removeGateway(deps: Deps, gateway: gateways.GatewayRow): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.query('DELETE FROM member_device_access WHERE property_id = $1', [gateway.property_id]);
    await tx.query('DELETE FROM devices WHERE property_id = $1', [gateway.property_id]);
    await tx.query('DELETE FROM rooms WHERE property_id = $1', [gateway.property_id]);
    await gateways.remove(tx, gateway.id);
  });
  await disconnectRemovedGateway(deps, gateway.id);
  publishPropertyChange(deps, gateway.property_id);
}

/** After a gateway's row is gone: its simulator stops, its connection closes, its retained topics go. */
export async function disconnectRemovedGateway(
  deps: Pick<Deps, 'devices'>,
  gatewayId: string,
): Promise<void> {
  await deps.devices.simulators?.stop(gatewayId);
  await deps.devices.disconnectGateway(gatewayId);
  await deps.devices.forgetGateway(gatewayId);
}

function publishPropertyChange(deps: Deps, propertyId: string): void {
  deps.bus.publish({ kind: 'live', propertyId, message: { type: 'pull devices', propertyId, data: {} } });
}
