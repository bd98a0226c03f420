import type { ImpersonationSession, ImpersonationSessionDetail, ImpersonationWrite, Role } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import type { Db } from './open';

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

interface WriteRow {
  id: number;
  method: string;
  route: string;
  url: string;
  resource_id: string | null;
  status: number;
  at: string;
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

const toWrite = (w: WriteRow): ImpersonationWrite => ({ Id: w.id, Method: w.method, Route: w.route, Url: w.url, ResourceId: w.resource_id, Status: w.status, At: w.at });

/**
 * Traceable impersonation (issue 10, auth/trace.ts records it): the impersonation sessions with their writes
 * (routes/impersonation.ts), and the start/end audit of Account/Impersonate and RevertImpersonate.
 */
export function impersonationRepository(db: Db) {
  const one = db.prepare(`${SELECT} ${FROM} WHERE s.id = ?`);
  const writes = db.prepare('SELECT id, method, route, url, resource_id, status, at FROM impersonation_writes WHERE session_id = ? ORDER BY id');
  const audit = db.prepare('INSERT INTO impersonation_audit (actor_id, customer_key, target_user_id, action, at) VALUES (?, ?, ?, ?, ?)');

  return {
    /** a page of sessions, newest first, searched by actor name or user name, customer key or name */
    page: (q: { Search?: string; Page: number; PageSize: number }) => {
      const where = new Where();
      const search = q.Search?.trim();
      if (search) {
        where.add(
          "(a.first_name || ' ' || a.last_name LIKE @s ESCAPE '\\' OR a.user_name LIKE @s ESCAPE '\\' OR s.customer_key LIKE @s ESCAPE '\\' OR c.name LIKE @s ESCAPE '\\')",
          { s: likeTerm(search) },
        );
      }
      return pagedQuery(db, { select: SELECT, from: FROM, where, orderBy: 's.started DESC, s.id DESC', page: q.Page, pageSize: q.PageSize, map: toSession });
    },
    /** one session with the writes made in it */
    byId: (id: number): ImpersonationSessionDetail | null => {
      const row = one.get(id) as SessionRow | undefined;
      return row ? { ...toSession(row), Writes: (writes.all(id) as WriteRow[]).map(toWrite) } : null;
    },
    /** the audit line of an impersonation's start or end */
    audit: (actorId: string, customerKey: string, targetUserId: string, action: 'start' | 'end') => {
      audit.run(actorId, customerKey, targetUserId, action, new Date().toISOString());
    },
  };
}
