import type { FastifyInstance } from 'fastify';
import { PageQuerySchema, type AxWarning, type ErpSendResult } from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS } from '../auth/guard';
import { axDocument, recordExport, sendAxFile, sendToErp } from '../db/erp';
import { sendCsv } from '../http/csv';
import { ApiError, notFound } from '../http/errors';
import { pagedQuery } from '../http/paging';
import { Where } from '../http/sql';
import { parse } from '../http/validate';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const admin = { config: { roles: ROLE_GROUPS.admin } };

interface AxRow {
  id: number;
  warning: string;
  type: string;
  alt_key: string;
  name: string;
  order_reference: string;
  process_date: string;
  preorder_id: number | null;
}
const toAxWarning = (r: AxRow): AxWarning => ({
  Id: r.id,
  Warning: r.warning,
  Type: r.type,
  CustomerAltKey: r.alt_key,
  CustomerName: r.name,
  OrderReference: r.order_reference,
  ProcessDate: r.process_date,
});

/**
 * AX warnings (spec section 7, admin): list, ignore, export as CSV, resend to AX. A warning is open until it is
 * ignored (is_ignored) or a send of its pre-order succeeds (resent_at, see db/erp.ts); only open ones are listed.
 */
export default async function axWarningRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const SELECT = 'SELECT w.id, w.warning, w.type, c.alt_key, c.name, w.order_reference, w.process_date, w.preorder_id';
  const OPEN = 'w.is_ignored = 0 AND w.resent_at IS NULL';
  const FROM = 'FROM ax_warnings w JOIN customers c ON c.key = w.customer_key';
  const one = db.prepare(`${SELECT} ${FROM} WHERE w.id = ? AND ${OPEN}`);

  function find(params: unknown): AxRow {
    const { id } = parse(IdParams, params);
    const row = one.get(id) as AxRow | undefined;
    if (!row) throw notFound(`The AX warning ${id} was not found.`);
    return row;
  }

  app.get('/axwarning', admin, async (req) => {
    const q = parse(PageQuerySchema, req.query);
    return pagedQuery(db, {
      select: SELECT,
      from: FROM,
      where: new Where().add(OPEN),
      orderBy: 'w.process_date DESC, w.id DESC',
      page: q.Page,
      pageSize: q.PageSize,
      map: toAxWarning,
    });
  });

  /** DELETE axwarning/{id}: ignore the warning */
  app.delete('/axwarning/:id', admin, async (req, reply) => {
    const row = find(req.params);
    db.prepare('UPDATE ax_warnings SET is_ignored = 1 WHERE id = ?').run(row.id);
    return reply.status(200).send();
  });

  /** POST axwarning/{id}/export: the AX lines of the warning's pre-order (db/erp.ts); a warning without one as a one-row CSV */
  app.post('/axwarning/:id/export', admin, async (req, reply) => {
    const r = find(req.params);
    const doc = r.preorder_id === null ? undefined : axDocument(db, r.preorder_id);
    if (doc) {
      recordExport(db, doc);
      return sendAxFile(reply, doc.text);
    }
    const header = ['Id', 'Warning', 'Type', 'CustomerAltKey', 'CustomerName', 'OrderReference', 'ProcessDate'];
    return sendCsv(reply, 'export.csv', header, [[r.id, r.warning, r.type, r.alt_key, r.name, r.order_reference, r.process_date]]);
  });

  /**
   * POST axwarning/{id}/resend: sends the warning's pre-order to AX again. Success marks the warning processed
   * (200 ErpSendResult); a refusal keeps it open with the new reason (400 Message, AxWarningId). A warning
   * without a pre-order (an AX-side order) is handed back to AX as is and marked processed.
   */
  app.post('/axwarning/:id/resend', admin, async (req): Promise<ErpSendResult> => {
    const row = find(req.params);
    const out = row.preorder_id === null ? undefined : sendToErp(db, row.preorder_id, 'retry');
    if (!out) {
      db.prepare('UPDATE ax_warnings SET resent_at = ? WHERE id = ?').run(new Date().toISOString(), row.id);
      return { Sent: true, Message: `Order ${row.order_reference} was handed back to AX.`, OutboxId: null };
    }
    if (!out.sent) throw new ApiError(400, { Message: `${out.message} The AX warning stays open.`, AxWarningId: out.axWarningId });
    return { Sent: true, Message: out.message, OutboxId: out.outboxId };
  });
}
