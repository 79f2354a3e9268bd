// The typed API client: calls are the contract's `defineCall` values, so the path, the params, the body
// and the answer are typed by the same zod schemas the server uses. Errors become ApiError from the
// server's envelope `{ error: { code, message, details } }`.
import type { z } from 'zod';
import { fillPath, type BodyOf, type CallDef, type ParamsOf, type ResponseOf } from '@hemvakt/contract/http';
import type { FieldIssue } from '@hemvakt/contract/errors';
import { getSession } from '../lib/session';

export const API_PREFIX = '/api';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The offending fields of a VALIDATION_FAILED answer (empty for other errors). */
  get fieldIssues(): FieldIssue[] {
    if (this.code !== 'VALIDATION_FAILED' || !Array.isArray(this.details)) return [];
    return this.details.filter(
      (item): item is FieldIssue =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as FieldIssue).field === 'string' &&
        typeof (item as FieldIssue).message === 'string',
    );
  }
}

/** Status 0: the server could not be reached. */
export const NETWORK_ERROR_CODE = 'NETWORK';

type AnyCall = CallDef<z.ZodType, z.ZodType, z.ZodType>;

type ParamsPart<C> = unknown extends ParamsOf<C> ? { params?: undefined } : { params: ParamsOf<C> };
type BodyPart<C> = unknown extends BodyOf<C> ? { body?: undefined } : { body: BodyOf<C> };

export type CallOptions<C> = ParamsPart<C> &
  BodyPart<C> & {
    signal?: AbortSignal;
    /** Token to send instead of the session's (logout sends the token it is ending). */
    token?: string;
    /** Do not treat a 401 as an expired session (used by logout itself). */
    ignoreUnauthorized?: boolean;
  };

interface ApiEvents {
  /** A call with the session's token answered 401. */
  onUnauthorized: (error: ApiError) => void;
  /** The server says the account is locked. */
  onAccountLocked: (error: ApiError) => void;
}

const NO_EVENTS: ApiEvents = { onUnauthorized: () => {}, onAccountLocked: () => {} };
let events: ApiEvents = NO_EVENTS;

/** The session runtime listens while a session exists. */
export function setApiEvents(handlers: ApiEvents | null): void {
  events = handlers ?? NO_EVENTS;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFrom(status: number, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)
    ?.error;
  if (error && typeof error.code === 'string') {
    return new ApiError(
      status,
      error.code,
      typeof error.message === 'string' ? error.message : '',
      error.details,
    );
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'UNKNOWN', `HTTP ${status}`);
}

export async function callApi<C extends AnyCall>(def: C, options: CallOptions<C>): Promise<ResponseOf<C>> {
  const path = API_PREFIX + fillPath(def.path, (options.params ?? {}) as Record<string, string | number>);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? (def.access === 'user' ? getSession()?.token : undefined);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method: def.method, headers, body, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const error = errorFrom(response.status, payload);
    if (response.status === 401 && token && !options.ignoreUnauthorized) events.onUnauthorized(error);
    if (error.code === 'ACCOUNT_LOCKED') events.onAccountLocked(error);
    throw error;
  }

  const parsed = def.response.safeParse(payload);
  if (!parsed.success) {
    console.warn(`Unexpected answer from ${def.method} ${def.path}`, parsed.error.issues);
    throw new ApiError(response.status, 'INVALID_RESPONSE', 'The answer does not match the contract');
  }
  return parsed.data as ResponseOf<C>;
}
