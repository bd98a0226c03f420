import { randomBytes } from 'crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'http';
import type { Duplex } from 'stream';
import { WebSocketServer } from 'ws';
import { authFromClaims, authenticate } from '../auth/guard';
import type { Auth } from '../auth/session';
import { bearerOf } from '../auth/tokens';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { route } from '../http/operation';
import { chatHub } from './chat';
import { concurrencyHub } from './concurrency';
import { HubConnection, HubRuntime } from './connection';
import { PendingConnections } from './pending';
import { MAX_FRAME_BYTES } from './protocol';

const urlSafeId = () => randomBytes(16).toString('base64url');

/** the bearer token of a hub request: the Authorization header (Node) or access_token query (browser) */
function tokenOf(headers: IncomingMessage['headers'], query: URLSearchParams): string | null {
  return bearerOf(headers.authorization) ?? query.get('access_token');
}

function reject(socket: Duplex, status: number, text: string): void {
  socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * SignalR hubs on `ws` (see /work/shared/notes/signalr-server.md): negotiate v1 as a Fastify route (CORS
 * from the app), the WebSocket on the HTTP server's 'upgrade' event, WebSockets transport only. Frames are
 * at most MAX_FRAME_BYTES (`ws` closes the socket on a larger one), records at most MAX_RECORD_CHARS
 * (protocol.ts); negotiated connections wait in `PendingConnections` (pending.ts). A connection whose
 * session ends (a block, a password change or reset, a reverted impersonation: auth/sessions.ts) is closed.
 */
export function registerHubs(app: FastifyInstance, opts: { pingIntervalMs: number }): void {
  const hubs = new Map([chatHub(app.ctx.db), concurrencyHub(app.ctx.db)].map((h) => [h.name, new HubRuntime(h)]));
  const pending = new PendingConnections();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  const stopListening = app.ctx.sessions.onRevoke((r) => {
    for (const runtime of hubs.values()) {
      for (const c of [...runtime.connections]) {
        const { auth } = c;
        const ended =
          'tokenId' in r
            ? auth.claims.jti === r.tokenId
            : (auth.user.id === r.userId || auth.actor?.id === r.userId) && !(r.keepTokenId && auth.claims.jti === r.keepTokenId);
        if (ended) c.close('The session has ended.');
      }
    }
  });

  // negotiate (operation negotiateHub): public as a route, the handler checks the token itself (header or access_token query)
  void app.register(
    async (scope) =>
      route(scope, 'negotiateHub', async (req) => {
        const hub = req.params.hub.toLowerCase();
        if (!hubs.has(hub)) throw notFound();
        const token = tokenOf(req.headers, new URLSearchParams(req.query as Record<string, string>));
        const auth = token ? await authenticate(app, token) : null;
        if (!auth) throw unauthorized();
        const connectionId = urlSafeId();
        const connectionToken = urlSafeId();
        if (!pending.add(connectionToken, { connectionId, hub, auth })) throw new ApiError(503, { Message: 'The server holds too many pending hub connections. Try again later.' });
        return {
          negotiateVersion: 1 as const,
          connectionId,
          connectionToken,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        };
      }),
    { prefix: '/hubs' },
  );

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://hub');
    const match = /^\/hubs\/([^/]+)\/?$/i.exec(url.pathname);
    const runtime = match ? hubs.get(match[1].toLowerCase()) : undefined;
    if (!runtime) return reject(socket, 404, 'Not Found');
    void (async () => {
      const id = url.searchParams.get('id');
      let connectionId: string;
      let auth: Auth | null;
      if (id) {
        const p = pending.take(id, runtime.definition.name);
        if (!p) return reject(socket, 404, 'Not Found');
        connectionId = p.connectionId;
        // the connection token is the permission; the session may have ended since negotiate
        auth = authFromClaims(app, p.auth.claims);
      } else {
        // skipNegotiation: the connection is created at upgrade
        const token = tokenOf(req.headers, url.searchParams);
        auth = token ? await authenticate(app, token) : null;
        connectionId = urlSafeId();
      }
      if (!auth) return reject(socket, 401, 'Unauthorized');
      const user = auth;
      wss.handleUpgrade(req, socket, head, (ws) => new HubConnection(ws, connectionId, user, runtime, opts.pingIntervalMs));
    })().catch((e: unknown) => {
      app.log.error(e);
      reject(socket, 500, 'Internal Server Error');
    });
  });

  app.addHook('onClose', async () => {
    stopListening();
    for (const runtime of hubs.values()) for (const c of [...runtime.connections]) c.close();
    wss.close();
  });
}

