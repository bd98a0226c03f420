import type { FastifyInstance } from 'fastify';
import { ImpersonationListQuerySchema, type ImpersonationSession, type ImpersonationSessionDetail, type ImpersonationWrite, type Role } from 'shared-kernel/contract';
import { ROLE_GROUPS } from '../auth/guard';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { parse } from '../http/validate';

const admin = { config: { roles: ROLE_GROUPS.admin } };

interface SessionRow {
  id: number;
  first_name: string;
  last_name: string;
  actor_user_name: string;
  actor_role: Role;
  customer_key: string;
  customer_name: string | null;
  user_name: string | null;
  started: string;
  last_seen: string;
  ended: string | null;
  write_count: number;
}

const SELECT = `SELECT s.id, a.first_name, a.last_name, a.user_name AS actor_user_name, a.role AS actor_role, s.customer_key, c.name AS customer_name,
  u.user_name, s.started, s.last_seen, s.ended, (SELECT COUNT(*) FROM impersonation_writes w WHERE w.session_id = s.id) AS write_count`;
const FROM = 'FROM impersonation_sessions s JOIN users a ON a.id = s.actor_id LEFT JOIN users u ON u.id = s.user_id LEFT JOIN customers c ON c.key = s.customer_key';

const toSession = (r: SessionRow): ImpersonationSession => ({
  Id: r.id,
  ActorName: `${r.first_name} ${r.last_name}`.trim() || r.actor_user_name,
  ActorUserName: r.actor_user_name,
  ActorRole: r.actor_role,
  CustomerKey: r.customer_key,
  CustomerName: r.customer_name ?? '',
  UserName: r.user_name ?? '',
  Started: r.started,
  LastSeen: r.last_seen,
  Ended: r.ended,
  WriteCount: r.write_count,
});

/** Traceable impersonation (issue 10, auth/trace.ts), admin only: the impersonation sessions and their writes. */
export default async function impersonationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get('/impersonation', admin, async (req) => {
    const q = parse(ImpersonationListQuerySchema, req.query);
    const where = new Where();
    if (q.Search?.trim()) {
      where.add(
        "(a.first_name || ' ' || a.last_name LIKE @s ESCAPE '\\' OR a.user_name LIKE @s ESCAPE '\\' OR s.customer_key LIKE @s ESCAPE '\\' OR c.name LIKE @s ESCAPE '\\')",
        { s: likeTerm(q.Search.trim()) },
      );
    }
    return pagedQuery(db, { select: SELECT, from: FROM, where, orderBy: 's.started DESC, s.id DESC', page: q.Page, pageSize: q.PageSize, map: toSession });
  });

  app.get('/impersonation/:id', admin, async (req): Promise<ImpersonationSessionDetail> => {
    const id = idParam(req.params);
    const row = db.prepare(`${SELECT} ${FROM} WHERE s.id = ?`).get(id) as SessionRow | undefined;
    if (!row) throw notFound(`The impersonation session ${id} was not found.`);
    const writes = (
      db.prepare('SELECT id, method, route, url, resource_id, status, at FROM impersonation_writes WHERE session_id = ? ORDER BY id').all(id) as {
        id: number;
        method: string;
        route: string;
        url: string;
        resource_id: string | null;
        status: number;
        at: string;
      }[]
    ).map((w): ImpersonationWrite => ({ Id: w.id, Method: w.method, Route: w.route, Url: w.url, ResourceId: w.resource_id, Status: w.status, At: w.at }));
    return { ...toSession(row), Writes: writes };
  });
}
