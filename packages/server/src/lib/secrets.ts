// Link secrets (≥128 bits from a CSPRNG, base64url) and the hashes we store instead of them.
import { createHash, randomBytes } from 'node:crypto';

export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
