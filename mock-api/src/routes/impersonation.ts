import type { FastifyInstance } from 'fastify';
import { impersonationRepository } from '../db/impersonation';
import { notFound } from '../http/errors';
import { route } from '../http/operation';

/** Traceable impersonation (issue 10, auth/trace.ts), admin only: the impersonation sessions and their writes. */
export default async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const sessions = impersonationRepository(app.ctx.db);

  route(app, 'listImpersonationSessions', async (req) => sessions.page(req.query));

  route(app, 'getImpersonationSession', async (req) => {
    const session = sessions.byId(req.params.id);
    if (!session) throw notFound(`The impersonation session ${req.params.id} was not found.`);
    return session;
  });
}
