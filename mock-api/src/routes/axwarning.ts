import type { FastifyInstance } from 'fastify';
import type { ErpSendResult } from 'shared-kernel/contract';
import { axWarningRepository, type AxWarningRow } from '../db/axwarnings';
import { axDocument, recordExport, sendAxFile, sendToErp } from '../db/erp';
import { sendCsv } from '../http/csv';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/operation';

/**
 * AX warnings (spec section 7, admin): list, ignore, export as CSV, resend to AX. A warning is open until it is
 * ignored or a send of its pre-order succeeds (db/axwarnings.ts); only open ones are listed.
 */
export default async function axWarningRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const warnings = axWarningRepository(db);

  function find(id: number): AxWarningRow {
    const row = warnings.open(id);
    if (!row) throw notFound(`The AX warning ${id} was not found.`);
    return row;
  }

  route(app, 'listAxWarnings', async (req) => warnings.page(req.query));

  /** DELETE axwarning/{id}: ignore the warning */
  route(app, 'ignoreAxWarning', async (req, reply) => {
    warnings.ignore(find(req.params.id).id);
    return reply.status(200).send();
  });

  /** POST axwarning/{id}/export: the AX lines of the warning's pre-order (db/erp.ts); a warning without one as a one-row CSV */
  route(app, 'exportAxWarning', async (req, reply) => {
    const r = find(req.params.id);
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
  route(app, 'resendAxWarning', async (req): Promise<ErpSendResult> => {
    const row = find(req.params.id);
    const out = row.preorder_id === null ? undefined : sendToErp(db, row.preorder_id, 'retry');
    if (!out) {
      warnings.markResent(row.id);
      return { Sent: true, Message: `Order ${row.order_reference} was handed back to AX.`, OutboxId: null };
    }
    if (!out.sent) throw new ApiError(400, { Message: `${out.message} The AX warning stays open.`, AxWarningId: out.axWarningId });
    return { Sent: true, Message: out.message, OutboxId: out.outboxId };
  });
}
