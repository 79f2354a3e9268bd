// Gateways (spec 001 §2, §4, §7 'Gateway'; spec 002 §2 'My gateway'; GATEWAY-PROTOCOL.md).
// A gateway is a zigbee2mqtt instance; adding one creates its MQTT credentials, shown once.
import { z } from 'zod';
import { defineCall } from './http';
import { IdSchema, OkSchema } from './common';

export const GATEWAY_MODELS = ['SEG-X3', 'SEG-X5'] as const;
export const GatewayModelSchema = z.enum(GATEWAY_MODELS);
export type GatewayModel = z.infer<typeof GatewayModelSchema>;

/** The MQTT base topic of a gateway: one zigbee2mqtt instance per gateway. */
export function gatewayBaseTopic(gatewayId: string): string {
  return `hemvakt/${gatewayId}`;
}

export const MacSchema = z
  .string()
  .trim()
  .regex(/^([0-9A-Fa-f]{2}[:-]?){5}[0-9A-Fa-f]{2}$/, 'Must be a MAC address like AA:BB:CC:DD:EE:FF')
  .transform((mac) =>
    mac
      .replace(/[:-]/g, '')
      .toUpperCase()
      .replace(/(..)(?!$)/g, '$1:'),
  );

/** The secret a gateway connects with, and the zigbee2mqtt configuration that uses it: shown once. */
export const GatewayCredentialsSchema = z.object({
  gatewayId: IdSchema,
  model: GatewayModelSchema,
  mqttUrl: z.string(),
  baseTopic: z.string(),
  username: z.string(),
  password: z.string(),
  configurationYaml: z.string(),
});
export type GatewayCredentials = z.infer<typeof GatewayCredentialsSchema>;

export const GatewayStatusSchema = z.object({
  gatewayId: IdSchema.nullable(),
  model: GatewayModelSchema.nullable(),
  added: z.boolean(),
  active: z.boolean(),
  /** ms since epoch of the last disconnect. */
  disconnectedAt: z.number().nullable(),
  simulated: z.boolean(),
});
export type GatewayStatus = z.infer<typeof GatewayStatusSchema>;

const PropertyParams = z.object({ propertyId: IdSchema });
const ApartmentParams = z.object({ apartmentId: IdSchema });
const GatewayBody = z.strictObject({ gateway: z.string().trim().max(80).optional() });

export const findGatewayByMac = defineCall({
  method: 'GET',
  path: '/find-gateway-by-mac/:mac',
  access: 'user',
  summary: 'Whether a SEG-X5 with this MAC can be added (not already in another home)',
  params: z.object({ mac: MacSchema }),
  response: z.object({ found: z.boolean(), model: GatewayModelSchema }),
});

export const addX5Gateway = defineCall({
  method: 'POST',
  path: '/add-x5-gateway-new-setup/:propertyId',
  access: 'user',
  summary: 'Add a cable-connected SEG-X5 found by MAC; answers its credentials once',
  params: PropertyParams,
  body: z.strictObject({
    gateway: z.string().trim().max(80).optional(),
    buildingId: IdSchema.nullable().optional(),
    mac: MacSchema,
    agentId: z.string().trim().max(64).nullable().optional(),
  }),
  response: GatewayCredentialsSchema,
});

export const addGateway = defineCall({
  method: 'POST',
  path: '/gateway/:propertyId',
  access: 'user',
  summary: 'Add a SEG-X3 (Wi-Fi setup); answers its credentials once',
  params: PropertyParams,
  body: GatewayBody,
  response: GatewayCredentialsSchema,
});

export const wasGatewayAdded = defineCall({
  method: 'GET',
  path: '/was-added/:propertyId',
  access: 'user',
  summary: "The property's gateway: added, connected, last disconnect",
  params: PropertyParams,
  response: GatewayStatusSchema,
});

export const restartGateway = defineCall({
  method: 'GET',
  path: '/user-data/restart-gateway/:propertyId',
  access: 'user',
  summary: 'Restart the gateway (zigbee2mqtt bridge restart)',
  params: PropertyParams,
  response: OkSchema,
});

export const removeGateway = defineCall({
  method: 'DELETE',
  path: '/gateway/:propertyId',
  access: 'user',
  summary: "Remove the home's gateway with its devices, scenes and rooms (Home Owner)",
  params: PropertyParams,
  response: OkSchema,
});

export const landlordAddGateway = defineCall({
  method: 'POST',
  path: '/landlord/gateway/:apartmentId',
  access: 'user',
  summary: "Provision an apartment's gateway; answers its credentials once",
  params: ApartmentParams,
  body: GatewayBody.extend({ model: GatewayModelSchema.default('SEG-X5') }),
  response: GatewayCredentialsSchema,
});

export const landlordResetGateway = defineCall({
  method: 'GET',
  path: '/landlord/gateway/reset/:id',
  access: 'user',
  summary: "Issue a new secret for an apartment's gateway (the old one stops working); answers it once",
  params: z.object({ id: IdSchema }),
  response: GatewayCredentialsSchema,
});
