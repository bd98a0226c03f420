import type { SizeChart } from 'shared-kernel/contract';

/** A size chart of Nordic Wear (NW): 'Shirts', 2 × 2 with two cells filled. */
export function makeSizeChart(Id: number, over: Partial<SizeChart> = {}): SizeChart {
  return { Id, Brand: 'NW', Name: 'Shirts', Rows: 2, Columns: 2, Cells: [{ Row: 0, Column: 0, Value: 'Size' }, { Row: 1, Column: 1, Value: '52' }], ...over };
}
