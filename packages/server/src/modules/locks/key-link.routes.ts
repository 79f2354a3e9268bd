// The public calls of a key link (spec 002 §7): no login; the link's secret is the only credential, it
// reaches its own lock and nothing else, and every call is limited per link and per client (429).
import { keyLock, keyPageDetails, keyUnlock } from '@hemvakt/contract/locks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { RateLimiter } from '../../http/rate-limiter';
import { hashSecret } from '../../lib/secrets';
import { keyPage, useKey } from './lock-access.service';

export function registerKeyLinkRoutes(deps: Deps): void {
  const { calls, db } = deps;
  const access = { db, bus: deps.bus, locks: deps.devices.locks };
  const perLink = new RateLimiter(deps.config.keyRateLimitMax);
  const perClient = new RateLimiter(deps.config.keyRateLimitMax * 2);
  const limit = (request: FastifyRequest, reply: FastifyReply, token: string) => {
    perClient.hit(request.ip, reply);
    perLink.hit(hashSecret(token), reply);
  };

  calls.add(keyPageDetails, async ({ params, request, reply }) => {
    limit(request, reply, params.token);
    return keyPage(db, params.token);
  });

  calls.add(keyUnlock, async ({ params, request, reply }) => {
    const askedAt = new Date();
    limit(request, reply, params.token);
    await useKey(access, params.token, 'unlock', askedAt);
    return { switchgear: 'unlock' as const };
  });

  calls.add(keyLock, async ({ params, request, reply }) => {
    const askedAt = new Date();
    limit(request, reply, params.token);
    await useKey(access, params.token, 'lock', askedAt);
    return { switchgear: 'lock' as const };
  });
}
