import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { money } from './money';

export interface InvoicePdfData {
  invoiceNumber: string;
  date: string;
  orderNumber: string;
  customer: { name: string; key: string; street: string; zipCity: string };
  lines: { name: string; model: string; color: string; size: string; quantity: number; unitCents: number }[];
  totalCents: number;
}

/**
 * An invoice as a one- or more-page A4 PDF made with pdf-lib: sender, customer, invoice facts, the
 * order lines and the totals (amounts in integer cents until printed; VAT is shown as included in the
 * invoice total, which the seed keeps).
 */
export async function invoicePdf(d: InvoicePdfData): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${d.invoiceNumber}`);
  doc.setCreator('mock-api');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // WinAnsi cannot show every character: keep what the standard fonts can encode
  const safe = (s: string) => s.replace(/[^\x20-\x7e\u00a0-\u00ff€]/g, '?');
  const eur = (cents: number) => `EUR ${money(cents).toFixed(2)}`;

  let page = doc.addPage([595, 842]);
  let y = 800;
  const text = (s: string, x: number, size = 10, f = font) => page.drawText(safe(s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.15) });
  const right = (s: string, xRight: number, size = 10, f = font) => page.drawText(safe(s), { x: xRight - f.widthOfTextAtSize(safe(s), size), y, size, font: f });

  text('Wholesale portal B.V.', 50, 16, bold);
  right(`Invoice ${d.invoiceNumber}`, 545, 16, bold);
  y -= 18;
  text('Handelsweg 1, 1000 AA Amsterdam', 50, 9);
  right(`Date ${d.date.slice(0, 10)}`, 545, 10);
  y -= 14;
  right(`Order ${d.orderNumber}`, 545, 10);
  y -= 36;
  for (const [i, l] of [d.customer.name, `Customer ${d.customer.key}`, d.customer.street, d.customer.zipCity].entries()) {
    text(l, 50, 10, i === 0 ? bold : font);
    y -= 14;
  }
  y -= 20;
  const header = () => {
    text('Article', 50, 9, bold);
    text('Colour / size', 290, 9, bold);
    right('Qty', 420, 9, bold);
    right('Unit', 480, 9, bold);
    right('Total', 545, 9, bold);
    y -= 6;
    page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    y -= 14;
  };
  header();
  let sum = 0;
  for (const l of d.lines) {
    if (y < 90) {
      page = doc.addPage([595, 842]);
      y = 800;
      header();
    }
    const total = l.unitCents * l.quantity;
    sum += total;
    text(`${l.name} (${l.model})`.slice(0, 48), 50, 9);
    text(`${l.color} / ${l.size}`.slice(0, 24), 290, 9);
    right(String(l.quantity), 420, 9);
    right(eur(l.unitCents), 480, 9);
    right(eur(total), 545, 9);
    y -= 14;
  }
  y -= 10;
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: 545, y: y + 8 }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
  text('Articles', 300, 10);
  right(eur(sum), 545, 10);
  y -= 16;
  text('Invoice total', 300, 11, bold);
  right(eur(d.totalCents), 545, 11, bold);
  return Buffer.from(await doc.save());
}
