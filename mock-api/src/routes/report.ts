import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sheetReportRepository, type SheetReportFilter } from '../db/sheet-report';
import { csvText } from '../http/csv';
import { notFound } from '../http/errors';
import { localeOf } from '../http/locale';
import { route } from '../http/operation';

/** Sheet reports (spec section 7, admin): data, statistics and a CSV export as base64. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const reports = sheetReportRepository(app.ctx.db);
  const report = (req: FastifyRequest, q: SheetReportFilter) => {
    const r = reports.report(q, localeOf(req));
    if (!r) throw notFound(`The pre-order sheet ${q.sheetId} was not found.`);
    return r;
  };

  route(app, 'getSheetReport', async (req) => report(req, req.query));

  route(app, 'exportSheetReport', async (req) => {
    const r = report(req, req.query);
    const lines = [['Label', 'Value'], ...Object.entries(r.Data).map(([k, v]) => [k, String(v ?? '')]), ...r.Statistics.map((s) => [s.Label, s.DisplayValue])];
    // the one CSV writer (http/csv.ts): quoted where needed, formula characters neutralised
    const text = csvText(lines, { bom: true });
    return { Content: Buffer.from(text, 'utf8').toString('base64'), FileName: `report-${r.Data.BrandCode.replace(/[^\w.-]+/g, '_')}.csv` };
  });
}
