import type { Invoice } from 'shared-kernel/contract';

/** An invoice row (GET Customer/Invoice): INV700005 of 1,234.50. */
export function makeInvoice(over: Partial<Invoice> = {}): Invoice {
  return { InvoiceNumber: 'INV700005', Date: '2026-03-09T10:00:00Z', TotalAmount: 1234.5, ...over };
}

/** Two invoices: INV700005 and the credit note INV700004 (-20.00). */
export const INVOICES: Invoice[] = [makeInvoice(), makeInvoice({ InvoiceNumber: 'INV700004', Date: '2026-02-09T10:00:00Z', TotalAmount: -20 })];
