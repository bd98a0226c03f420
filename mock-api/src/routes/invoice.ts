import type { FastifyInstance } from 'fastify';
import { OrderListQuerySchema, type Invoice } from 'shared-kernel/contract';
import { z } from 'zod';
import { authOf } from '../auth/guard';
import { notFound } from '../http/errors';
import { money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { invoicePdf } from '../http/invoicePdf';
import { Where, likeTerm } from '../http/sql';
import { parse } from '../http/validate';

const NumberParams = z.object({ invoiceNumber: z.string().min(1).max(50) });
/** invoices: customers (Klant, also while impersonating) */
const customers = { config: { roles: ['Klant'] as const } };

/** Invoices (spec section 7): the filtered list and the PDF per invoice. */
export default async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.get('/Customer/Invoice', customers, async (req) => {
    const q = parse(OrderListQuerySchema, req.query);
    const where = new Where().add('i.customer_key = @ck', { ck: authOf(req).customerKey });
    if (q.name) where.add("i.invoice_number LIKE @n ESCAPE '\\'", { n: likeTerm(q.name) });
    if (q.dateFrom && !Number.isNaN(Date.parse(q.dateFrom))) where.add('i.date >= @from', { from: new Date(q.dateFrom).toISOString() });
    if (q.dateTo && !Number.isNaN(Date.parse(q.dateTo))) where.add('i.date < @to', { to: new Date(Date.parse(q.dateTo) + 86_400_000).toISOString() });
    if (q.totalAmountFrom !== undefined) where.add('i.total_cents >= @min', { min: Math.round(q.totalAmountFrom * 100) });
    if (q.totalAmountTo !== undefined) where.add('i.total_cents <= @max', { max: Math.round(q.totalAmountTo * 100) });
    return pagedQuery(db, {
      select: 'SELECT i.invoice_number, i.date, i.total_cents',
      from: 'FROM invoices i',
      where,
      orderBy: 'i.date DESC, i.invoice_number DESC',
      page: q.page,
      pageSize: q.pageSize,
      map: (r: { invoice_number: string; date: string; total_cents: number }): Invoice => ({ InvoiceNumber: r.invoice_number, Date: r.date, TotalAmount: money(r.total_cents) }),
    });
  });

  /** GET Customer/Invoice/{invoiceNumber}: the PDF (saved as {invoiceNumber}.pdf) */
  app.get('/Customer/Invoice/:invoiceNumber', customers, async (req, reply) => {
    const { invoiceNumber } = parse(NumberParams, req.params);
    const row = db.prepare('SELECT i.*, o.order_number, o.id AS order_id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.invoice_number = ? AND i.customer_key = ?').get(invoiceNumber, authOf(req).customerKey) as
      | { invoice_number: string; date: string; total_cents: number; order_number: string; order_id: number; customer_key: string }
      | undefined;
    if (!row) throw notFound(`The invoice ${invoiceNumber} was not found.`);
    const customer = db.prepare('SELECT name, street, zipcode, city FROM customers WHERE key = ?').get(row.customer_key) as { name: string; street: string; zipcode: string; city: string };
    const lines = db
      .prepare(
        `SELECT g.name, g.erp_id AS model, p.color, v.size, ol.quantity, ol.unit_cents FROM order_lines ol JOIN variants v ON v.id = ol.variant_id
         JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id WHERE ol.order_id = ? ORDER BY ol.id`,
      )
      .all(row.order_id) as { name: string; model: string; color: string; size: string; quantity: number; unit_cents: number }[];
    const pdf = await invoicePdf({
      invoiceNumber: row.invoice_number,
      date: row.date,
      orderNumber: row.order_number,
      customer: { name: customer.name, key: row.customer_key, street: customer.street, zipCity: `${customer.zipcode} ${customer.city}` },
      lines: lines.map((l) => ({ name: l.name, model: l.model, color: l.color, size: l.size, quantity: l.quantity, unitCents: l.unit_cents })),
      totalCents: row.total_cents,
    });
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${row.invoice_number}.pdf"`).send(pdf);
  });
}
