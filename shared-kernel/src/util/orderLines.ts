import { csvBlob } from './files';

/**
 * Bulk order entry (issue 10): lines of `SKU or EAN; amount` pasted as text or read from an uploaded
 * CSV or XLSX file, and the DTOs of the resolve calls (mock-api routes/bulk.ts). The file readers
 * (papaparse, read-excel-file) are imported lazily: they load only when a file is chosen.
 */

/** at most this many lines per paste or file */
export const ORDER_LINES_MAX = 500;

/** one line to resolve: its line number in the text or file (1-based), the SKU or EAN and the amount */
export interface BulkOrderLine {
  Line: number;
  Code: string;
  Amount: number;
}

/** why a line could not be read: no code, no or a non-integer amount, more than two columns */
export type OrderLineProblemReason = 'columns' | 'amount' | 'code';

export interface OrderLineProblem {
  line: number;
  reason: OrderLineProblemReason;
  /** the line as it was (trimmed), to show and fix */
  text: string;
}

export interface ParsedOrderLines {
  lines: BulkOrderLine[];
  problems: OrderLineProblem[];
}

/** a paste or file with more than ORDER_LINES_MAX lines, a file of another type, or a file that could not be read */
export class OrderLinesError extends Error {
  constructor(
    readonly reason: 'tooMany' | 'fileType' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'OrderLinesError';
  }
}

const SEPARATORS = /[\s;,]+/;
const HEADER = /^(sku|ean|code|article|artikel|article number|artikelnummer|product|barcode|référence|reference)/i;
const AMOUNT = /^\d{1,6}$/;

/** a header line: the first line whose code looks like a column title and whose amount is no number */
const isHeader = (cells: string[]) => HEADER.test(cells[0] ?? '') && !AMOUNT.test(cells[1] ?? '');

function readCells(cells: string[], line: number, text: string, first: boolean, out: ParsedOrderLines): void {
  if (cells.length === 0) return;
  if (first && isHeader(cells)) return;
  const [code, amount, ...rest] = cells;
  if (rest.length) out.problems.push({ line, reason: 'columns', text });
  else if (!code) out.problems.push({ line, reason: 'code', text });
  else if (amount === undefined || !AMOUNT.test(amount)) out.problems.push({ line, reason: 'amount', text });
  else out.lines.push({ Line: line, Code: code, Amount: Number(amount) });
}

function checkCount(n: number): void {
  if (n > ORDER_LINES_MAX) throw new OrderLinesError('tooMany', `At most ${ORDER_LINES_MAX} lines can be entered at once (${n} given).`);
}

/**
 * Pasted text: one `code amount` per line, separated by comma, semicolon, tab or spaces; cells
 * trimmed; empty lines and a header line (first line, e.g. "SKU;Amount") skipped; malformed lines
 * reported with their line number. More than ORDER_LINES_MAX lines: OrderLinesError('tooMany').
 */
export function parseOrderLines(text: string): ParsedOrderLines {
  const out: ParsedOrderLines = { lines: [], problems: [] };
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let first = true;
  raw.forEach((row, i) => {
    const trimmed = row.trim();
    if (!trimmed) return;
    readCells(trimmed.split(SEPARATORS).filter(Boolean), i + 1, trimmed, first, out);
    first = false;
  });
  checkCount(out.lines.length + out.problems.length);
  return out;
}

/**
 * Rows of a spreadsheet or CSV file: the first two non-empty cells of a row are code and amount
 * (further columns such as a description are ignored); empty rows and a header row skipped.
 */
export function orderLinesFromRows(rows: readonly (readonly unknown[])[]): ParsedOrderLines {
  const out: ParsedOrderLines = { lines: [], problems: [] };
  let first = true;
  rows.forEach((row, i) => {
    const cells = row.map((c) => (c === null || c === undefined ? '' : String(c).trim()));
    if (cells.every((c) => c === '')) return;
    const [code = '', amount = ''] = cells;
    readCells(amount === '' ? [code] : [code, amount], i + 1, cells.filter(Boolean).join('; '), first, out);
    first = false;
  });
  checkCount(out.lines.length + out.problems.length);
  return out;
}

function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** the most frequent of semicolon, tab and comma in the text (comma when none occurs) */
function guessDelimiter(text: string): string {
  const count = (d: string) => text.split(d).length - 1;
  return [';', '\t', ','].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

const isXlsx = (name: string) => /\.xlsx$/i.test(name);
const isCsv = (name: string) => /\.(csv|txt)$/i.test(name);

/**
 * An uploaded file: `.csv` (or `.txt`; comma, semicolon or tab separated, read with papaparse) or
 * `.xlsx` (the first sheet, read with read-excel-file). Both libraries are imported only here.
 */
export async function readOrderLinesFile(file: File): Promise<ParsedOrderLines> {
  if (isCsv(file.name)) {
    let text: string;
    try {
      text = (await readText(file)).replace(/^\uFEFF/, '');
    } catch {
      throw new OrderLinesError('unreadable', 'The file could not be read.');
    }
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessDelimiter(text) });
    // a row without the delimiter (e.g. space separated): split its one cell like pasted text
    return orderLinesFromRows(parsed.data.map((row) => (row.filter((c) => c.trim()).length === 1 ? row.join(' ').trim().split(SEPARATORS) : row)));
  }
  if (isXlsx(file.name)) {
    let rows: readonly (readonly unknown[])[];
    try {
      const { readSheet } = await import('read-excel-file/browser');
      rows = await readSheet(file);
    } catch {
      throw new OrderLinesError('unreadable', 'The file could not be read.');
    }
    return orderLinesFromRows(rows);
  }
  throw new OrderLinesError('fileType', 'Only CSV and XLSX files can be read.');
}

/** the file name of the sample */
export const ORDER_LINES_SAMPLE_NAME = 'order-lines-sample.csv';

/** a sample CSV for download: header and two lines (a SKU and an EAN), semicolon separated, with BOM */
export function orderLinesSampleBlob(codes: [string, string] = ['ABC123-1001-M', '5400000001001']): Blob {
  return csvBlob(`SKU or EAN;Amount\r\n${codes[0]};2\r\n${codes[1]};1\r\n`);
}

export type { CatalogueLineReason, PreOrderLineReason, ResolvedCatalogueLine, ResolvedPreOrderLine } from '../contract/bulk';
