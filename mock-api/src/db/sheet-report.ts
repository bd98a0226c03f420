import type { SheetReport } from 'shared-kernel/contract';
import { formatMoney, money } from '../http/money';
import { Where } from '../http/sql';
import type { Db } from './open';
import { pricedLines, sumLines } from './preorder';

/** the filters of preordersheet/report and exportreport (spec section 7) */
export interface SheetReportFilter {
  sheetId: number;
  salesmanId?: string;
  country?: string;
}

/**
 * The sheet report repository (routes/report.ts): the data and statistics of a pre-order sheet over its
 * live pre-orders, optionally of one salesman or one customer country. Null when the sheet does not exist.
 */
export function sheetReportRepository(db: Db) {
  const sheetOf = db.prepare(
    'SELECT s.*, b.code AS brand_code, col.name AS collection_name FROM preorder_sheets s JOIN brands b ON b.id = s.brand_id JOIN collections col ON col.id = s.collection_id WHERE s.id = ?',
  );
  const groupCount = db.prepare('SELECT COUNT(*) AS n FROM sheet_product_groups WHERE sheet_id = ?');
  return {
    report: (q: SheetReportFilter, locale: string): SheetReport | null => {
      const sheet = sheetOf.get(q.sheetId) as { id: number; brand_code: string; collection_name: string; deadline: string; state: number } | undefined;
      if (!sheet) return null;
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
      const groups = (groupCount.get(sheet.id) as { n: number }).n;
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
          stat('Total', money(net), formatMoney(money(net), '€', locale)),
        ],
      };
    },
  };
}
