import type { OrderDetail, OrderLine, OrderSummary } from 'shared-kernel/contract';
import { money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import type { Db } from './open';
import type { InvoiceFilter } from './invoices';

export interface OrderRow {
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

export interface OrderLineRow {
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

/** the filters of Customer/Orderhistory and Customer/Backorder: those of Customer/Invoice (spec section 7) */
export type OrderFilter = InvoiceFilter;

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

function toLine(o: OrderRow, l: OrderLineRow, url: (path: string) => string): OrderLine {
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

/** The orders repository (routes/order.ts): a customer's orders, backorders, an order with its lines, addresses, shipments and invoices. */
export function orderRepository(db: Db) {
  const lines = db.prepare(
    `SELECT ol.id, g.name, g.erp_id, v.ean, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb,
       v.size, p.color, p.hex_code, ol.unit_cents, ol.quantity, ol.quantity_shipped, ol.quantity_canceled, ol.expected_delivery_date, v.id AS variant_id,
       ol.status, v.stock_status, v.is_enabled, g.is_deleted
     FROM order_lines ol JOIN variants v ON v.id = ol.variant_id JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
     WHERE ol.order_id = ? ORDER BY ol.id`,
  );
  const address = db.prepare('SELECT a.name, a.street, a.house_number, a.zip_code, a.city, c.name_en AS country FROM addresses a JOIN countries c ON c.id = a.country_id WHERE a.id = ?');
  const firstInvoiceAddress = db.prepare("SELECT id FROM addresses WHERE customer_key = ? AND type = 'INVOICE' ORDER BY id LIMIT 1");
  const one = db.prepare('SELECT * FROM orders WHERE id = ? AND customer_key = ?');
  const shipments = db.prepare('SELECT * FROM shipments WHERE order_id = ? ORDER BY id');
  const invoices = db.prepare('SELECT invoice_number FROM invoices WHERE order_id = ? ORDER BY date');

  function toAddress(id: number | null) {
    const a = id ? (address.get(id) as { name: string; street: string; house_number: string; zip_code: string; city: string; country: string } | undefined) : undefined;
    return a ? { Name: a.name, Street: a.street, HouseNumber: a.house_number, ZipCode: a.zip_code, City: a.city, CountryName: a.country } : null;
  }

  return {
    /** a page of the customer's orders (only those with a line on backorder), newest first; an invalid date is no filter, dateTo includes its day */
    page: (customerKey: string | null, q: OrderFilter, backordersOnly: boolean) => {
      const where = new Where().add('o.customer_key = @ck', { ck: customerKey });
      if (backordersOnly) where.add('EXISTS (SELECT 1 FROM backorders bo JOIN order_lines ol ON ol.id = bo.order_line_id WHERE ol.order_id = o.id)');
      if (q.name) where.add("(o.order_number LIKE @n ESCAPE '\\' OR o.reference LIKE @n ESCAPE '\\')", { n: likeTerm(q.name) });
      if (q.dateFrom && !Number.isNaN(Date.parse(q.dateFrom))) where.add('o.order_date >= @from', { from: new Date(q.dateFrom).toISOString() });
      if (q.dateTo && !Number.isNaN(Date.parse(q.dateTo))) where.add('o.order_date < @to', { to: new Date(Date.parse(q.dateTo) + 86_400_000).toISOString() });
      if (q.totalAmountFrom !== undefined) where.add('o.total_cents >= @min', { min: Math.round(q.totalAmountFrom * 100) });
      if (q.totalAmountTo !== undefined) where.add('o.total_cents <= @max', { max: Math.round(q.totalAmountTo * 100) });
      return pagedQuery(db, { select: 'SELECT o.*', from: 'FROM orders o', where, orderBy: 'o.order_date DESC, o.id DESC', page: q.page, pageSize: q.pageSize, map: toSummary });
    },
    /** an order of the customer; undefined when unknown or another customer's */
    one: (id: number, customerKey: string | null) => one.get(id, customerKey) as OrderRow | undefined,
    lines: (orderId: number) => lines.all(orderId) as OrderLineRow[],
    /** the detail of an order (without PlacedBy); the invoice address is the customer's first one when the order has none */
    detail: (o: OrderRow, customerKey: string | null, url: (path: string) => string): Omit<OrderDetail, 'PlacedBy'> => {
      const invoiceAddress = o.invoice_address_id ?? (firstInvoiceAddress.get(customerKey) as { id: number } | undefined)?.id ?? null;
      return {
        ...toSummary(o),
        CustomerOrderDescription: o.reference,
        DeliveryAddress: toAddress(o.delivery_address_id),
        InvoiceAddress: toAddress(invoiceAddress),
        Shipments: (shipments.all(o.id) as { id: number; status: string; delivery_date: string | null; tracking_url: string | null; tracking_code: string | null }[]).map((s) => ({
          Id: s.id,
          Status: s.status,
          DeliveryDate: s.delivery_date,
          TrackingUrl: s.tracking_url,
          TrackingCode: s.tracking_code,
        })),
        Invoices: (invoices.all(o.id) as { invoice_number: string }[]).map((i) => ({ InvoiceNumber: i.invoice_number })),
        Products: (lines.all(o.id) as OrderLineRow[]).map((l) => toLine(o, l, url)),
      };
    },
  };
}
