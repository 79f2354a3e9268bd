// POST /api/live-ticket and the WebSocket at /live?token=<ticket> (DESIGN.md §5).
import type { FastifyInstance } from 'fastify';
import { createLiveTicket } from '@hemvakt/contract/auth';
import { LIVE_CLOSE_UNAUTHORIZED, LIVE_PATH } from '@hemvakt/contract/live';
import type { Deps } from '../deps';
import { forbidden } from '../lib/errors';
import type { LiveHub } from './hub';
import * as tickets from './tickets.repo';

export function registerLiveRoutes(app: FastifyInstance, { calls, db, config }: Deps, hub: LiveHub): void {
  calls.add(createLiveTicket, async ({ auth }) => ({
    token: await tickets.issue(db, auth.userId, auth.sessionId),
  }));

  const allowedOrigins = new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins]);

  app.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: { hide: true },
      // Refuse a foreign page before the upgrade; clients without Origin (apps, gateways) pass.
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (origin && !allowedOrigins.has(origin) && origin !== `http://${request.headers.host}`)
          throw forbidden();
      },
    },
    async (socket, request) => {
      const ticket = (request.query as { token?: unknown }).token;
      const owner =
        typeof ticket === 'string' && ticket.length <= 128 ? await tickets.consume(db, ticket) : undefined;
      if (!owner) {
        socket.close(LIVE_CLOSE_UNAUTHORIZED, 'invalid ticket');
        return;
      }
      await hub.add(socket, owner.user_id, owner.session_id);
    },
  );
}
