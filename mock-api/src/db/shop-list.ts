// The shop list's reads (GET productgroup/ and productgroup/getaggregations): filters, facet counts
// and pages in SQL, plus the caches over them. The SQL functions are pure reads over `db`, so they run
// in the API's thread or in a read worker (db/read-pool.ts) on its own read-only connection alike.
import type { FilterGroup, ProductGroupItem, ProductGroupListQuerySchema } from 'shared-kernel/contract';
import type { z } from 'zod';
import { brandAccess } from '../auth/scope';
import type { Auth } from '../auth/session';
import { pageSlice } from '../http/paging';
import { Where, csv, likeTerm } from '../http/sql';
import { urlFrom } from '../http/urls';
import { branchLimits, type BranchLimits } from './branches';
import { catalogueQueries } from './catalogue';
import { memoUntilWrite, type Db } from './open';
import type { ReadPool } from './read-pool';

type ListQuery = z.output<typeof ProductGroupListQuerySchema>;

/** what a user may see and buy: brand access and the branch restrictions of the customer's country */
export interface ShopAccess extends BranchLimits {
  brands: number[] | null;
}

/** the user may buy the brand's groups (else the shop shows them without prices) */
export const hasAccess = (s: ShopAccess, brandId: number) => (s.brands === null || s.brands.includes(brandId)) && !s.viewOnly.includes(brandId);

/** what a user may see and buy, read now (`shopList().access` keeps it until the next write) */
export const shopAccessOf = (db: Db, a: Auth): ShopAccess => ({ brands: brandAccess(db, a), ...branchLimits(db, a.customerKey) });

/**
 * What a user may do with a product group: the one rule of the shop, the product detail and ordering (spec
 * section 6, issue 15 security point 4), used by the list's cards, GET productgroup/{id}, the basket (addItems, updateItem,
 * validate, submit, re-order, draft restore: db/basket.ts basketLineError) and the bulk resolve.
 *
 * - `hidden`: deleted, or its brand is restricted by the customer's branch in the customer's country. The
 *   detail answers 404; ordering refuses it as unknown.
 * - `no-access`: the user may see but not buy the brand (not among the customer's brands, or a branch `view`
 *   restriction). The card and the detail show it without prices (CustomerHasAccess false); ordering refuses it.
 * - `not-sold`: switched off in the PIM (IsPIMDisabled). Shown without prices as well; ordering refuses it.
 * - `order`: may be ordered (the variant's own rules still apply: stock status, enabled, limits).
 */
export type GroupUse = 'hidden' | 'no-access' | 'not-sold' | 'order';
export function groupUse(access: ShopAccess, g: { brand_id: number; is_deleted: number; is_pim_disabled: number }): GroupUse {
  if (g.is_deleted || access.restricted.includes(g.brand_id)) return 'hidden';
  if (!hasAccess(access, g.brand_id)) return 'no-access';
  if (g.is_pim_disabled) return 'not-sold';
  return 'order';
}

/**
 * The single-valued facets of the shop filters: the product group's column (also kept on every
 * group_facets row), the filter's values as that column holds them, and the facet's value and display
 * expressions over `g` and `b` for the counts.
 */
const FACETS = {
  Brands: { column: 'brand_id', valuesOf: (db: Db, q: ListQuery) => brandIds(db, csv(q.Brands)), value: 'b.code', display: 'b.name' },
  Collection: {
    column: 'collection_id',
    valuesOf: (_db: Db, q: ListQuery) => idsOf(csv(q.Collection)),
    value: 'CAST(g.collection_id AS TEXT)',
    display: '(SELECT name FROM collections c WHERE c.id = g.collection_id)',
  },
  Type: { column: 'type', valuesOf: (_db: Db, q: ListQuery) => csv(q.Type), value: 'g.type', display: 'g.type' },
  AgeSex: { column: 'age_sex', valuesOf: (_db: Db, q: ListQuery) => csv(q.AgeSex), value: 'g.age_sex', display: 'g.age_sex' },
  Label: { column: 'label', valuesOf: (_db: Db, q: ListQuery) => csv(q.Label), value: 'g.label', display: 'g.label' },
} as const;
type SingleValued = keyof typeof FACETS;
/** the many-valued facets, kept per group in group_facets (see schema.ts) */
const MANY_VALUED = { Colors: (q: ListQuery) => csv(q.Colors), Sizes: (q: ListQuery) => csv(q.Sizes) } as const;
type Facet = SingleValued | keyof typeof MANY_VALUED;
const FACET_ORDER: Facet[] = ['Brands', 'Collection', 'Type', 'AgeSex', 'Label', 'Colors', 'Sizes'];

