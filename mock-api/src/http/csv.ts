import type { FastifyReply } from 'fastify';

/** a CSV field, quoted when needed */
const field = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Sends a semicolon-separated CSV with a BOM (Excel) as an attachment. */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: (string | number | null)[][]): FastifyReply {
  const body = [header, ...rows].map((r) => r.map(field).join(';')).join('\r\n');
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(`\uFEFF${body}\r\n`);
}
