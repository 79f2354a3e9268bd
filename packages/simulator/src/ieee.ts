import { randomBytes } from 'node:crypto';

/** A random zigbee ieee address: `0x` + 16 lower-case hex digits. */
export function randomIeee(): string {
  return `0x${randomBytes(8).toString('hex')}`;
}
