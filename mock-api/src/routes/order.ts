import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrderDetail } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { orderPlacedBy } from '../auth/trace';
import { addToBasket, basketLineError, basketRepository, variantInfo } from '../db/basket';
import { orderRepository, type OrderRow } from '../db/orders';
import { sendMail } from '../db/outbox';
import { shopAccessOf } from '../db/shop-list';
import { sendCsv } from '../http/csv';
import { ApiError, notFound } from '../http/errors';
import { localeOf } from '../http/locale';
import { money } from '../http/money';
import { route } from '../http/operation';
import { PackageStore } from '../http/packages';
import { absoluteUrl } from '../http/urls';
import { zipStore } from '../http/zip';
import { drawTemplate, imagesOf } from '../images/render';

/**
 * Orders (spec section 7): history, backorders, detail, images, CSV, re-order and invoice request. History and
 * backorders: customers and marketing (spec section 6; marketing without prices, http/redact.ts); re-order and
 * invoice requests: customers (the operations' roles).
 */
export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const orders = orderRepository(db);
  const baskets = basketRepository(db);
  const images = imagesOf(db);

  /** the order of the path id, of the caller's company */
  function orderOf(req: FastifyRequest, id: number): OrderRow {
    const row = orders.one(id, authOf(req).customerKey);
    if (!row) throw notFound(`The order ${id} was not found.`);
    return row;
  }

  route(app, 'listOrderHistory', async (req) => orders.page(authOf(req).customerKey, req.query, false));
  route(app, 'listBackorders', async (req) => orders.page(authOf(req).customerKey, req.query, true));

  route(app, 'getOrder', async (req): Promise<OrderDetail> => {
    const o = orderOf(req, req.params.id);
    return { ...orders.detail(o, authOf(req).customerKey, (p) => absoluteUrl(req, p)), PlacedBy: orderPlacedBy(db, o.id) };
  });

  /**
   * GET Order/{id}/images: the Url of a ZIP with one image per product line of the order (generated
   * SVGs, as every image of the mock). The URL carries a random token (the permission), valid an hour.
   */
  // capped per customer like the download packages (http/packages.ts): one customer's never push out another's
  const imagePackages = new PackageStore<{ orderId: number; orderNumber: string }>({ ttlMs: 60 * 60 * 1000, perOwner: 20, total: 5000 });
  route(app, 'getOrderImages', async (req) => {
    const o = orderOf(req, req.params.id);
    const token = imagePackages.add(authOf(req).customerKey ?? '', { orderId: o.id, orderNumber: o.order_number });
    if (!token) throw new ApiError(503, { Message: 'Too many downloads are being prepared. Try again later.' });
    return { Url: absoluteUrl(req, `/api/${localeOf(req)}/order/images/${token}.zip`) };
  });

  route(app, 'downloadOrderImages', async (req, reply) => {
    const p = imagePackages.get(req.params.file.replace(/\.zip$/i, '').toLowerCase());
    if (!p) throw notFound('The download has expired or does not exist.');
    // each line's product image (the drawing the portal shows), 1200 x 1200
    const entries = orders.lines(p.orderId).map((l, i) => ({
      name: `${String(i + 1).padStart(2, '0')}-${l.erp_id}-${l.color}-${l.size}.svg`.replace(/[^\w.-]+/g, '_'),
      data: Buffer.from((l.thumb && drawTemplate(images, l.thumb, 1200, 1200)) || '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"/>', 'utf8'),
    }));
    return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${p.orderNumber}-images.zip"`).header('Cache-Control', 'private, no-store').send(zipStore(entries));
  });

  route(app, 'getOrderCsv', async (req, reply) => {
    const o = orderOf(req, req.params.id);
    // marketing users get the lines without the price columns (spec section 6)
    const prices = authOf(req).role !== 'MarketingKlant';
    const rows = orders.lines(o.id).map((l) => [o.order_number, l.erp_id, l.name, l.color, l.size, l.ean, l.quantity, ...(prices ? [money(l.unit_cents).toFixed(2), money(l.unit_cents * l.quantity).toFixed(2)] : [])]);
    return sendCsv(reply, 'Order-Lines.csv', ['OrderNumber', 'Model', 'Name', 'Color', 'Size', 'EAN', 'Quantity', ...(prices ? ['UnitPrice', 'TotalPrice'] : [])], rows);
  });

  /** POST order/{id}/reorder: the listed variant ids (empty: every line) go to the basket; Errors for refused lines */
  route(app, 'reorder', async (req) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const o = orderOf(req, req.params.id);
    const wanted = req.body;
    const access = shopAccessOf(db, a);
    const chosen = orders.lines(o.id).filter((l) => !wanted.length || wanted.includes(l.variant_id));
    const errors: string[] = [];
    db.transaction(() => {
      // what the basket holds per variant, kept up to date as lines are added
      const inBasket = new Map(baskets.lines(key).map((l) => [l.variant_id, l.amount]));
      for (const l of chosen) {
        const v = variantInfo(db, l.variant_id);
        // the line as it would be in the basket: what it holds already plus the re-ordered amount
        const total = (inBasket.get(l.variant_id) ?? 0) + l.quantity;
        const error = l.stock_status === 'PRE' || l.stock_status === 'PRE2' ? `${l.name} (${l.size}) is a pre-order product and cannot be re-ordered.` : basketLineError(v, total, a.impersonated, access);
        if (error || !v) errors.push(error ?? 'The product does not exist.');
        else {
          addToBasket(db, key, v, l.quantity);
          inBasket.set(l.variant_id, total);
        }
      }
    })();
    return { Errors: errors };
  });

  /** POST order/{id}/invoice: asks customer service for the invoice (written to the outbox) */
  route(app, 'requestOrderInvoice', async (req, reply) => {
    const o = orderOf(req, req.params.id);
    sendMail(db, { to: 'customerservice@portal.example', kind: 'contact', userId: authOf(req).user.id, body: `Invoice requested for order ${o.order_number}` });
    return reply.status(200).send();
  });
}
