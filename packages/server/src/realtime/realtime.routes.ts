import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import type { RealtimeHub } from './realtime-hub.js';

/** A browser message is a small JSON text (watch or unwatch); anything larger closes the connection (1009). */
const MAX_MESSAGE_BYTES = 4096;
/** How long a closing connection may take to answer the close frame before it is cut. */
const CLOSE_WAIT_MS = 1_000;

/**
 * GET /api/ws: the realtime connection (docs/api.md, "Realtime"). The upgrade request is authenticated like
 * every call (the bd_at cookie or a bearer token) and refused with the envelope before any upgrade; a browser
 * page of another site is refused too (its Origin is not this server's).
 */
export async function realtimeRoutes(app: FastifyInstance, deps: { hub: RealtimeHub }) {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    // on app.close: every connection is told the server is going away (1001) and cut if it does not answer
    preClose(done) {
      for (const client of app.websocketServer.clients) {
        client.close(1001, 'server stopping');
        setTimeout(() => client.terminate(), CLOSE_WAIT_MS).unref();
      }
      app.websocketServer.close(() => done());
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/api/ws',
    config: { permission: 'authenticated' },
    schema: {
      tags: ['realtime'],
      summary:
        'The realtime connection (WebSocket): updateNotice, presence and sessionEnded to the browser; watch and unwatch from it (docs/api.md)',
      response: { 101: z.null().describe('Switching Protocols: the connection is a WebSocket from here on') },
    },
    preHandler: async (request) => {
      const origin = request.headers.origin;
      if (!origin) return; // not a browser (a bearer client)
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {}
      if (host !== request.host) throw new AppError('WEBSOCKET_ORIGIN_REFUSED');
    },
    handler: async () => {
      throw new AppError('WEBSOCKET_REQUIRED');
    },
    wsHandler: (socket, request) => deps.hub.connect(socket, request.auth!),
  });
}
