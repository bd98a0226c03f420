import type { FastifyInstance } from 'fastify';
import { authOf } from '../auth/guard';
import { invoiceRepository } from '../db/invoices';
import { notFound } from '../http/errors';
import { invoicePdf } from '../http/invoicePdf';
import { route } from '../http/operation';

/** Invoices (spec section 7, customers; also while impersonating): the filtered list and the PDF per invoice. */
export default async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  const invoices = invoiceRepository(app.ctx.db);

  route(app, 'listInvoices', async (req) => invoices.page(authOf(req).customerKey, req.query));

  /** the PDF, saved as {invoiceNumber}.pdf */
  route(app, 'getInvoicePdf', async (req, reply) => {
    const { invoiceNumber } = req.params;
    const data = invoices.pdfData(invoiceNumber, authOf(req).customerKey);
    if (!data) throw notFound(`The invoice ${invoiceNumber} was not found.`);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="${data.invoiceNumber}.pdf"`).send(await invoicePdf(data));
  });
}
