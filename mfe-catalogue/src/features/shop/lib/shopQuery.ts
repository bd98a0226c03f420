/**
 * The shop overview's state lives in the URL (spec section 2: query Brands, addBranchFilter, Page,
 * pageSize, filter values comma-separated). This file reads and writes that query; the page and its
 * request both derive from it, so back/forward in the browser restores the screen.
 */

/** Multi-choice filters, in the order of the side panel (the brand filter on top). */
export const MULTI_FILTERS = ['Brands', 'Collection', 'Type', 'Colors', 'Sizes', 'AgeSex', 'Label'] as const;
export type MultiFilter = (typeof MULTI_FILTERS)[number];

/** Single-choice filters: 'true' or absent. */
export const FLAG_FILTERS = ['StockOnly', 'PreOnly'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

export type FilterName = MultiFilter | FlagFilter;

/** The side panels in display order (spec section 2: Brands, Collection, Type, StockOnly, Colors, Sizes, AgeSex, Label, PreOnly). */
export const PANEL_ORDER: readonly FilterName[] = ['Brands', 'Collection', 'Type', 'StockOnly', 'Colors', 'Sizes', 'AgeSex', 'Label', 'PreOnly'];

/** Spec section 9: shop page sizes 12/24/48/96, default 12. */
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 12;

export interface ShopQuery {
  Page: number;
  pageSize: number;
  /** 'true' / 'false' as in the URL; undefined when the URL has none */
  addBranchFilter?: 'true' | 'false';
  filters: Record<MultiFilter, string[]>;
  flags: Record<FlagFilter, boolean>;
}

/** Splits a comma-separated URL value into its non-empty parts. */
export function splitValues(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The overview's state from its URL query. Unknown page sizes fall back to 12, bad pages to 1. */
export function readShopQuery(params: URLSearchParams): ShopQuery {
  const size = positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const branch = params.get('addBranchFilter');
  const filters = Object.fromEntries(MULTI_FILTERS.map((f) => [f, splitValues(params.get(f))])) as Record<MultiFilter, string[]>;
  const flags = Object.fromEntries(FLAG_FILTERS.map((f) => [f, params.get(f) === 'true'])) as Record<FlagFilter, boolean>;
  return {
    Page: positiveInt(params.get('Page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    addBranchFilter: branch === 'true' || branch === 'false' ? branch : undefined,
    filters,
    flags,
  };
}

/** The request parameters of GET productgroup/ for this state (filter values comma-separated, absent when empty). */
export function requestParams(q: ShopQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { Page: q.Page, pageSize: q.pageSize };
  if (q.addBranchFilter) out.addBranchFilter = q.addBranchFilter;
  for (const f of MULTI_FILTERS) if (q.filters[f].length) out[f] = q.filters[f].join(',');
  for (const f of FLAG_FILTERS) if (q.flags[f]) out[f] = 'true';
  return out;
}

/** Whether any side filter (not paging, not the branch switch) is set. */
export function hasFilters(q: ShopQuery): boolean {
  return MULTI_FILTERS.some((f) => q.filters[f].length > 0) || FLAG_FILTERS.some((f) => q.flags[f]);
}

/** Copies `params` with `key` set to `value`, or removed when `value` is empty. */
function withValue(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/**
 * The query after a filter change: Page back to 1. Choosing brands clears every other filter
 * (spec section 4); paging size and the branch switch stay.
 */
export function withFilter(params: URLSearchParams, name: FilterName, value: string[] | boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (name === 'Brands') for (const f of [...MULTI_FILTERS, ...FLAG_FILTERS]) if (f !== name) next.delete(f);
  const out = withValue(next, name, typeof value === 'boolean' ? (value ? 'true' : '') : value.join(','));
  out.set('Page', '1');
  return out;
}

/** The query without any side filter (the empty state's 'clear filters'); page size and branch switch stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const f of [...MULTI_FILTERS, ...FLAG_FILTERS]) next.delete(f);
  next.set('Page', '1');
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  return withValue(params, 'Page', String(page));
}

/** A new page size starts again at page 1. */
export function withPageSize(params: URLSearchParams, size: number): URLSearchParams {
  const next = withValue(params, 'pageSize', String(size));
  next.set('Page', '1');
  return next;
}

/** The query string (without '?') with commas kept readable: Brands=ALP,VLV rather than Brands=ALP%2CVLV. */
export function toSearch(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}