/** brand codes to ids: the brand filter then runs on the brand indexes */
function brandIds(db: Db, codes: string[]): number[] {
  if (!codes.length) return [];
  const w = new Where().in('code', 'code', codes);
  const ids = (db.prepare(`SELECT id FROM brands ${w}`).all(w.params) as { id: number }[]).map((r) => r.id);
  return ids.length ? ids : [-1];
}

/** collection filter values (ids as text) to ids; one that is no id matches nothing */
function idsOf(values: string[]): number[] {
  if (!values.length) return [];
  const ids = values.filter((v) => /^(0|[1-9]\d{0,14})$/.test(v)).map(Number);
  return ids.length ? ids : [-1];
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** a chosen filter: a single-valued one with its column, or a many-valued one (group_facets rows) */
type Chosen = { facet: SingleValued; column: string; values: (string | number)[] } | { facet: keyof typeof MANY_VALUED; column: null; values: string[] };

/** the chosen facet filters (empty ones left out) */
function chosenFilters(db: Db, q: ListQuery): Chosen[] {
  const out: Chosen[] = [];
  for (const [facet, f] of Object.entries(FACETS) as [SingleValued, (typeof FACETS)[SingleValued]][]) {
    const values = f.valuesOf(db, q);
    if (values.length) out.push({ facet, column: f.column, values });
  }
  for (const [facet, valuesOf] of Object.entries(MANY_VALUED) as [keyof typeof MANY_VALUED, (q: ListQuery) => string[]][]) {
    const values = valuesOf(q);
    if (values.length) out.push({ facet, column: null, values });
  }
  return out;
}

/** the branch and country limits on a group's brand, over the `brand_id` of `alias` */
function brandLimits(where: Where, alias: string, q: ListQuery, access: ShopAccess): Where {
  if (q.addBranchFilter === 'true' && access.branchBrands) where.in(`${alias}.brand_id`, `${alias}Branch`, access.branchBrands.length ? access.branchBrands : [-1]);
  if (access.restricted.length) where.add(`${alias}.brand_id NOT IN (${access.restricted.map(Number).join(', ')})`);
  return where;
}

/**
 * What the groups of one condition set satisfy: the base (listed in the shop, search, flags, branch
 * limits) and every chosen filter but `skip`. A single-valued filter is a condition on `g`'s indexed
 * columns. A many-valued one lists its groups from group_facets with the set's single-valued filters
 * and brand limits pushed down: one range of ix_group_facets_shop answers "this colour, of this brand
 * and type" where a probe per candidate group would cost a look-up each (thousands at 10x scale).
 */
function setWhere(q: ListQuery, access: ShopAccess, chosen: Chosen[], skip: Facet | ''): Where {
  const where = new Where().add('g.is_deleted = 0').add('g.is_marketing = 0');
  if (q.search) where.add("(g.name LIKE @search ESCAPE '\\' OR g.erp_id LIKE @search ESCAPE '\\')", { search: likeTerm(q.search) });
  // the flags hold for nearly every group or nearly none: a probe of the group's own facet rows
  if (q.StockOnly === 'true') where.add("EXISTS (SELECT 1 FROM group_facets x WHERE x.group_id = g.id AND x.facet = 'StockOnly' AND x.value = 'true')");
  if (q.PreOnly === 'true') where.add("EXISTS (SELECT 1 FROM group_facets x WHERE x.group_id = g.id AND x.facet = 'PreOnly' AND x.value = 'true')");
  brandLimits(where, 'g', q, access);
  const inSet = chosen.filter((c) => c.facet !== skip);
  for (const c of inSet) if (c.column) where.in(`g.${c.column}`, c.facet, c.values);
  for (const c of inSet) {
    if (c.column) continue;
    const rows = facetRows(q, access, inSet, c);
    where.add(`g.id IN (SELECT x.group_id FROM group_facets x ${rows})`, rows.params);
  }
  return where;
}

/** the live group_facets rows of a many-valued filter `c`, with the set's single-valued filters and the brand limits pushed down */
function facetRows(q: ListQuery, access: ShopAccess, inSet: Chosen[], c: Chosen): Where {
  const rows = new Where().add(`x.facet = '${c.facet}'`).in('x.value', `${c.facet}V`, c.values).add('x.live = 1');
  for (const s of inSet) if (s.column) rows.in(`x.${s.column}`, `${c.facet}${s.facet}`, s.values);
  return brandLimits(rows, 'x', q, access);
}

/**
 * The groups of one condition set with their single-valued facets (the columns the counts need).
 * When the set has a many-valued filter and nothing that needs the group's own row (search, flags),
 * the group_facets rows hold every column: the set is read from ix_group_facets_shop alone.
 */
function selectSet(q: ListQuery, access: ShopAccess, chosen: Chosen[], skip: Facet | ''): { sql: string; params: Record<string, unknown> } {
  const inSet = chosen.filter((c) => c.facet !== skip);
  const [first, ...others] = inSet.filter((c) => !c.column);
  if (!first || q.search || q.StockOnly === 'true' || q.PreOnly === 'true') {
    const where = setWhere(q, access, chosen, skip);
    return { sql: `SELECT g.id, g.brand_id, g.collection_id, g.type, g.age_sex, g.label FROM product_groups g ${where}`, params: where.params };
  }
  const where = facetRows(q, access, inSet, first);
  for (const c of others) {
    const rows = facetRows(q, access, inSet, c);
    where.add(`x.group_id IN (SELECT x.group_id FROM group_facets x ${rows})`, rows.params);
  }
  // a group has one row per value: several chosen values would list it more than once
  const distinct = first.values.length > 1 ? 'DISTINCT ' : '';
  return { sql: `SELECT ${distinct}x.group_id AS id, x.brand_id, x.collection_id, x.type, x.age_sex, x.label FROM group_facets x ${where}`, params: where.params };
}

/**
 * The filter counts of every facet and the list's total. A facet counts the groups that pass every
 * chosen filter but its own, so the facets fall into condition sets: one per chosen facet (all
 * filters but that one) and one for everything else (all filters, also giving the total). Each set is
 * one statement: its groups are selected once through the indexes (selectSet) and every facet of the
 * set is counted over them.
 */
function facetsAndTotal(db: Db, q: ListQuery, access: ShopAccess): { filters: FilterGroup[]; total: number } {
  const chosen = chosenFilters(db, q);
  const sets = new Map<Facet | '', (Facet | '#total')[]>();
  for (const f of [...FACET_ORDER, '#total' as const]) {
    const own: Facet | '' = f !== '#total' && chosen.some((c) => c.facet === f) ? f : '';
    sets.set(own, [...(sets.get(own) ?? []), f]);
  }
  const rows: { facet: string; value: string | null; display: string | null; n: number }[] = [];
  for (const [skip, facets] of sets) {
    const set = selectSet(q, access, chosen, skip);
    const arms = facets.map((f) => {
      if (f === '#total') return "SELECT '#total' AS facet, NULL AS value, NULL AS display, COUNT(*) AS n FROM sel";
      if (f === 'Brands') return `SELECT 'Brands' AS facet, b.code AS value, b.name AS display, COUNT(*) AS n FROM sel g CROSS JOIN brands b ON b.id = g.brand_id GROUP BY 2`;
      if (f in FACETS) {
        const x = FACETS[f as keyof typeof FACETS];
        return `SELECT '${f}' AS facet, ${x.value} AS value, ${x.display} AS display, COUNT(*) AS n FROM sel g GROUP BY 2`;
      }
      return `SELECT '${f}' AS facet, x.value AS value, x.value AS display, COUNT(*) AS n FROM sel g CROSS JOIN group_facets x ON x.group_id = g.id AND x.facet = '${f}' GROUP BY 2`;
    });
    const statement = `WITH sel AS MATERIALIZED (${set.sql})
      ${arms.join('\n      UNION ALL ')}`;
    rows.push(...(db.prepare(statement).all(set.params) as typeof rows));
  }
  const selected = (f: Facet) => csv(q[f]);
  const filters = FACET_ORDER.map((name) => ({
    Name: name,
    Items: rows
      .filter((r) => r.facet === name && r.value !== null)
      .map((r) => ({ Value: String(r.value), DisplayValue: String(r.display ?? r.value), IsSelected: selected(name).includes(String(r.value)), Count: r.n }))
      // by display text, then value (collections of several brands share a name), as SQL's ORDER BY compares text (binary)
      .sort((a, b) => byText(a.DisplayValue, b.DisplayValue) || byText(a.Value, b.Value)),
  }));
  return { filters, total: rows.find((r) => r.facet === '#total')?.n ?? 0 };
}

/** a group of a page: what its card's prices depend on (groupUse) */
type PageRow = { id: number; brand_id: number; is_pim_disabled: number };
/** may the card show prices (CustomerHasAccess): the product detail's rule, groupUse (the list holds no deleted or restricted groups) */
const cardOpen = (access: ShopAccess, r: PageRow) => groupUse(access, { brand_id: r.brand_id, is_deleted: 0, is_pim_disabled: r.is_pim_disabled }) === 'order';

/** one page of the list: the groups' ids in shop order (sort index, then id) */
function pageIds(db: Db, q: ListQuery, access: ShopAccess): PageRow[] {
  const where = setWhere(q, access, chosenFilters(db, q), '');
  const { limit, offset } = pageSlice(q.Page, q.pageSize);
  return db
    .prepare(`SELECT g.id, g.brand_id, g.is_pim_disabled FROM product_groups g ${where} ORDER BY g.sort_index, g.id LIMIT @limit OFFSET @offset`)
    .all({ ...where.params, limit, offset }) as PageRow[];
}

/** what a read worker is asked for one list request: the facet counts and/or the page with its cards */
export interface ShopListTask {
  q: ListQuery;
  access: ShopAccess;
  /** scheme and host the caller reached the API on (image URLs are absolute) */
  origin: string;
  facets: boolean;
  page: boolean;
}

interface ShopListAnswer {
  facets?: { filters: FilterGroup[]; total: number };
  page?: (PageRow & { item: ProductGroupItem })[];
}

const queriesOf = new WeakMap<Db, ReturnType<typeof catalogueQueries>>();

/** a page's ids with their cards (built in one batch) */
function withCards(db: Db, ids: PageRow[], access: ShopAccess, url: (p: string) => string) {
  if (!queriesOf.has(db)) queriesOf.set(db, catalogueQueries(db));
  const items = queriesOf.get(db)!.toItems(
    ids.map((r) => ({ id: r.id, open: cardOpen(access, r) })),
    url,
  );
  return ids.map((r, i) => ({ ...r, item: items[i] }));
}

/** answers a ShopListTask over `db` (run by the read workers) */
export function shopListTask(db: Db, t: ShopListTask): ShopListAnswer {
  const url = urlFrom(t.origin);
  return {
    facets: t.facets ? facetsAndTotal(db, t.q, t.access) : undefined,
    page: t.page ? withCards(db, pageIds(db, t.q, t.access), t.access, url) : undefined,
  };
}

/** entries kept per cache: filter combinations and pages; cards (24 to a page) get ten times as many */
const CACHE_SIZE = 2000;

/** a Map bounded to `size` entries, the oldest dropped first */
function remember<V>(cache: Map<string, V>, key: string, value: V, size = CACHE_SIZE): V {
  if (cache.size >= size) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/**
 * The shop list with its caches. Facet counts depend only on the filters and on what the user may
 * see, a page's ids also on the page, and a card on its group, the access and the origin; the
 * catalogue does not change while the server runs (group_facets is derived once, see
 * refreshGroupFacets), so each is computed once and kept (bounded maps). What is not cached yet is
 * computed by a read worker when the pool has one ready (the API's thread keeps answering the cached
 * requests meanwhile; concurrent requests for the same page share one computation), else here.
 */
export function shopList(db: Db, pool: ReadPool | null) {
  /** what a user may see and buy (read on every list call; kept until the next write, see memoUntilWrite) */
  const access = memoUntilWrite(db, (a: Auth): ShopAccess => shopAccessOf(db, a), (a) => `${a.role}:${a.customerKey ?? ''}`);
  const facetCache = new Map<string, { filters: FilterGroup[]; total: number }>();
  const pageCache = new Map<string, PageRow[]>();
  const itemCache = new Map<string, ProductGroupItem>();
  const pending = new Map<string, Promise<ShopListAnswer>>();
  const facetKey = (q: ListQuery, access: ShopAccess) => {
    const { Page: _page, pageSize: _size, ...filters } = q;
    return JSON.stringify([filters, access]);
  };
  const itemKey = (id: number, open: boolean, origin: string) => `${id}:${open ? 1 : 0}:${origin}`;
  const keepItem = (key: string, item: ProductGroupItem) => remember(itemCache, key, item, 10 * CACHE_SIZE);
  /** a worker's answer, or the facets computed here (the page then comes from the caches below) */
  const compute = (task: ShopListTask): Promise<ShopListAnswer> => {
    const here = () => shopListTask(db, { ...task, page: false });
    return pool ? pool.run('shopList', task, here) : Promise.resolve(here());
  };

  /** a page's cards: from the cache, the missing ones built in one batch */
  function cards(ids: PageRow[], access: ShopAccess, origin: string): ProductGroupItem[] {
    const keys = ids.map((r) => itemKey(r.id, cardOpen(access, r), origin));
    const items = keys.map((k) => itemCache.get(k));
    const missing = ids.filter((_, i) => !items[i]);
    if (missing.length) {
      const built = new Map(withCards(db, missing, access, urlFrom(origin)).map((r) => [r.id, r.item]));
      ids.forEach((r, i) => (items[i] ??= keepItem(keys[i], built.get(r.id) as ProductGroupItem)));
    }
    return items as ProductGroupItem[];
  }

  /** computes what the caches lack for this request, in a worker when one is ready */
  async function fill(q: ListQuery, access: ShopAccess, origin: string, fKey: string, pKey: string): Promise<void> {
    const task: ShopListTask = { q, access, origin, facets: !facetCache.has(fKey), page: !pageCache.has(pKey) };
    if (!task.facets && !task.page) return;
    const key = JSON.stringify([pKey, origin]);
    let answer = pending.get(key);
    if (!answer) {
      answer = compute(task);
      pending.set(key, answer);
      void answer.finally(() => pending.delete(key)).catch(() => undefined);
    }
    const a = await answer;
    if (a.facets && !facetCache.has(fKey)) remember(facetCache, fKey, a.facets);
    if (a.page && !pageCache.has(pKey)) {
      remember(pageCache, pKey, a.page.map(({ id, brand_id }) => ({ id, brand_id })));
      for (const r of a.page) {
        const key = itemKey(r.id, r.item.CustomerHasAccess, origin);
        if (!itemCache.has(key)) keepItem(key, r.item);
      }
    }
  }

  return {
    access,
    /** the facet counts and the total of a filter combination */
    async facets(q: ListQuery, access: ShopAccess): Promise<{ filters: FilterGroup[]; total: number }> {
      const fKey = facetKey(q, access);
      const hit = facetCache.get(fKey);
      if (hit) return hit;
      const { facets } = await compute({ q, access, origin: '', facets: true, page: false });
      return facetCache.get(fKey) ?? remember(facetCache, fKey, facets!);
    },
    /** one page of the list: facet counts, total and the page's cards */
    async page(q: ListQuery, access: ShopAccess, origin: string): Promise<{ filters: FilterGroup[]; total: number; items: ProductGroupItem[] }> {
      const fKey = facetKey(q, access);
      const pKey = JSON.stringify([q, access]);
      await fill(q, access, origin, fKey, pKey);
      const { filters, total } = facetCache.get(fKey) ?? remember(facetCache, fKey, facetsAndTotal(db, q, access));
      const ids = pageCache.get(pKey) ?? remember(pageCache, pKey, pageIds(db, q, access));
      return { filters, total, items: cards(ids, access, origin) };
    },
  };
}
