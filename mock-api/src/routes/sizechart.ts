import type { FastifyInstance } from 'fastify';
import { SearchPageQuerySchema, SizeChartSchema, type SizeChart } from 'shared-kernel/contract';
import { ROLE_GROUPS } from '../auth/guard';
import type { Db } from '../db/open';
import { checkedBrand } from '../db/refs';
import { notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { parse } from '../http/validate';

interface ChartRow {
  id: number;
  brand: string;
  name: string;
  rows: number;
  columns: number;
}
const admin = { config: { roles: ROLE_GROUPS.admin } };
const SELECT = 'SELECT s.id, b.code AS brand, s.name, s.rows, s.columns';
const FROM = 'FROM size_charts s LEFT JOIN brands b ON b.id = s.brand_id';

/** Size charts (spec section 7): list and one for everyone signed in (product detail), create and edit for admin. */
export default async function sizeChartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const cells = db.prepare('SELECT row, col, value FROM size_chart_cells WHERE chart_id = ? ORDER BY row, col');
  const one = db.prepare(`${SELECT} ${FROM} WHERE s.id = ?`);
  const toChart = (r: ChartRow): SizeChart => ({
    Id: r.id,
    Brand: r.brand,
    Name: r.name,
    Rows: r.rows,
    Columns: r.columns,
    Cells: (cells.all(r.id) as { row: number; col: number; value: string }[]).map((c) => ({ Row: c.row, Column: c.col, Value: c.value })),
  });
  function find(id: number): ChartRow {
    const row = one.get(id) as ChartRow | undefined;
    if (!row) throw notFound('The size chart was not found.');
    return row;
  }

  app.get('/sizechart', async (req) => {
    const q = parse(SearchPageQuerySchema, req.query);
    const where = new Where();
    if (q.search) where.add("(s.name LIKE @s ESCAPE '\\' OR b.code LIKE @s ESCAPE '\\')", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: SELECT, from: FROM, where, orderBy: 's.name, s.id', page: q.Page, pageSize: q.PageSize, map: toChart });
  });

  app.get('/sizechart/:id', async (req) => toChart(find(idParam(req.params))));

  app.post('/sizechart', admin, async (req, reply) => sendJson(reply, save(db, parse(SizeChartSchema, req.body), null)));

  app.put('/sizechart/:id', admin, async (req) => {
    const id = find(idParam(req.params)).id;
    save(db, parse(SizeChartSchema, req.body), id);
    return toChart(find(id));
  });
}

function save(db: Db, s: SizeChart, id: number | null): number {
  const brandId = checkedBrand(db, s.Brand);
  return db.transaction(() => {
    let target = id;
    if (target === null) {
      target = Number(db.prepare('INSERT INTO size_charts (brand_id, name, rows, columns) VALUES (?, ?, ?, ?)').run(brandId, s.Name, s.Rows, s.Columns).lastInsertRowid);
    } else {
      db.prepare('UPDATE size_charts SET brand_id = ?, name = ?, rows = ?, columns = ? WHERE id = ?').run(brandId, s.Name, s.Rows, s.Columns, target);
    }
    db.prepare('DELETE FROM size_chart_cells WHERE chart_id = ?').run(target);
    const insert = db.prepare('INSERT OR REPLACE INTO size_chart_cells (chart_id, row, col, value) VALUES (?, ?, ?, ?)');
    for (const c of s.Cells) insert.run(target, c.Row, c.Column, c.Value);
    return target;
  })();
}
