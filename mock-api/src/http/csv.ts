import type { FastifyReply } from 'fastify';

/*
 * The one CSV writer of mock-api (issue 15, security point 7): every CSV the API answers or packs (order
 * lines, product info, the product sheets of a download package, the sheet report, AX warnings and the AX
 * lines of pre-orders) is written here. Fields are separated by ';' and quoted with '"' (inner quotes
 * doubled) when they hold the separator, a quote, CR or LF (and, for the spreadsheet CSVs, a comma: the
 * list separator of some Excel locales).
 *
 * A text that starts with = + - @ TAB or CR would be run as a formula by a spreadsheet (CSV injection):
 * such a field is neutralised by one apostrophe in front ('=HYPERLINK(...) shows as text, the apostrophe
 * hidden), not refused at input, so what users typed stays as they typed it everywhere else. Numbers, and
 * texts that are a plain number (-12 or -12.50: data, not a formula), are written as they are.
 */

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** a text as it is safe to open in a spreadsheet: a leading formula character gets an apostrophe in front */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** one field: neutralised, then quoted when needed */
export function csvField(v: CsvValue, opts: { quoteComma?: boolean } = {}): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'number' ? String(v) : neutralise(v);
  const special = opts.quoteComma === false ? /[";\r\n]/ : /[",;\r\n]/;
  return special.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The text of a CSV: lines of fields, CRLF after every line; `bom` puts the byte order mark in front that
 * Excel needs to read UTF-8. `quoteComma` false: only ; " CR LF are quoted (the AX line format).
 */
export function csvText(rows: CsvValue[][], opts: { bom?: boolean; quoteComma?: boolean } = {}): string {
  return `${opts.bom ? '\uFEFF' : ''}${rows.map((r) => r.map((v) => csvField(v, opts)).join(';')).join('\r\n')}\r\n`;
}

/** Sends a semicolon-separated CSV with a BOM (Excel) as an attachment. */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: CsvValue[][]): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(csvText([header, ...rows], { bom: true }));
}
