// A gateway's MQTT credentials: its id is the username, the secret (256 bits) is stored only as a hash and
// shown once with a ready zigbee2mqtt configuration. Simulated gateways get a secret derived from the
// server's key, so the server can start them again after a restart.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { gatewayBaseTopic, type GatewayCredentials, type GatewayModel } from '@hemvakt/contract/gateway';
import type { Db } from '../../db/db';
import * as gateways from './gateways.repo';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function simulatedSecret(serverKey: string, gatewayId: string): string {
  return createHmac('sha256', serverKey).update(`simulated-gateway:${gatewayId}`).digest('base64url');
}

export async function checkGatewaySecret(db: Db, gatewayId: string, secret: string): Promise<boolean> {
  const row = await gateways.findById(db, gatewayId);
  if (!row?.secret_hash) return false;
  const expected = Buffer.from(row.secret_hash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function credentialsOf(
  gatewayId: string,
  model: GatewayModel,
  secret: string,
  mqttUrl: string,
): GatewayCredentials {
  const baseTopic = gatewayBaseTopic(gatewayId);
  const configurationYaml = [
    'mqtt:',
    `  base_topic: ${baseTopic}`,
    `  server: "${mqttUrl}"`,
    `  user: ${gatewayId}`,
    `  password: "${secret}"`,
    `  client_id: z2m-${gatewayId}`,
    'availability:',
    '  enabled: true',
    'advanced:',
    '  last_seen: ISO_8601',
    '  output: json',
    '  cache_state: true',
    '  log_level: info',
    'device_options:',
    '  retain: true',
    'homeassistant:',
    '  enabled: false',
    '',
  ].join('\n');
  return { gatewayId, model, mqttUrl, baseTopic, username: gatewayId, password: secret, configurationYaml };
}
