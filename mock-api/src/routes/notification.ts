import type { FastifyInstance } from 'fastify';
import { AdminNotificationSchema, SearchPageQuerySchema, type AdminNotification, type DashboardNotification } from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import type { Db } from '../db/open';
import { checkedBranches } from '../db/refs';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { localeOf } from '../http/locale';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
import { parse } from '../http/validate';

interface NotificationRow {
  id: number;
  title: string;
  content_nl: string;
  content_fr: string;
  content_en: string;
  start_date: string;
  end_date: string;
  show_to_main_user_only: number;
}

const admin = { config: { roles: ROLE_GROUPS.admin } };

/** Notifications (spec section 7): the dashboard list in the request locale, and the admin CRUD. */
export default async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const branchOf = db.prepare('SELECT branch_id FROM customers WHERE key = ?');
  const active = db.prepare(
    `SELECT n.* FROM notifications n
     WHERE n.start_date <= @now AND n.end_date >= @now AND (n.show_to_main_user_only = 0 OR @main = 1)
       AND (@branch IS NULL OR NOT EXISTS (SELECT 1 FROM notification_branches b WHERE b.notification_id = n.id)
            OR EXISTS (SELECT 1 FROM notification_branches b WHERE b.notification_id = n.id AND b.branch_id = @branch))
     ORDER BY n.start_date DESC, n.id DESC`,
  );
  const branchesOf = db.prepare('SELECT branch_id FROM notification_branches WHERE notification_id = ? ORDER BY branch_id');
  const toAdmin = (r: NotificationRow): AdminNotification => ({
    Id: r.id,
    Title: r.title,
    ContentNL: r.content_nl,
    ContentFR: r.content_fr,
    ContentEN: r.content_en,
    StartDate: r.start_date,
    EndDate: r.end_date,
    ShowToMainUserOnly: bool(r.show_to_main_user_only),
    Branches: (branchesOf.all(r.id) as { branch_id: number }[]).map((b) => b.branch_id),
  });

  /** GET notification: active now for the current user; main-user-only ones for main accounts only */
  app.get('/notification', async (req): Promise<DashboardNotification[]> => {
    const a = authOf(req);
    const locale = localeOf(req);
    const branch = a.customerKey ? ((branchOf.get(a.customerKey) as { branch_id: number } | undefined)?.branch_id ?? null) : null;
    const rows = active.all({ now: nowIso(), main: a.user.is_main_account, branch }) as NotificationRow[];
    return rows.map((r) => ({ Id: r.id, Date: r.start_date, Title: r.title, Content: r[`content_${locale}`] }));
  });

  app.get('/notification/all', admin, async (req) => {
    const q = parse(SearchPageQuerySchema, req.query);
    const where = new Where();
    if (q.search) where.add("n.title LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: 'SELECT n.*', from: 'FROM notifications n', where, orderBy: 'n.start_date DESC, n.id DESC', page: q.Page, pageSize: q.PageSize, map: toAdmin });
  });

  app.get('/notification/:id', admin, async (req) => {
    const row = db.prepare('SELECT * FROM notifications WHERE id = ?').get(idParam(req.params)) as NotificationRow | undefined;
    if (!row) throw notFound('The notification was not found.');
    return toAdmin(row);
  });

  app.post('/notification', admin, async (req, reply) => sendJson(reply, save(db, parse(AdminNotificationSchema, req.body), null)));

  app.put('/notification/:id', admin, async (req) => {
    const id = idParam(req.params);
    if (!db.prepare('SELECT 1 FROM notifications WHERE id = ?').get(id)) throw notFound('The notification was not found.');
    save(db, parse(AdminNotificationSchema, req.body), id);
    return toAdmin(db.prepare('SELECT * FROM notifications WHERE id = ?').get(id) as NotificationRow);
  });
}

/** inserts (id null) or updates a notification with its branches; returns the id */
function save(db: Db, n: AdminNotification, id: number | null): number {
  const branches = checkedBranches(db, n.Branches);
  return db.transaction(() => {
    const values = [n.Title, n.ContentNL, n.ContentFR, n.ContentEN, new Date(n.StartDate).toISOString(), new Date(n.EndDate).toISOString(), n.ShowToMainUserOnly ? 1 : 0];
    let target = id;
    if (target === null) {
      target = Number(
        db
          .prepare('INSERT INTO notifications (title, content_nl, content_fr, content_en, start_date, end_date, show_to_main_user_only) VALUES (?, ?, ?, ?, ?, ?, ?)')
          .run(...values).lastInsertRowid,
      );
    } else {
      db.prepare('UPDATE notifications SET title = ?, content_nl = ?, content_fr = ?, content_en = ?, start_date = ?, end_date = ?, show_to_main_user_only = ? WHERE id = ?').run(
        ...values,
        target,
      );
    }
    db.prepare('DELETE FROM notification_branches WHERE notification_id = ?').run(target);
    for (const b of branches) db.prepare('INSERT INTO notification_branches (notification_id, branch_id) VALUES (?, ?)').run(target, b);
    return target;
  })();
}
