import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SheetReportQuerySchema, type SheetReport } from 'shared-kernel/contract';
import { ROLE_GROUPS } from '../auth/guard';
import type { Db } from '../db/open';
import { pricedLines, sumLines } from '../db/preorder';
import { csvText } from '../http/csv';
import { notFound } from '../http/errors';
import { localeOf } from '../http/locale';
import { formatMoney, money } from '../http/money';
import { Where } from '../http/sql';
import { parse } from '../http/validate';

const admin = { config: { roles: ROLE_GROUPS.admin } };

function report(db: Db, req: FastifyRequest): SheetReport {
  const q = parse(SheetReportQuerySchema, req.query);
  const sheet = db
    .prepare('SELECT s.*, b.code AS brand_code, col.name AS collection_name FROM preorder_sheets s JOIN brands b ON b.id = s.brand_id JOIN collections col ON col.id = s.collection_id WHERE s.id = ?')
    .get(q.sheetId) as { id: number; brand_code: string; collection_name: string; deadline: string; state: number } | undefined;
  if (!sheet) throw notFound(`The pre-order sheet ${q.sheetId} was not found.`);
  const where = new Where().add('p.sheet_id = @sheet AND p.system_state = 0', { sheet: sheet.id });
  if (q.salesmanId) where.add('p.salesman_id = @sm', { sm: q.salesmanId });
  if (q.country) where.add('ctry.iso2 = @country', { country: q.country.toUpperCase() });
  const preorders = db
    .prepare(`SELECT p.id, p.state, p.last_update, p.discount FROM preorders p JOIN customers c ON c.key = p.customer_key JOIN countries ctry ON ctry.id = c.country_id ${where} ORDER BY p.last_update`)
    .all(where.params) as { id: number; state: number; last_update: string; discount: number }[];
  let amount = 0;
  let net = 0;
  for (const p of preorders) {
    const s = sumLines(pricedLines(db, p.id), p.discount);
    amount += s.amount;
    net += s.net;
  }
  const groups = (db.prepare('SELECT COUNT(*) AS n FROM sheet_product_groups WHERE sheet_id = ?').get(sheet.id) as { n: number }).n;
  const stat = (Label: string, Value: number, DisplayValue = String(Value)) => ({ Label, Value, DisplayValue });
  return {
    Data: {
      BrandCode: sheet.brand_code,
      CollectionName: sheet.collection_name,
      StartDate: preorders[0]?.last_update ?? null,
      Deadline: sheet.deadline,
      Status: sheet.state,
      LastUpdate: preorders.at(-1)?.last_update ?? null,
      ProductCount: groups,
    },
    Statistics: [
      stat('PreOrders', preorders.length),
      stat('Sent', preorders.filter((p) => p.state >= 1).length),
      stat('Closed', preorders.filter((p) => p.state === 3).length),
      stat('Amount', amount),
      stat('Total', money(net), formatMoney(money(net), '€', localeOf(req))),
    ],
  };
}

/** Sheet reports (spec section 7, admin): data, statistics and a CSV export as base64. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  app.get('/preordersheet/report', admin, async (req) => report(db, req));
  app.get('/preordersheet/exportreport', admin, async (req) => {
    const r = report(db, req);
    const lines = [['Label', 'Value'], ...Object.entries(r.Data).map(([k, v]) => [k, String(v ?? '')]), ...r.Statistics.map((s) => [s.Label, s.DisplayValue])];
    // the one CSV writer (http/csv.ts): quoted where needed, formula characters neutralised
    const text = csvText(lines, { bom: true });
    return { Content: Buffer.from(text, 'utf8').toString('base64'), FileName: `report-${r.Data.BrandCode.replace(/[^\w.-]+/g, '_')}.csv` };
  });
}
