// The key page's three calls (contract: keyPageDetails, keyUnlock, keyLock in @hemvakt/contract/locks),
// with plain fetch: the contract's zod schemas would more than double this page's size. A test checks
// these paths against the contract.
import type { KeyPage } from '@hemvakt/contract/locks';

export const KEY_CALL_PATHS = {
  details: '/api/property-devices/get-smart-lock-details/',
  unlock: '/api/property-devices/unlock-smart-lock/',
  lock: '/api/property-devices/lock-smart-lock/',
} as const;

export class KeyCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly retryAfter: number,
  ) {
    super(code);
  }
}

async function send<T>(path: string, method: 'GET' | 'POST'): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method, headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    throw new KeyCallError(0, 'NETWORK', 0);
  }
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after') ?? 0);
    throw new KeyCallError(response.status, body?.error?.code ?? 'UNKNOWN', retryAfter);
  }
  return body as T;
}

export function fetchKeyPage(token: string): Promise<KeyPage> {
  return send(KEY_CALL_PATHS.details + encodeURIComponent(token), 'GET');
}

export function sendKeyCommand(
  token: string,
  target: 'lock' | 'unlock',
): Promise<{ switchgear: 'lock' | 'unlock' }> {
  return send(KEY_CALL_PATHS[target] + encodeURIComponent(token), 'POST');
}
