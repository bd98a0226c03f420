import type { FastifyReply } from 'fastify';
import { csvText } from '../http/csv';
import type { Db } from './open';
import { pricedLines } from './preorder';

/*
 * The ERP (AX) interface of pre-orders: the AX line format, the outbox (table erp_outbox) and the simulated
 * sender. Pre-orders reach AX when they are closed (PUT PreOrder/{id}/close), when an admin resends them
 * (POST PreOrder/{id}/resend) and when an admin retries an AX warning (POST axwarning/{id}/resend).
 * POST PreOrder/{id}/export and POST axwarning/{id}/export answer the same lines as export.csv.
 *
 * AX line format (AX_FORMAT_VERSION 1): UTF-8 without BOM, lines end in CRLF, fields separated by ';'; a field
 * containing ';', '"', CR or LF is quoted with '"' and inner quotes doubled. No column-name line. A text
 * field that starts with '=', '+', '-', '@', TAB or CR (a user's OrderReference or InternalReference, say) is
 * written with one apostrophe in front ("'=SUM(A1)"), as every CSV of the API (http/csv.ts), so the file is
 * safe to open in a spreadsheet: AX receives the reference with that apostrophe as part of it. Plain numbers
 * ("-5", "-12.50") are written as they are. Money is the
 * unit price in the customer's currency with 2 decimals and a dot (integer cents formatted, never floats);
 * dates are ISO YYYY-MM-DD; discounts are integer percentages.
 *
 *   header, exactly one, first:
 *     H;PREOR;<CustomerAltKey>;<OrderReference>;<PreOrderId>;<SheetId>;<BrandCode>;<Currency>;<OrderDiscount>;<EarlyShipment 0|1>;<InternalReference>;<ExportDate>;<LineCount>
 *   one line per ordered size variant (amount above 0), ascending variant id:
 *     L;PREOR;<CustomerAltKey>;<OrderReference>;<ItemId>;<EAN>;<Size>;<ColourId>;<Amount>;<UnitPrice>;<LineDiscount>;<DeliveryDate>
 *
 *   PREOR        the AX sales pool of pre-orders
 *   ItemId       the product group's ERP id (AX item number); EAN the size variant's barcode
 *   Size         the variant's size (pants: "<waist>/<length>" as in the catalogue); ColourId the AX colour code
 *   UnitPrice    the applied retail price (delivery-date price when above 0, else the product price, spec section 9)
 *   LineDiscount the product discount, else the group discount of the pre-order, else the sheet's group discount;
 *                OrderDiscount (header) applies on top of it
 *   DeliveryDate the chosen delivery date of the line, empty when none was chosen
 *
 * Failure rule of the simulated AX (checked in this order; deterministic, no randomness):
 *   1. the environment variable ERP_FAIL is '1'               -> "AX is not reachable (ERP_FAIL=1)."
 *   2. the customer has no AX account (empty alternative key) -> "The customer has no AX account."
 *   3. the pre-order has no line with an amount               -> "The pre-order has no lines."
 *   4. a line's variant has no EAN                            -> "The size variant <sku> has no EAN."
 * A refused send marks the outbox row 'failed' and raises an AX warning (table ax_warnings, Type 'PreOrder'),
 * or refreshes the open warning of the same pre-order; a successful send marks every open warning of the
 * pre-order processed (resent_at set), which removes it from GET axwarning.
 */

export const AX_SALES_POOL = 'PREOR';
export type ErpReason = 'close' | 'resend' | 'retry' | 'export';

interface HeaderRow {
  id: number;
  sheet_id: number;
  alt_key: string;
  customer_key: string;
  order_reference: string;
  internal_reference: string;
  discount: number;
  early_shipment_allowed: number;
  brand_code: string;
  currency: string;
}
interface LineInfo {
  erp_id: string;
  ean: string;
  sku: string;
  size: string;
  color_id: string;
}

