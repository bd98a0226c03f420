import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OrderListQuerySchema, ReorderSchema, type OrderDetail, type OrderLine, type OrderSummary } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { orderPlacedBy } from '../auth/trace';
import { addToBasket, basketLineError, variantInfo } from '../db/basket';
import { shopAccessOf } from '../db/shop-list';
import { sendMail } from '../db/outbox';
import { sendCsv } from '../http/csv';
import { ApiError, notFound } from '../http/errors';
import { PackageStore } from '../http/packages';
import { idParam } from '../http/ids';
import { money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { localeOf } from '../http/locale';
import { zipStore } from '../http/zip';
import { drawTemplate, imagesOf } from '../images/render';
import { parse } from '../http/validate';

interface OrderRow {
  id: number;
  order_number: string;
  order_date: string;
  total_cents: number;
  status: string;
  sales_pool: OrderSummary['SalesPool'];
  is_dropshipment: number;
  reference: string;
  delivery_address_id: number | null;
  invoice_address_id: number | null;
}
interface LineRow {
  id: number;
  name: string;
  erp_id: string;
  ean: string;
  thumb: string | null;
  size: string;
  color: string;
  hex_code: string;
  unit_cents: number;
  quantity: number;
  quantity_shipped: number;
  quantity_canceled: number;
  expected_delivery_date: string | null;
  variant_id: number;
  status: string;
  stock_status: string;
  is_enabled: number;
  is_deleted: number;
}

const toSummary = (r: OrderRow): OrderSummary => ({
  Id: r.id,
  OrderNumber: r.order_number,
  OrderDate: r.order_date,
  Total: money(r.total_cents),
  Status: r.status,
  SalesPool: r.sales_pool,
  IsDropshipment: bool(r.is_dropshipment),
  CustomerOrderDescription: r.reference,
});

/** history and backorders: customers and marketing (spec section 6); re-order and invoice requests: customers */
const readers = { config: { roles: ['Klant', 'MarketingKlant'] as const } };
const customers = { config: { roles: ['Klant'] as const } };

/** Orders (spec section 7): history, backorders, detail, images, CSV, re-order and invoice request. */
export default async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const lines = db.prepare(
    `SELECT ol.id, g.name, g.erp_id, v.ean, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb,
       v.size, p.color, p.hex_code, ol.unit_cents, ol.quantity, ol.quantity_shipped, ol.quantity_canceled, ol.expected_delivery_date, v.id AS variant_id,
       ol.status, v.stock_status, v.is_enabled, g.is_deleted
     FROM order_lines ol JOIN variants v ON v.id = ol.variant_id JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
     WHERE ol.order_id = ? ORDER BY ol.id`,
  );
  const images = imagesOf(db);
  const address = db.prepare('SELECT a.name, a.street, a.house_number, a.zip_code, a.city, c.name_en AS country FROM addresses a JOIN countries c ON c.id = a.country_id WHERE a.id = ?');

  function listQuery(req: FastifyRequest, backordersOnly: boolean) {
    const q = parse(OrderListQuerySchema, req.query);
    const where = new Where().add('o.customer_key = @ck', { ck: authOf(req).customerKey });
    if (backordersOnly) where.add('EXISTS (SELECT 1 FROM backorders bo JOIN order_lines ol ON ol.id = bo.order_line_id WHERE ol.order_id = o.id)');
    if (q.name) where.add("(o.order_number LIKE @n ESCAPE '\\' OR o.reference LIKE @n ESCAPE '\\')", { n: likeTerm(q.name) });
    if (q.dateFrom && !Number.isNaN(Date.parse(q.dateFrom))) where.add('o.order_date >= @from', { from: new Date(q.dateFrom).toISOString() });
    if (q.dateTo && !Number.isNaN(Date.parse(q.dateTo))) where.add('o.order_date < @to', { to: new Date(Date.parse(q.dateTo) + 86_400_000).toISOString() });
    if (q.totalAmountFrom !== undefined) where.add('o.total_cents >= @min', { min: Math.round(q.totalAmountFrom * 100) });
    if (q.totalAmountTo !== undefined) where.add('o.total_cents <= @max', { max: Math.round(q.totalAmountTo * 100) });
    return pagedQuery(db, { select: 'SELECT o.*', from: 'FROM orders o', where, orderBy: 'o.order_date DESC, o.id DESC', page: q.page, pageSize: q.pageSize, map: toSummary });
  }

  /** the order of the path id, of the caller's company */
  function orderOf(req: FastifyRequest): OrderRow {
    const id = idParam(req.params);
    const row = db.prepare('SELECT * FROM orders WHERE id = ? AND customer_key = ?').get(id, authOf(req).customerKey) as OrderRow | undefined;
    if (!row) throw notFound(`The order ${id} was not found.`);
    return row;
  }

  function toLine(o: OrderRow, l: LineRow, url: (p: string) => string): OrderLine {
    return {
      Title: l.name,
      Name: l.name,
      Model: l.erp_id,
      EAN: l.ean,
      Thumbnail: l.thumb ? url(l.thumb) : null,
      Size: l.size,
      Color: l.color,
      ColorHex: l.hex_code,
      UnitPrice: money(l.unit_cents),
      UnitPriceSuffix: '',
      Quantity: l.quantity,
      QuantityRemainToDeliver: Math.max(0, l.quantity - l.quantity_shipped - l.quantity_canceled),
      QuantityShipped: l.quantity_shipped,
      QuantityCanceled: l.quantity_canceled,
      TotalPrice: money(l.unit_cents * l.quantity),
      OrderId: o.id,
      OrderNumber: o.order_number,
      OrderDate: o.order_date,
      ExpectedDeliveryDate: l.expected_delivery_date,
      ProductVariantId: l.variant_id,
      Status: l.status,
      IsWebshopEnabled: bool(l.is_enabled),
      IsDisabled: bool(l.is_deleted) || l.stock_status === 'NO',
      StockStatus: l.stock_status,
    };
  }

  function toAddress(id: number | null) {
    const a = id ? (address.get(id) as { name: string; street: string; house_number: string; zip_code: string; city: string; country: string } | undefined) : undefined;
    return a ? { Name: a.name, Street: a.street, HouseNumber: a.house_number, ZipCode: a.zip_code, City: a.city, CountryName: a.country } : null;
  }

  // marketing users read them without prices (http/redact.ts, for every answer)
  app.get('/Customer/Orderhistory', readers, async (req) => listQuery(req, false));
  app.get('/Customer/Backorder', readers, async (req) => listQuery(req, true));

  app.get('/Order/:id', readers, async (req): Promise<OrderDetail> => {
    const o = orderOf(req);
    const invoiceAddress = o.invoice_address_id ?? (db.prepare("SELECT id FROM addresses WHERE customer_key = ? AND type = 'INVOICE' ORDER BY id LIMIT 1").get(authOf(req).customerKey) as { id: number } | undefined)?.id ?? null;
    return {
      ...toSummary(o),
      CustomerOrderDescription: o.reference,
      DeliveryAddress: toAddress(o.delivery_address_id),
      InvoiceAddress: toAddress(invoiceAddress),
      Shipments: (db.prepare('SELECT * FROM shipments WHERE order_id = ? ORDER BY id').all(o.id) as { id: number; status: string; delivery_date: string | null; tracking_url: string | null; tracking_code: string | null }[]).map(
        (s) => ({ Id: s.id, Status: s.status, DeliveryDate: s.delivery_date, TrackingUrl: s.tracking_url, TrackingCode: s.tracking_code }),
      ),
      Invoices: (db.prepare('SELECT invoice_number FROM invoices WHERE order_id = ? ORDER BY date').all(o.id) as { invoice_number: string }[]).map((i) => ({ InvoiceNumber: i.invoice_number })),
      Products: (lines.all(o.id) as LineRow[]).map((l) => toLine(o, l, (p) => absoluteUrl(req, p))),
      PlacedBy: orderPlacedBy(db, o.id),
    };
  });

  /**
   * GET Order/{id}/images: the Url of a ZIP with one image per product line of the order (generated
   * SVGs, as every image of the mock). The URL carries a random token (the permission), valid an hour.
   */
  // capped per customer like the download packages (http/packages.ts): one customer's never push out another's
  const imagePackages = new PackageStore<{ orderId: number; orderNumber: string }>({ ttlMs: 60 * 60 * 1000, perOwner: 20, total: 5000 });
  app.get('/Order/:id/images', readers, async (req) => {
    const o = orderOf(req);
    const token = imagePackages.add(authOf(req).customerKey ?? '', { orderId: o.id, orderNumber: o.order_number });
    if (!token) throw new ApiError(503, { Message: 'Too many downloads are being prepared. Try again later.' });
    return { Url: absoluteUrl(req, `/api/${localeOf(req)}/order/images/${token}.zip`) };
  });

  app.get('/order/images/:file', { config: { public: true } }, async (req, reply) => {
    const file = String((req.params as { file?: string }).file ?? '');
    const p = imagePackages.get(file.replace(/\.zip$/i, '').toLowerCase());
    if (!p) throw notFound('The download has expired or does not exist.');
    // each line's product image (the drawing the portal shows), 1200 x 1200
    const entries = (lines.all(p.orderId) as LineRow[]).map((l, i) => ({
      name: `${String(i + 1).padStart(2, '0')}-${l.erp_id}-${l.color}-${l.size}.svg`.replace(/[^\w.-]+/g, '_'),
      data: Buffer.from((l.thumb && drawTemplate(images, l.thumb, 1200, 1200)) || '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"/>', 'utf8'),
    }));
    return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${p.orderNumber}-images.zip"`).header('Cache-Control', 'private, no-store').send(zipStore(entries));
  });

  app.get('/Order/:id/csv', readers, async (req, reply) => {
    const o = orderOf(req);
    // marketing users get the lines without the price columns (spec section 6)
    const prices = authOf(req).role !== 'MarketingKlant';
    const rows = (lines.all(o.id) as LineRow[]).map((l) => [o.order_number, l.erp_id, l.name, l.color, l.size, l.ean, l.quantity, ...(prices ? [money(l.unit_cents).toFixed(2), money(l.unit_cents * l.quantity).toFixed(2)] : [])]);
    return sendCsv(reply, 'Order-Lines.csv', ['OrderNumber', 'Model', 'Name', 'Color', 'Size', 'EAN', 'Quantity', ...(prices ? ['UnitPrice', 'TotalPrice'] : [])], rows);
  });

  /** POST order/{id}/reorder: the listed variant ids (empty: every line) go to the basket; Errors for refused lines */
  app.post('/order/:id/reorder', customers, async (req) => {
    const a = authOf(req);
    const o = orderOf(req);
    const wanted = parse(ReorderSchema, req.body ?? []);
    const access = shopAccessOf(db, a);
    const chosen = (lines.all(o.id) as LineRow[]).filter((l) => !wanted.length || wanted.includes(l.variant_id));
    const errors: string[] = [];
    const inBasket = db.prepare('SELECT amount FROM basket_items WHERE customer_key = ? AND variant_id = ?');
    db.transaction(() => {
      for (const l of chosen) {
        const v = variantInfo(db, l.variant_id);
        // the line as it would be in the basket: what it holds already plus the re-ordered amount
        const total = ((inBasket.get(a.customerKey ?? '', l.variant_id) as { amount: number } | undefined)?.amount ?? 0) + l.quantity;
        const error = l.stock_status === 'PRE' || l.stock_status === 'PRE2' ? `${l.name} (${l.size}) is a pre-order product and cannot be re-ordered.` : basketLineError(v, total, a.impersonated, access);
        if (error || !v) errors.push(error ?? 'The product does not exist.');
        else addToBasket(db, a.customerKey ?? '', v, l.quantity);
      }
    })();
    return { Errors: errors };
  });

  /** POST order/{id}/invoice: asks customer service for the invoice (written to the outbox) */
  app.post('/order/:id/invoice', customers, async (req, reply) => {
    const o = orderOf(req);
    sendMail(db, { to: 'customerservice@portal.example', kind: 'contact', userId: authOf(req).user.id, body: `Invoice requested for order ${o.order_number}` });
    return reply.status(200).send();
  });
}
