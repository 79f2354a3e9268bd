// Serves the built web app (packages/web/dist); any other GET that asks for HTML gets index.html so the
// app's router can answer it. API paths never fall through to the app.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { envelope } from '../http/errors';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export async function registerWeb(app: FastifyInstance, webDist = WEB_DIST): Promise<void> {
  const built = existsSync(`${webDist}index.html`);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      setHeaders: (reply, path) => {
        const immutable = path.includes('/assets/');
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn('web app not built (run `npm run build`); only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/live');
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!isApi && wantsPage && built) {
      // A key link opens the key page, its own small bundle (no app shell).
      const page = request.url.startsWith('/control-lock/') ? 'key.html' : 'index.html';
      return reply
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'no-referrer')
        .sendFile(page);
    }
    return reply.status(404).send(envelope('ROUTE_NOT_FOUND'));
  });
}
