// A call of the API as one value: method, path, schemas and who may call it.
// The server registers routes from these; the web client calls them by the same value.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: no token; `user`: a valid bearer token (authorization rules apply on top). */
export type CallAccess = 'public' | 'user';

export interface CallDef<
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
> {
  method: HttpMethod;
  /** Path under `/api`, Fastify style (`/users/:token`). */
  path: string;
  access: A;
  summary: string;
  params?: P;
  body?: B;
  response: R;
}

export function defineCall<
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends CallAccess = CallAccess,
>(def: CallDef<P, B, R, A>): CallDef<P, B, R, A> {
  return def;
}

export type ParamsOf<C> = C extends CallDef<infer P, z.ZodType, z.ZodType, CallAccess> ? z.input<P> : never;
export type BodyOf<C> = C extends CallDef<z.ZodType, infer B, z.ZodType, CallAccess> ? z.input<B> : never;
export type ResponseOf<C> =
  C extends CallDef<z.ZodType, z.ZodType, infer R, CallAccess> ? z.output<R> : never;

/** Fills `:name` segments of a call's path; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
