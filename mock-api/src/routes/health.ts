import type { FastifyInstance } from 'fastify';
import { route } from '../http/operation';

/** GET /health: the start script waits for it (no auth). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getHealth', async () => ({ status: 'ok' as const }));
}