/** integer cents as "12.50" (no floating point) */
export const axPrice = (cents: number): string => {
  const c = Math.round(cents);
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const isoDate = (d: string | null): string => (d ? new Date(d).toISOString().slice(0, 10) : '');

export interface AxDocument {
  preOrderId: number;
  customerKey: string;
  orderReference: string;
  text: string;
  /** why AX refuses it (rules 2 to 4), null when it is acceptable */
  problem: string | null;
}

/** the AX lines of a pre-order (format above); undefined when the pre-order does not exist */
export function axDocument(db: Db, preOrderId: number, now = new Date()): AxDocument | undefined {
  const h = db
    .prepare(
      `SELECT p.id, p.sheet_id, c.alt_key, p.customer_key, p.order_reference, p.internal_reference, p.discount, p.early_shipment_allowed,
         b.code AS brand_code, cur.code AS currency
       FROM preorders p JOIN customers c ON c.key = p.customer_key JOIN currencies cur ON cur.id = c.currency_id
       JOIN preorder_sheets s ON s.id = p.sheet_id JOIN brands b ON b.id = s.brand_id WHERE p.id = ?`,
    )
    .get(preOrderId) as HeaderRow | undefined;
  if (!h) return undefined;
  const info = db.prepare('SELECT g.erp_id, v.ean, v.sku, v.size, pr.color_id FROM variants v JOIN products pr ON pr.id = v.product_id JOIN product_groups g ON g.id = pr.group_id WHERE v.id = ?');
  const lines = pricedLines(db, preOrderId);
  let problem: string | null = null;
  if (!h.alt_key.trim()) problem = 'The customer has no AX account.';
  else if (!lines.length) problem = 'The pre-order has no lines.';
  const rows: (string | number)[][] = [
    ['H', AX_SALES_POOL, h.alt_key, h.order_reference, h.id, h.sheet_id, h.brand_code, h.currency, h.discount, h.early_shipment_allowed ? 1 : 0, h.internal_reference, now.toISOString().slice(0, 10), lines.length],
  ];
  for (const l of lines) {
    const v = info.get(l.variant_id) as LineInfo;
    if (!problem && !v.ean.trim()) problem = `The size variant ${v.sku} has no EAN.`;
    rows.push(['L', AX_SALES_POOL, h.alt_key, h.order_reference, v.erp_id, v.ean, v.size, v.color_id, l.amount, axPrice(l.price_cents), l.discount, isoDate(l.delivery_date)]);
  }
  return {
    preOrderId: h.id,
    customerKey: h.customer_key,
    orderReference: h.order_reference,
    // the one CSV writer (http/csv.ts): a text field starting with = + - @ TAB or CR gets an apostrophe in front
    text: csvText(rows, { quoteComma: false }),
    problem,
  };
}

/** answers AX lines as the export.csv download (no BOM: the file is for AX, not for Excel) */
export function sendAxFile(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="export.csv"').send(text);
}

export interface ErpSendOutcome {
  sent: boolean;
  message: string;
  outboxId: number;
  axWarningId: number | null;
}

/** records a file export of the pre-order in the outbox (status 'exported'); answers the AX lines */
export function recordExport(db: Db, doc: AxDocument): void {
  db.prepare("INSERT INTO erp_outbox (preorder_id, reason, created, status, payload) VALUES (?, 'export', ?, 'exported', ?)").run(doc.preOrderId, new Date().toISOString(), doc.text);
}

/**
 * Queues the pre-order in the ERP outbox and "sends" it to AX at once (failure rule above). Never throws for
 * a refusal: it becomes an AX warning. Undefined when the pre-order does not exist.
 */
export function sendToErp(db: Db, preOrderId: number, reason: Exclude<ErpReason, 'export'>): ErpSendOutcome | undefined {
  const doc = axDocument(db, preOrderId);
  if (!doc) return undefined;
  return db.transaction((): ErpSendOutcome => {
    const now = new Date().toISOString();
    const outboxId = Number(db.prepare("INSERT INTO erp_outbox (preorder_id, reason, created, status, payload) VALUES (?, ?, ?, 'queued', ?)").run(doc.preOrderId, reason, now, doc.text).lastInsertRowid);
    const error = process.env.ERP_FAIL === '1' ? 'AX is not reachable (ERP_FAIL=1).' : doc.problem;
    if (error === null) {
      db.prepare("UPDATE erp_outbox SET status = 'sent', sent_at = ? WHERE id = ?").run(now, outboxId);
      db.prepare('UPDATE ax_warnings SET resent_at = ? WHERE preorder_id = ? AND is_ignored = 0 AND resent_at IS NULL').run(now, doc.preOrderId);
      return { sent: true, message: `Pre-order ${doc.preOrderId} was sent to AX.`, outboxId, axWarningId: null };
    }
    const open = db.prepare('SELECT id FROM ax_warnings WHERE preorder_id = ? AND is_ignored = 0 AND resent_at IS NULL ORDER BY id DESC LIMIT 1').get(doc.preOrderId) as { id: number } | undefined;
    const reference = doc.orderReference || `PO-${doc.preOrderId}`;
    let warningId: number;
    if (open) {
      db.prepare('UPDATE ax_warnings SET warning = ?, process_date = ?, order_reference = ? WHERE id = ?').run(error, now, reference, open.id);
      warningId = open.id;
    } else {
      warningId = Number(
        db
          .prepare("INSERT INTO ax_warnings (warning, type, customer_key, order_reference, process_date, preorder_id, is_ignored, resent_at) VALUES (?, 'PreOrder', ?, ?, ?, ?, 0, NULL)")
          .run(error, doc.customerKey, reference, now, doc.preOrderId).lastInsertRowid,
      );
    }
    db.prepare("UPDATE erp_outbox SET status = 'failed', error = ?, ax_warning_id = ? WHERE id = ?").run(error, warningId, outboxId);
    return { sent: false, message: `AX refused pre-order ${doc.preOrderId}: ${error}`, outboxId, axWarningId: warningId };
  })();
}
