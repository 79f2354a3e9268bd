// Reads the claims of the login token. The signature is the server's business; the app only needs
// the payload (spec 000 §3.1), which must match the contract's SessionClaimsSchema.
import { SessionClaimsSchema, type SessionClaims } from '@hemvakt/contract/auth';

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The session claims of a JWT; throws when the token is not a JWT or its claims do not fit. */
export function decodeSessionClaims(token: string): SessionClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The token is not a JWT');
  return SessionClaimsSchema.parse(JSON.parse(base64UrlDecode(payload)));
}
