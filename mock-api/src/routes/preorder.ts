import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import { isStaffAuth, preOrderListScope } from '../auth/scope';
import { preOrderChangedBy } from '../auth/trace';
import { axDocument, recordExport, sendAxFile, sendToErp } from '../db/erp';
import { sendMail } from '../db/outbox';
import { preOrderRepository, toPreOrder, toPreOrderSummary, type CustomerHeader } from '../db/preorder';
import { SYSTEM_STATE } from '../db/seed/preorders';
import { ApiError, badRequest, forbidden, modelStateError } from '../http/errors';
import { sendJson } from '../http/json';
import { route, type OperationRequest } from '../http/operation';
import { nowIso } from '../http/time';
import { absoluteUrl } from '../http/urls';
import { assertEditable, assertFresh, assertSendable, preOrderOf, writtenOrStale } from './preorder-common';
import preOrderLineRoutes from './preorder-lines';

const ADDRESS_NOT_FOUND = 'The delivery address was not found.';

function checkDiscount(discount: number, max: number): void {
  if (discount > max) throw modelStateError({ PreOrderDiscount: [`The discount is at most ${max}%.`] });
}

/** Pre-orders (spec section 7): lists, create, detail, header updates and state changes. */
export default async function preOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const preOrders = preOrderRepository(db);
  await app.register(preOrderLineRoutes);

  /** the pre-order as GET PreOrder/{id} answers it, read again after a write */
  const answer = (req: FastifyRequest) => toPreOrder(db, preOrderOf(db, req), authOf(req).user.id, (x) => absoluteUrl(req, x));
  /** a pre-order header's delivery address is none (null) or a delivery address of the pre-order's customer (POST, PUT customer and sales) */
  const checkAddress = (address: number | null, customerKey: string) => {
    if (!preOrders.isDeliveryAddressOf(address, customerKey)) throw modelStateError({ Address: [ADDRESS_NOT_FOUND] });
  };

  function list(req: OperationRequest<'listPreOrders'>, systemState: number) {
    const a = authOf(req);
    const q = req.query;
    const now = nowIso();
    const salesman = a.role === 'Vertegenwoordiger';
    return preOrders.page(
      {
        query: q,
        scope: preOrderListScope(a, q.myCustomersOnly),
        systemState,
        me: a.user.id,
        ownCustomersOnly: salesman && q.myCustomersOnly === 'true',
        ownPreOrdersOnly: salesman && q.mySheetsOnly === 'true',
      },
      (r) => toPreOrderSummary(r, r.unread, now, (u) => absoluteUrl(req, u)),
    );
  }

  /**
   * GET PreOrder: customers their company's; a salesman the pre-orders of their customers and their own,
   * every customer's with myCustomersOnly=false, strictly their customers' with true; admin all. State is comma-separated.
   */
  route(app, 'listPreOrders', async (req) => list(req, SYSTEM_STATE.Regular));
  /** GET PreOrder/forecasted: the assignable pre-orders generated from history */
  route(app, 'listForecastedPreOrders', async (req) => list(req, SYSTEM_STATE.Forecasted));

  route(app, 'getPreOrder', async (req) => {
    const p = preOrderOf(db, req);
    return { ...toPreOrder(db, p, authOf(req).user.id, (u) => absoluteUrl(req, u)), LastChangedBy: preOrderChangedBy(db, p.id) };
  });

  /**
   * POST PreOrder (salesman, admin, also while impersonating a customer, the operation's impersonators: then
   * for that customer only, 403 otherwise, with the impersonating salesman as the pre-order's salesman):
   * answers the new id or ModelState. With ForecastId the forecasted pre-order (SystemState 1, same customer
   * and sheet) is turned into the regular pre-order: its row becomes SystemState 0 with the posted header,
   * keeping its id and its forecast lines and settings, so it leaves GET PreOrder/forecasted; the answer is that id.
   */
  route(app, 'createPreOrder', async (req, reply) => {
    const a = authOf(req);
    const body = req.body;
    const customer = preOrders.customerByRef(body.CustomerKey);
    if (a.actor && customer && customer.key !== a.customerKey) throw forbidden('While impersonating, pre-orders are created for the impersonated customer only.');
    const sheet = preOrders.sheet(body.SheetId);
    const errors: Record<string, string[]> = {};
    if (!customer) errors.CustomerKey = ['The customer was not found.'];
    if (!sheet) errors.SheetId = ['The pre-order sheet was not found.'];
    else if (sheet.state !== 0 || sheet.deadline < nowIso()) errors.SheetId = ['The pre-order sheet is not open.'];
    else if (body.PreOrderDiscount > sheet.maximum_discount) errors.PreOrderDiscount = [`The discount is at most ${sheet.maximum_discount}%.`];
    if (customer && sheet && preOrders.hasPreOrderOn(customer.key, sheet.id)) errors.SheetId = ['The customer already has a pre-order for this sheet.'];
    let forecastId: number | null = null;
    if (body.ForecastId !== undefined) {
      const f = preOrders.forecast(body.ForecastId);
      if (!f || f.system_state !== SYSTEM_STATE.Forecasted || f.is_closed) errors.ForecastId = ['The forecasted pre-order was not found.'];
      else if (customer && f.customer_key !== customer.key) errors.ForecastId = ['The forecasted pre-order belongs to another customer.'];
      else if (sheet && f.sheet_id !== sheet.id) errors.ForecastId = ['The forecasted pre-order belongs to another pre-order sheet.'];
      else forecastId = f.id;
    }
    if (customer && !preOrders.isDeliveryAddressOf(body.Address, customer.key)) errors.Address = [ADDRESS_NOT_FOUND];
    if (Object.keys(errors).length || !customer || !sheet) throw modelStateError(errors);
    const creator = a.actor ?? a.user;
    const id = preOrders.create({
      sheetId: sheet.id,
      customerKey: customer.key,
      salesmanId: creator.role === 'Vertegenwoordiger' ? creator.id : customer.salesman_id,
      internalReference: body.InternalCustomerReference,
      orderReference: body.OrderReference,
      discount: body.PreOrderDiscount,
      forecastsVisible: body.ForecastsAndHistoryVisible,
      address: body.Address,
      users: body.Users,
      forecastId,
    });
    return sendJson(reply, id);
  });

  /** the header fields both header writes carry */
  const header = (body: OperationRequest<'updatePreOrderAsCustomer'>['body']): CustomerHeader => ({
    address: body.Address,
    orderReference: body.OrderReference,
    discount: body.PreOrderDiscount,
    customerComment: body.CustomerComment,
    earlyShipmentAllowed: body.EarlyShipmentAllowed,
    internalReference: body.InternalCustomerReference,
  });

  /**
   * PUT PreOrder/{id}/customer and /sales: the header. With RowVersion (optimistic concurrency, see
   * preorder-common.ts) a stale version answers 409 and changes nothing; every write increments it. With an
   * Idempotency-Key (the operations' idempotent flag, http/idempotency.ts) the same write sent again answers
   * what the first one did.
   */
  route(app, 'updatePreOrderAsCustomer', async (req) => {
    const p = preOrderOf(db, req);
    assertEditable(p, authOf(req));
    assertFresh(p, req.body.RowVersion);
    checkDiscount(req.body.PreOrderDiscount, p.maximum_discount);
    checkAddress(req.body.Address, p.customer_key);
    writtenOrStale(preOrders.updateAsCustomer(p, header(req.body)));
    return answer(req);
  });

  route(app, 'updatePreOrderAsSales', async (req) => {
    const p = preOrderOf(db, req);
    const body = req.body;
    assertEditable(p, authOf(req));
    assertFresh(p, body.RowVersion);
    checkDiscount(body.PreOrderDiscount, p.maximum_discount);
    checkAddress(body.Address, p.customer_key);
    writtenOrStale(preOrders.updateAsSales(p, { ...header(body), forecastsVisible: body.ForecastsAndHistoryVisible, internalComment: body.InternalComment }));
    return answer(req);
  });

  /** PUT PreOrder/{id}/sendtosales: a customer sends to the salesman (State 1), the salesman to sales (State 2) */
  route(app, 'sendPreOrderToSales', async (req) => {
    const a = authOf(req);
    const p = preOrderOf(db, req);
    assertSendable(p, a);
    preOrders.send(p.id, isStaffAuth(a) && !a.impersonated);
    return answer(req);
  });

  /** PUT PreOrder/{id}/close: State 3, IsClosed; the listed users are notified */
  route(app, 'closePreOrder', async (req) => {
    const p = preOrderOf(db, req);
    if (p.is_closed) throw badRequest('The pre-order is closed.');
    preOrders.close(p.id);
    for (const to of new Set(req.body.Users)) sendMail(db, { to, kind: 'reminder', body: `Pre-order ${p.id} (${p.sheet_name}) was closed.` });
    // closed pre-orders go to AX through the ERP outbox; a refusal becomes an AX warning, the close stands
    sendToErp(db, p.id, 'close');
    return answer(req);
  });

  route(app, 'sendPreOrderReminders', async (req, reply) => {
    const p = preOrderOf(db, req);
    for (const to of new Set(req.body.Users)) sendMail(db, { to, kind: 'reminder', body: `Reminder: pre-order ${p.id} (${p.sheet_name}) has its deadline on ${p.deadline.slice(0, 10)}.` });
    return reply.status(200).send();
  });

  /** POST PreOrder/{id}/export: the AX lines of the pre-order (format in db/erp.ts) as export.csv, recorded in the ERP outbox */
  route(app, 'exportPreOrder', async (req, reply) => {
    const p = preOrderOf(db, req);
    const doc = axDocument(db, p.id)!;
    recordExport(db, doc);
    return sendAxFile(reply, doc.text);
  });

  /** POST PreOrder/{id}/resend: queues the pre-order to AX again; 200 ErpSendResult, or 400 Message + AxWarningId when AX refuses it */
  route(app, 'resendPreOrder', async (req) => {
    const p = preOrderOf(db, req);
    const out = sendToErp(db, p.id, 'resend')!;
    if (!out.sent) throw new ApiError(400, { Message: `${out.message} An AX warning was created.`, AxWarningId: out.axWarningId });
    return { Sent: true, Message: out.message, OutboxId: out.outboxId };
  });
}
