import type { FilterGroup, Paged } from 'shared-kernel/contract';
import type { Db } from '../db/open';
import type { Where } from './sql';

/** how many page numbers a paginator shows around the current page */
const WINDOW = 10;

/** LIMIT/OFFSET of a 1-based page */
export function pageSlice(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** The one builder of the paged envelope of contract/common.ts `pagedSchema`. */
export function paged<T>(items: T[], totalCount: number, page: number, pageSize: number, filters: FilterGroup[] = []): Paged<T> {
  const pageCount = Math.ceil(totalCount / pageSize);
  const start = pageCount === 0 ? 0 : Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pageCount - WINDOW + 1));
  const end = pageCount === 0 ? 0 : Math.min(pageCount, start + WINDOW - 1);
  const pages = pageCount === 0 ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return {
    Items: items,
    Filters: filters,
    Page: page,
    PageSize: pageSize,
    PageStartIndex: start,
    PageEndIndex: end,
    Pages: pages,
    TotalCount: totalCount,
    PageCount: pageCount,
  };
}

/** One paged SELECT: COUNT(*) and the LIMIT/OFFSET page of `FROM ... WHERE ...`, mapped to DTOs. */
export function pagedQuery<R, T>(
  db: Db,
  q: { select: string; from: string; where: Where; orderBy: string; page: number; pageSize: number; map: (row: R) => T; filters?: FilterGroup[] },
): Paged<T> {
  const total = (db.prepare(`SELECT COUNT(*) AS n ${q.from} ${q.where}`).get(q.where.params) as { n: number }).n;
  const { limit, offset } = pageSlice(q.page, q.pageSize);
  const rows = db.prepare(`${q.select} ${q.from} ${q.where} ORDER BY ${q.orderBy} LIMIT @limit OFFSET @offset`).all({ ...q.where.params, limit, offset }) as R[];
  return paged(rows.map(q.map), total, q.page, q.pageSize, q.filters ?? []);
}

/** the product list's names for the same envelope (spec section 3: PageFirstIndex, PageLastIndex, Totalcount) */
export function productPaged<T>(p: Paged<T>) {
  return {
    Items: p.Items,
    Filters: p.Filters,
    Page: p.Page,
    PageSize: p.PageSize,
    PageFirstIndex: p.PageStartIndex,
    PageLastIndex: p.PageEndIndex,
    Pages: p.Pages,
    Totalcount: p.TotalCount,
    PageCount: p.PageCount,
  };
}
