// The VAPID key pair Web Push signs with: from the configuration, or generated once and kept in DATA_DIR
// (like the JWT secret), so browsers' subscriptions stay valid across restarts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

export function vapidKeysFor(dataDir: string, configured?: VapidKeys): VapidKeys {
  if (configured) return configured;
  const file = join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
