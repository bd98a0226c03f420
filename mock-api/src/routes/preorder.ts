import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PREORDER_STATES,
  PreOrderCreateSchema,
  PreOrderCustomerUpdateSchema,
  PreOrderListQuerySchema,
  PreOrderSalesUpdateSchema,
  PreOrderUsersSchema,
  type ErpSendResult,
  type FilterGroup,
} from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { isStaffAuth, preOrderListScope, scopeParams, scopeSql } from '../auth/scope';
import { preOrderChangedBy } from '../auth/trace';
import { axDocument, recordExport, sendAxFile, sendToErp } from '../db/erp';
import { sendMail } from '../db/outbox';
import { PREORDER_COLUMNS, PREORDER_FROM, toPreOrder, toPreOrderSummary, type PreOrderRow } from '../db/preorder';
import type { Db } from '../db/open';
import { SYSTEM_STATE } from '../db/seed/preorders';
import { ApiError, badRequest, forbidden, modelStateError } from '../http/errors';
import { sendJson } from '../http/json';
import { pagedQuery } from '../http/paging';
import { Where, csv, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';
import { assertEditable, assertFresh, assertSendable, preOrderOf, writeHeader } from './preorder-common';
import preOrderLineRoutes from './preorder-lines';

const UNREAD = `(SELECT COUNT(*) FROM chat_messages m WHERE m.preorder_id = p.id AND m.user_id <> @me
  AND m.id > COALESCE((SELECT r.last_read_id FROM chat_reads r WHERE r.preorder_id = p.id AND r.user_id = @me), 0))`;
const staff = { config: { roles: ROLE_GROUPS.staff } };
const admin = { config: { roles: ROLE_GROUPS.admin } };
const buyers = { config: { roles: ROLE_GROUPS.buyer } };

function checkDiscount(discount: number, max: number): void {
  if (discount > max) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${max}%.`] });
}

const ADDRESS_NOT_FOUND = 'The delivery address was not found.';
/** a pre-order header's delivery address is none (null) or a delivery address of the pre-order's customer (POST, PUT customer and sales) */
const isDeliveryAddressOf = (db: Db, address: number | null, customerKey: string): boolean =>
  address === null || !!db.prepare("SELECT 1 FROM addresses WHERE id = ? AND customer_key = ? AND type = 'DELIVERY' AND is_deleted = 0").get(address, customerKey);
function checkAddress(db: Db, address: number | null, customerKey: string): void {
  if (!isDeliveryAddressOf(db, address, customerKey)) throw modelStateError({ Address: [ADDRESS_NOT_FOUND] });
}

/** Pre-orders (spec section 7): lists, create, detail, header updates and state changes. */
export default async function preOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  await app.register(preOrderLineRoutes);

  function list(req: FastifyRequest, systemState: number) {
    const a = authOf(req);
    const q = parse(PreOrderListQuerySchema, req.query);
    const scope = preOrderListScope(a, q.myCustomersOnly);
    const now = nowIso();
    const where = new Where().add(scopeSql(scope, 'p'), scopeParams(scope)).add('p.system_state = @systemState', { systemState, me: a.user.id });
    where.in('p.state', 'state', csv(q.State).map(Number).filter(Number.isInteger)).in('b.code', 'brand', csv(q.brands)).in('col.id', 'col', csv(q.collections).map(Number));
    if (q.customer) where.add("(c.key = upper(@customer) OR c.alt_key = @customer OR c.name LIKE @customerLike ESCAPE '\\')", { customer: q.customer, customerLike: likeTerm(q.customer) });
    if (q.country) where.in('ctry.iso2', 'country', csv(q.country).map((s) => s.toUpperCase()));
    if (q.search) where.add("(c.name LIKE @search ESCAPE '\\' OR c.alt_key LIKE @search ESCAPE '\\' OR p.order_reference LIKE @search ESCAPE '\\' OR s.name LIKE @search ESCAPE '\\')", { search: likeTerm(q.search) });
    if (q.hasNewMessages === 'true') where.add(`${UNREAD} > 0`);
    if (q.myCustomersOnly === 'true' && a.role === 'Vertegenwoordiger') where.add('c.salesman_id = @me');
    if (q.mySheetsOnly === 'true' && a.role === 'Vertegenwoordiger') where.add('p.salesman_id = @me');
    const brandCounts = db
      .prepare(`SELECT b.code AS value, b.name AS display, COUNT(*) AS n ${PREORDER_FROM} WHERE ${scopeSql(scope, 'p')} AND p.system_state = @systemState GROUP BY b.code ORDER BY b.name`)
      .all({ ...scopeParams(scope), systemState }) as { value: string; display: string; n: number }[];
    const selected = new Set(csv(q.brands));
    const filters: FilterGroup[] = [
      { Name: 'Brands', Items: brandCounts.map((r) => ({ Value: r.value, DisplayValue: r.display, IsSelected: selected.has(r.value), Count: r.n })) },
    ];
    return pagedQuery(db, {
      select: `${PREORDER_COLUMNS}, ${UNREAD} AS unread`,
      from: PREORDER_FROM,
      where,
      orderBy: 'p.last_update DESC, p.id DESC',
      page: q.Page,
      pageSize: q.PageSize,
      map: (r: PreOrderRow & { unread: number }) => toPreOrderSummary(r, r.unread, now, (u) => absoluteUrl(req, u)),
      filters,
    });
  }

  /**
   * GET PreOrder: customers their company's; a salesman the pre-orders of their customers and their own,
   * every customer's with myCustomersOnly=false, strictly their customers' with true; admin all. State is comma-separated.
   */
  app.get('/PreOrder', async (req) => list(req, SYSTEM_STATE.Regular));
  /** GET PreOrder/forecasted: the assignable pre-orders generated from history */
  app.get('/PreOrder/forecasted', staff, async (req) => list(req, SYSTEM_STATE.Forecasted));

  app.get('/PreOrder/:id', async (req) => {
    const p = preOrderOf(db, req);
    return { ...toPreOrder(db, p, authOf(req).user.id, (u) => absoluteUrl(req, u)), LastChangedBy: preOrderChangedBy(db, p.id) };
  });

  /**
   * POST PreOrder (salesman, admin, also while impersonating a customer: then for that customer only, 403
   * otherwise, with the impersonating salesman as the pre-order's salesman): answers the new id or
   * ModelState. With ForecastId the forecasted
   * pre-order (SystemState 1, same customer and sheet) is turned into the regular pre-order: its row
   * becomes SystemState 0 with the posted header, keeping its id and its forecast lines and settings, so
   * it leaves GET PreOrder/forecasted; the answer is that id.
   */
  app.post('/PreOrder', { config: { roles: ROLE_GROUPS.staff, impersonators: true } }, async (req, reply) => {
    const a = authOf(req);
    const body = parse(PreOrderCreateSchema, req.body);
    const customer = db.prepare('SELECT key, salesman_id FROM customers WHERE key = upper(?) OR alt_key = ?').get(body.CustomerKey, body.CustomerKey) as { key: string; salesman_id: string | null } | undefined;
    if (a.actor && customer && customer.key !== a.customerKey) throw forbidden('While impersonating, pre-orders are created for the impersonated customer only.');
    const sheet = db.prepare('SELECT id, brand_id, state, deadline, maximum_discount FROM preorder_sheets WHERE id = ?').get(body.SheetId) as
      | { id: number; brand_id: number; state: number; deadline: string; maximum_discount: number }
      | undefined;
    const errors: Record<string, string[]> = {};
    if (!customer) errors.CustomerKey = ['The customer was not found.'];
    if (!sheet) errors.SheetId = ['The pre-order sheet was not found.'];
    else if (sheet.state !== 0 || sheet.deadline < nowIso()) errors.SheetId = ['The pre-order sheet is not open.'];
    else if (body.PreOrderDiscount > sheet.maximum_discount) errors.PreOrderDiscount = [`The discount is at most ${sheet.maximum_discount}%.`];
    if (customer && sheet && db.prepare('SELECT 1 FROM preorders WHERE customer_key = ? AND sheet_id = ? AND system_state = 0').get(customer.key, sheet.id)) {
      errors.SheetId = ['The customer already has a pre-order for this sheet.'];
    }
    let forecastId: number | null = null;
    if (body.ForecastId !== undefined) {
      const f = db.prepare('SELECT id, customer_key, sheet_id, system_state, is_closed FROM preorders WHERE id = ?').get(body.ForecastId) as
        | { id: number; customer_key: string; sheet_id: number; system_state: number; is_closed: number }
        | undefined;
      if (!f || f.system_state !== SYSTEM_STATE.Forecasted || f.is_closed) errors.ForecastId = ['The forecasted pre-order was not found.'];
      else if (customer && f.customer_key !== customer.key) errors.ForecastId = ['The forecasted pre-order belongs to another customer.'];
      else if (sheet && f.sheet_id !== sheet.id) errors.ForecastId = ['The forecasted pre-order belongs to another pre-order sheet.'];
      else forecastId = f.id;
    }
    if (customer && !isDeliveryAddressOf(db, body.Address, customer.key)) errors.Address = [ADDRESS_NOT_FOUND];
    if (Object.keys(errors).length || !customer || !sheet) throw modelStateError(errors);
    const creator = a.actor ?? a.user;
    const salesmanId = creator.role === 'Vertegenwoordiger' ? creator.id : customer.salesman_id;
    const id = db.transaction(() => {
      if (forecastId !== null) {
        db.prepare(
          `UPDATE preorders SET system_state = 0, state = 0, salesman_id = ?, last_update = ?, internal_reference = ?, order_reference = ?, discount = ?,
            forecasts_visible = ?, address_id = ?, row_version = row_version + 1 WHERE id = ?`,
        ).run(salesmanId, nowIso(), body.InternalCustomerReference, body.OrderReference, body.PreOrderDiscount, body.ForecastsAndHistoryVisible ? 1 : 0, body.Address, forecastId);
        db.prepare('DELETE FROM preorder_users WHERE preorder_id = ?').run(forecastId);
        for (const email of new Set(body.Users)) db.prepare('INSERT INTO preorder_users (preorder_id, email) VALUES (?, ?)').run(forecastId, email);
        return forecastId;
      }
      const newId = Number(
        db
          .prepare(
            `INSERT INTO preorders (sheet_id, customer_key, salesman_id, state, customer_state, system_state, last_update, internal_reference, order_reference, discount,
              customer_comment, internal_comment, forecasts_visible, early_shipment_allowed, address_id, process_date, is_closed)
             VALUES (?, ?, ?, 0, 0, 0, ?, ?, ?, ?, NULL, NULL, ?, 0, ?, NULL, 0)`,
          )
          .run(sheet.id, customer.key, salesmanId, nowIso(), body.InternalCustomerReference, body.OrderReference, body.PreOrderDiscount, body.ForecastsAndHistoryVisible ? 1 : 0, body.Address).lastInsertRowid,
      );
      for (const email of new Set(body.Users)) db.prepare('INSERT INTO preorder_users (preorder_id, email) VALUES (?, ?)').run(newId, email);
      return newId;
    })();
    return sendJson(reply, id);
  });

  /**
   * PUT PreOrder/{id}/customer and /sales: the header. With RowVersion (optimistic concurrency, see
   * preorder-common.ts) a stale version answers 409 and changes nothing; every write increments it. With an
   * Idempotency-Key (http/idempotency.ts) the same write sent again answers what the first one did.
   */
  app.put('/PreOrder/:id/customer', buyers, async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const body = parse(PreOrderCustomerUpdateSchema, req.body);
    assertFresh(p, body.RowVersion);
    checkDiscount(body.PreOrderDiscount, p.maximum_discount);
    checkAddress(db, body.Address, p.customer_key);
    writeHeader(
      db,
      p,
      `UPDATE preorders SET address_id = @address, order_reference = @orderReference, discount = @discount, customer_comment = @customerComment,
        early_shipment_allowed = @early, internal_reference = @internalReference, customer_state = MAX(customer_state, 1), last_update = @now,
        row_version = row_version + 1 WHERE id = @id AND row_version = @expected`,
      {
        address: body.Address,
        orderReference: body.OrderReference,
        discount: body.PreOrderDiscount,
        customerComment: body.CustomerComment,
        early: body.EarlyShipmentAllowed ? 1 : 0,
        internalReference: body.InternalCustomerReference,
        now: nowIso(),
      },
    );
    return toPreOrder(db, preOrderOf(db, req), a.user.id, (x) => absoluteUrl(req, x));
  });

  app.put('/PreOrder/:id/sales', staff, async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertEditable(p, a);
    const body = parse(PreOrderSalesUpdateSchema, req.body);
    assertFresh(p, body.RowVersion);
    checkDiscount(body.PreOrderDiscount, p.maximum_discount);
    checkAddress(db, body.Address, p.customer_key);
    writeHeader(
      db,
      p,
      `UPDATE preorders SET address_id = @address, internal_reference = @internalReference, order_reference = @orderReference, discount = @discount,
        forecasts_visible = @forecasts, early_shipment_allowed = @early, internal_comment = @internalComment, customer_comment = @customerComment,
        last_update = @now, row_version = row_version + 1 WHERE id = @id AND row_version = @expected`,
      {
        address: body.Address,
        internalReference: body.InternalCustomerReference,
        orderReference: body.OrderReference,
        discount: body.PreOrderDiscount,
        forecasts: body.ForecastsAndHistoryVisible ? 1 : 0,
        early: body.EarlyShipmentAllowed ? 1 : 0,
        internalComment: body.InternalComment,
        customerComment: body.CustomerComment,
        now: nowIso(),
      },
    );
    return toPreOrder(db, preOrderOf(db, req), a.user.id, (x) => absoluteUrl(req, x));
  });

  /** PUT PreOrder/{id}/sendtosales: a customer sends to the salesman (State 1), the salesman to sales (State 2) */
  app.put('/PreOrder/:id/sendtosales', { config: { roles: ['Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant'] } }, async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertSendable(p, a);
    if (isStaffAuth(a) && !a.impersonated) db.prepare('UPDATE preorders SET state = ?, last_update = ?, row_version = row_version + 1 WHERE id = ?').run(PREORDER_STATES.SentToSales, nowIso(), p.id);
    else db.prepare('UPDATE preorders SET state = ?, customer_state = 2, last_update = ?, row_version = row_version + 1 WHERE id = ?').run(PREORDER_STATES.SentToSalesman, nowIso(), p.id);
    return toPreOrder(db, preOrderOf(db, req), a.user.id, (x) => absoluteUrl(req, x));
  });

  /** PUT PreOrder/{id}/close: State 3, IsClosed; the listed users are notified */
  app.put('/PreOrder/:id/close', staff, async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    if (p.is_closed) throw badRequest('The pre-order is closed.');
    const { Users } = parse(PreOrderUsersSchema, req.body);
    db.prepare('UPDATE preorders SET state = ?, is_closed = 1, process_date = ?, last_update = ?, row_version = row_version + 1 WHERE id = ?').run(PREORDER_STATES.Closed, nowIso(), nowIso(), p.id);
    for (const to of new Set(Users)) sendMail(db, { to, kind: 'reminder', body: `Pre-order ${p.id} (${p.sheet_name}) was closed.` });
    // closed pre-orders go to AX through the ERP outbox; a refusal becomes an AX warning, the close stands
    sendToErp(db, p.id, 'close');
    return toPreOrder(db, preOrderOf(db, req), a.user.id, (x) => absoluteUrl(req, x));
  });

  app.put('/PreOrder/:id/sendreminders', staff, async (req, reply) => {
    const p = preOrderOf(db, req);
    const { Users } = parse(PreOrderUsersSchema, req.body);
    for (const to of new Set(Users)) sendMail(db, { to, kind: 'reminder', body: `Reminder: pre-order ${p.id} (${p.sheet_name}) has its deadline on ${p.deadline.slice(0, 10)}.` });
    return reply.status(200).send();
  });

  /** POST PreOrder/{id}/export: the AX lines of the pre-order (format in db/erp.ts) as export.csv, recorded in the ERP outbox */
  app.post('/PreOrder/:id/export', admin, async (req, reply) => {
    const p = preOrderOf(db, req);
    const doc = axDocument(db, p.id)!;
    recordExport(db, doc);
    return sendAxFile(reply, doc.text);
  });

  /** POST PreOrder/{id}/resend: queues the pre-order to AX again; 200 ErpSendResult, or 400 Message + AxWarningId when AX refuses it */
  app.post('/PreOrder/:id/resend', admin, async (req): Promise<ErpSendResult> => {
    const p = preOrderOf(db, req);
    const out = sendToErp(db, p.id, 'resend')!;
    if (!out.sent) throw new ApiError(400, { Message: `${out.message} An AX warning was created.`, AxWarningId: out.axWarningId });
    return { Sent: true, Message: out.message, OutboxId: out.outboxId };
  });
}
