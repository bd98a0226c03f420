import type { AxWarning } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where } from '../http/sql';
import type { Db } from './open';

/** a row of an AX warning with its customer */
export interface AxWarningRow {
  id: number;
  warning: string;
  type: string;
  alt_key: string;
  name: string;
  order_reference: string;
  process_date: string;
  preorder_id: number | null;
}

const toAxWarning = (r: AxWarningRow): AxWarning => ({
  Id: r.id,
  Warning: r.warning,
  Type: r.type,
  CustomerAltKey: r.alt_key,
  CustomerName: r.name,
  OrderReference: r.order_reference,
  ProcessDate: r.process_date,
});

const SELECT = 'SELECT w.id, w.warning, w.type, c.alt_key, c.name, w.order_reference, w.process_date, w.preorder_id';
/** a warning is open until it is ignored (is_ignored) or a send of its pre-order succeeds (resent_at, db/erp.ts) */
const OPEN = 'w.is_ignored = 0 AND w.resent_at IS NULL';
const FROM = 'FROM ax_warnings w JOIN customers c ON c.key = w.customer_key';

/** The AX warnings repository (routes/axwarning.ts): the open warnings, one of them, ignoring and handing back. */
export function axWarningRepository(db: Db) {
  const one = db.prepare(`${SELECT} ${FROM} WHERE w.id = ? AND ${OPEN}`);
  const ignore = db.prepare('UPDATE ax_warnings SET is_ignored = 1 WHERE id = ?');
  const resent = db.prepare('UPDATE ax_warnings SET resent_at = ? WHERE id = ?');
  return {
    /** a page of the open warnings, newest first */
    page: (q: { Page: number; PageSize: number }) =>
      pagedQuery(db, { select: SELECT, from: FROM, where: new Where().add(OPEN), orderBy: 'w.process_date DESC, w.id DESC', page: q.Page, pageSize: q.PageSize, map: toAxWarning }),
    /** an open warning; undefined when unknown or no longer open */
    open: (id: number) => one.get(id) as AxWarningRow | undefined,
    ignore: (id: number) => void ignore.run(id),
    /** a warning without a pre-order handed back to AX as is: processed */
    markResent: (id: number) => void resent.run(new Date().toISOString(), id),
  };
}
