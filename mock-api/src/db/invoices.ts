import type { Invoice } from 'shared-kernel/contract';
import type { InvoicePdfData } from '../http/invoicePdf';
import { money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import type { Db } from './open';

/** the filters of Customer/Invoice (spec section 7) */
export interface InvoiceFilter {
  name?: string;
  dateFrom?: string;
  dateTo?: string;
  totalAmountFrom?: number;
  totalAmountTo?: number;
  page: number;
  pageSize: number;
}

/** The invoices repository (routes/invoice.ts): a customer's invoices and what an invoice PDF shows. */
export function invoiceRepository(db: Db) {
  const one = db.prepare('SELECT i.invoice_number, i.date, i.total_cents, i.customer_key, o.order_number, o.id AS order_id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.invoice_number = ? AND i.customer_key = ?');
  const customer = db.prepare('SELECT name, street, zipcode, city FROM customers WHERE key = ?');
  const lines = db.prepare(
    `SELECT g.name, g.erp_id AS model, p.color, v.size, ol.quantity, ol.unit_cents FROM order_lines ol JOIN variants v ON v.id = ol.variant_id
     JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id WHERE ol.order_id = ? ORDER BY ol.id`,
  );
  return {
    /** a page of the customer's invoices, newest first; an invalid date is no filter, dateTo includes its day */
    page: (customerKey: string | null, q: InvoiceFilter) => {
      const where = new Where().add('i.customer_key = @ck', { ck: customerKey });
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
    },
    /** what the PDF of one of the customer's invoices shows; null when the customer has no such invoice */
    pdfData: (invoiceNumber: string, customerKey: string | null): InvoicePdfData | null => {
      const row = one.get(invoiceNumber, customerKey) as
        | { invoice_number: string; date: string; total_cents: number; customer_key: string; order_number: string; order_id: number }
        | undefined;
      if (!row) return null;
      const c = customer.get(row.customer_key) as { name: string; street: string; zipcode: string; city: string };
      return {
        invoiceNumber: row.invoice_number,
        date: row.date,
        orderNumber: row.order_number,
        customer: { name: c.name, key: row.customer_key, street: c.street, zipCity: `${c.zipcode} ${c.city}` },
        lines: (lines.all(row.order_id) as { name: string; model: string; color: string; size: string; quantity: number; unit_cents: number }[]).map((l) => ({
          name: l.name,
          model: l.model,
          color: l.color,
          size: l.size,
          quantity: l.quantity,
          unitCents: l.unit_cents,
        })),
        totalCents: row.total_cents,
      };
    },
  };
}
