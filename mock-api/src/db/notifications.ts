import type { AdminNotification, DashboardNotification } from 'shared-kernel/contract';
import type { Locale } from '../http/locale';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import type { Db } from './open';
import { checkedBranches } from './refs';

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

/** The notifications repository (routes/notification.ts): the dashboard list and the admin's notifications. */
export function notificationRepository(db: Db) {
  const branchOf = db.prepare('SELECT branch_id FROM customers WHERE key = ?');
  const active = db.prepare(
    `SELECT n.* FROM notifications n
     WHERE n.start_date <= @now AND n.end_date >= @now AND (n.show_to_main_user_only = 0 OR @main = 1)
       AND (@branch IS NULL OR NOT EXISTS (SELECT 1 FROM notification_branches b WHERE b.notification_id = n.id)
            OR EXISTS (SELECT 1 FROM notification_branches b WHERE b.notification_id = n.id AND b.branch_id = @branch))
     ORDER BY n.start_date DESC, n.id DESC`,
  );
  const branchesOf = db.prepare('SELECT branch_id FROM notification_branches WHERE notification_id = ? ORDER BY branch_id');
  const one = db.prepare('SELECT * FROM notifications WHERE id = ?');
  const insert = db.prepare('INSERT INTO notifications (title, content_nl, content_fr, content_en, start_date, end_date, show_to_main_user_only) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE notifications SET title = ?, content_nl = ?, content_fr = ?, content_en = ?, start_date = ?, end_date = ?, show_to_main_user_only = ? WHERE id = ?');
  const clearBranches = db.prepare('DELETE FROM notification_branches WHERE notification_id = ?');
  const addBranch = db.prepare('INSERT INTO notification_branches (notification_id, branch_id) VALUES (?, ?)');

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

  return {
    /**
     * active at `now` for a user: main-user-only ones for main accounts only; those limited to branches for
     * customers of those branches (users without customer see every one)
     */
    active: (who: { customerKey: string | null; isMainAccount: boolean }, now: string, locale: Locale): DashboardNotification[] => {
      const branch = who.customerKey ? ((branchOf.get(who.customerKey) as { branch_id: number } | undefined)?.branch_id ?? null) : null;
      const rows = active.all({ now, main: who.isMainAccount ? 1 : 0, branch }) as NotificationRow[];
      return rows.map((r) => ({ Id: r.id, Date: r.start_date, Title: r.title, Content: r[`content_${locale}`] }));
    },
    /** a page of every notification, newest first, searched by title */
    page: (q: { search?: string; Page: number; PageSize: number }) => {
      const where = new Where();
      if (q.search) where.add("n.title LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: 'SELECT n.*', from: 'FROM notifications n', where, orderBy: 'n.start_date DESC, n.id DESC', page: q.Page, pageSize: q.PageSize, map: toAdmin });
    },
    byId: (id: number): AdminNotification | null => {
      const row = one.get(id) as NotificationRow | undefined;
      return row ? toAdmin(row) : null;
    },
    /** inserts (id null) or updates a notification with its branches (checked: ModelState `model.Branches`); returns the id */
    save: (n: AdminNotification, id: number | null): number => {
      const branches = checkedBranches(db, n.Branches);
      return db.transaction(() => {
        const values = [n.Title, n.ContentNL, n.ContentFR, n.ContentEN, new Date(n.StartDate).toISOString(), new Date(n.EndDate).toISOString(), n.ShowToMainUserOnly ? 1 : 0];
        const target = id ?? Number(insert.run(...values).lastInsertRowid);
        if (id !== null) update.run(...values, id);
        clearBranches.run(target);
        for (const b of branches) addBranch.run(target, b);
        return target;
      })();
    },
  };
}
