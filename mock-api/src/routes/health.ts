import type { FastifyInstance } from 'fastify';

/** GET /health: the start script waits for it (no auth). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', { config: { public: true } }, async () => ({ status: 'ok' }));
}
