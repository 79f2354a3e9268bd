// Registers contract calls as Fastify routes: schema validation, bearer auth before validation,
// optional rate limit. Every registered call is listed in `table` (the authorization matrix walks it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CallDef } from '@hemvakt/contract/http';
import type { AuthContext, SessionService } from '../modules/accounts/sessions.service';

type Out<S> = z.output<NonNullable<S> & z.ZodType>;

export interface CallContext<C extends CallDef> {
  params: Out<C['params']>;
  body: Out<C['body']>;
  auth: C['access'] extends 'user' ? AuthContext : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface CallOptions {
  /** Requests per minute per client IP. */
  rateLimit?: { max: number };
}

export interface RegisteredCall {
  def: CallDef;
  url: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export class CallRegistrar {
  readonly table: RegisteredCall[] = [];

  constructor(
    private readonly app: FastifyInstance,
    private readonly sessions: SessionService,
  ) {
    app.decorateRequest('auth', null);
  }

  add<C extends CallDef>(
    def: C,
    handler: (ctx: CallContext<C>) => Promise<z.output<C['response']>>,
    options: CallOptions = {},
  ): void {
    const url = `/api${def.path}`;
    this.table.push({ def, url });
    const sessions = this.sessions;
    const rateLimit = options.rateLimit;
    this.app.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url,
      schema: {
        summary: def.summary,
        tags: [def.path.split('/')[1] ?? 'api'],
        ...(def.params ? { params: def.params } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: { 200: def.response },
        ...(def.access === 'user' ? { security: [{ bearer: [] }] } : {}),
      },
      config: rateLimit
        ? {
            rateLimit: {
              max: rateLimit.max,
              timeWindow: 60_000,
              keyGenerator: (req: FastifyRequest) => `${url}|${req.ip}`,
            },
          }
        : {},
      onRequest:
        def.access === 'user'
          ? async (request: FastifyRequest) => {
              const header = request.headers.authorization;
              const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
              request.auth = await sessions.authenticate(token);
            }
          : undefined,
      handler: (request, reply) =>
        handler({
          params: request.params,
          body: request.body,
          auth: request.auth,
          request,
          reply,
        } as CallContext<C>),
    });
  }
}
