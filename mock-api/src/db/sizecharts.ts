import type { SizeChart } from 'shared-kernel/contract';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import type { Db } from './open';
import { checkedBrand } from './refs';

interface ChartRow {
  id: number;
  brand: string;
  name: string;
  rows: number;
  columns: number;
}
const SELECT = 'SELECT s.id, b.code AS brand, s.name, s.rows, s.columns';
const FROM = 'FROM size_charts s LEFT JOIN brands b ON b.id = s.brand_id';

/** The size charts repository (routes/sizechart.ts): a chart with its cells. */
export function sizeChartRepository(db: Db) {
  const cells = db.prepare('SELECT row, col, value FROM size_chart_cells WHERE chart_id = ? ORDER BY row, col');
  const one = db.prepare(`${SELECT} ${FROM} WHERE s.id = ?`);
  const insert = db.prepare('INSERT INTO size_charts (brand_id, name, rows, columns) VALUES (?, ?, ?, ?)');
  const update = db.prepare('UPDATE size_charts SET brand_id = ?, name = ?, rows = ?, columns = ? WHERE id = ?');
  const clearCells = db.prepare('DELETE FROM size_chart_cells WHERE chart_id = ?');
  const putCell = db.prepare('INSERT OR REPLACE INTO size_chart_cells (chart_id, row, col, value) VALUES (?, ?, ?, ?)');

  const toChart = (r: ChartRow): SizeChart => ({
    Id: r.id,
    Brand: r.brand,
    Name: r.name,
    Rows: r.rows,
    Columns: r.columns,
    Cells: (cells.all(r.id) as { row: number; col: number; value: string }[]).map((c) => ({ Row: c.row, Column: c.col, Value: c.value })),
  });

  return {
    /** a page of charts, searched by name or brand code */
    page: (q: { search?: string; Page: number; PageSize: number }) => {
      const where = new Where();
      if (q.search) where.add("(s.name LIKE @s ESCAPE '\\' OR b.code LIKE @s ESCAPE '\\')", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: SELECT, from: FROM, where, orderBy: 's.name, s.id', page: q.Page, pageSize: q.PageSize, map: toChart });
    },
    byId: (id: number): SizeChart | null => {
      const row = one.get(id) as ChartRow | undefined;
      return row ? toChart(row) : null;
    },
    /** inserts (id null) or updates a chart with its cells (the brand code checked: ModelState `model.Brand`); returns the id */
    save: (s: SizeChart, id: number | null): number => {
      const brandId = checkedBrand(db, s.Brand);
      return db.transaction(() => {
        const target = id ?? Number(insert.run(brandId, s.Name, s.Rows, s.Columns).lastInsertRowid);
        if (id !== null) update.run(brandId, s.Name, s.Rows, s.Columns, id);
        clearCells.run(target);
        for (const c of s.Cells) putCell.run(target, c.Row, c.Column, c.Value);
        return target;
      })();
    },
  };
}
