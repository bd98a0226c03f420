import type { Paged } from 'shared-kernel/contract';

/** A one-page answer of an overview call holding `items` (override Page, PageCount, ... per test). */
export function paged<T>(items: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { Items: items, Filters: [], Page: 1, PageSize: 12, PageStartIndex: 1, PageEndIndex: items.length, Pages: [1], TotalCount: items.length, PageCount: items.length ? 1 : 0, ...over };
}
