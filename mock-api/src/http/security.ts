import type { FastifyInstance } from 'fastify';

/** answers that carry personal data or credentials: never stored by a browser or proxy */
const PRIVATE_PATHS = /^\/(api|token|hubs)(\/|$|\?)/i;

/**
 * Security headers on every answer of the API: `nosniff` (a JSON or CSV answer is never run as a script
 * or rendered as HTML), no referrer, and for JSON a CSP that forbids everything and framing (an answer
 * opened in a tab runs nothing). `/api/*`, `/token` and the hub negotiation are `Cache-Control: no-store`
 * unless the route chose its own caching (the images of warranty requests).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'no-referrer');
    if (PRIVATE_PATHS.test(req.url) && !reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'no-store');
    const type = reply.getHeader('Content-Type');
    if (typeof type === 'string' && type.startsWith('application/json')) {
      void reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
      void reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}
