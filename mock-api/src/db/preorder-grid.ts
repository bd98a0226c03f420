// The pre-order product grid (GET PreOrder/{id}/productgroups and /marketingproductgroups): a page of the
// sheet's groups with every colour product and size, the pre-order's amounts, discounts and chosen
// delivery dates, in the contract's full shape (PreOrderProductGroup). A page is read in a fixed number
// of statements, whatever its number of products (`gridPage`), and its JSON is kept until a write to
// what it is built from (`preOrderGrid`). `gridPage` is a pure read over `db`: it runs in the API's
// thread or in a read worker (db/read-pool.ts) alike.
import type { PreOrderProductGroup, PreOrderProductsQuerySchema, ProductGroupItem } from 'shared-kernel/contract';
import type { z } from 'zod';
import { COMPRESS_THRESHOLD, EncodedBody, encodeSync, type Encoding } from '../http/encoded-body';
import { money } from '../http/money';
import { paged, pageSlice } from '../http/paging';
import { Where, bool, likeTerm } from '../http/sql';
import { urlFrom } from '../http/urls';
import { buildProduct, campaignModelsOf, catalogueQueries, type ProductParts, type ProductRow } from './catalogue';
import { preOrderGridCounters } from './changes';
import type { Db } from './open';
import { withoutPricesAndStock } from '../http/redact';
import { pricedLines, sumLines, type PricedLine } from './preorder';
import type { ReadPool } from './read-pool';

/** one grid request: the page asked for, and what the answer depends on besides the database */
export interface GridTask {
  preOrderId: number;
  sheetId: number;
  marketing: boolean;
  query: z.output<typeof PreOrderProductsQuerySchema>;
  /** MarketingKlant: every price 0 (routes/preorder-common.ts pricesFor) */
  zeroPrices: boolean;
  /** scheme and host the caller reached the API on (image URLs are absolute) */
  origin: string;
}

/** a page's JSON and the change counters (db/changes.ts) it was read at */
export interface GridAnswer {
  version: string;
  json: string;
  /** set when the page is the sheet's own: the pre-order has no rows of its own in it (`SharedPage`) */
  shared: SharedPage | null;
}

/**
 * A page without anything of the pre-order's own: none of its lines, product settings or group settings
 * touch the page's groups, and it is not an amounts-only page. Its JSON then reads the same on every
 * pre-order of the sheet with the same query, caller kind and origin that has no rows in those groups
 * either (the amounts 0, the sheet's discounts, the first offered dates: what `productJson` keeps per
 * product), so such a pre-order is answered with it (`preOrderGrid`). Early in a season most pages of most
 * pre-orders are like that: a salesman opening his customers' new pre-orders on a sheet reads each page
 * once, not once per customer.
 */
export interface SharedPage {
  /** the sheet's and the catalogue's change counters the page was read at */
  counters: string;
  /** the page's group ids */
  groups: number[];
}

/** a page read by a read worker: its JSON as UTF-8, and already encoded as the request that asked for it wants */
export interface EncodedGridAnswer {
  version: string;
  shared: SharedPage | null;
  json: Uint8Array;
  encoding: Encoding | null;
  encoded: Uint8Array | null;
}

/**
 * gridPage for a read worker, which also encodes the page (on its own thread, so that neither the API's
 * thread nor zlib's pool spends on it) in `encoding`, when the page is large enough for that.
 */
export function encodedGridPage(db: Db, { task, encoding }: { task: GridTask; encoding: Encoding | null }): EncodedGridAnswer {
  const { version, json, shared } = gridPage(db, task);
  const bytes = Buffer.from(json);
  const encode = encoding !== null && bytes.length >= COMPRESS_THRESHOLD;
  return { version, shared, json: bytes, encoding: encode ? encoding : null, encoded: encode ? encodeSync(encoding, bytes) : null };
}

/** a group's place and discounts on the sheet and the pre-order */
interface SheetGroupRow {
  id: number;
  default_discount: number;
  sort_index: number;
  sheet_discount: number;
  sheet_maximum: number;
  sheet_brochure: number;
  group_discount: number | null;
}

/** a group on the sheet, without the pre-order's own discount of it */
type SheetGroup = Omit<SheetGroupRow, 'group_discount'>;

/** the sheet's groups of `t`'s query in the grid's order (CatalogueMemo.sheetGroups), read at sheet counter `sheet` */
function sheetGroupsOf(db: Db, memo: CatalogueMemo, t: GridTask, sheet: number): SheetGroup[] {
  const key = JSON.stringify([t.sheetId, sheet, t.marketing, t.query.Search ?? '']);
  let list = memo.sheetGroups.get(key);
  if (!list) {
    const where = new Where().add('sg.sheet_id = @sheet AND sg.is_marketing = @mk', { sheet: t.sheetId, mk: t.marketing ? 1 : 0 });
    if (t.query.Search) where.add("(g.name LIKE @s ESCAPE '\\' OR g.erp_id LIKE @s ESCAPE '\\')", { s: likeTerm(t.query.Search) });
    list = db
      .prepare(
        `SELECT g.id, g.default_discount, sg.sort_index, sg.pre_order_discount AS sheet_discount, sg.maximum_discount AS sheet_maximum, sg.brochure AS sheet_brochure
         FROM sheet_product_groups sg JOIN product_groups g ON g.id = sg.group_id JOIN brands b ON b.id = g.brand_id ${where} ORDER BY sg.sort_index, g.id`,
      )
      .all(where.params) as SheetGroup[];
    memo.sheetGroups.set(key, list);
    memo.chars += key.length + 64 * list.length;
  }
  return list;
}

/** rows of many keys in one Map of lists (rows come ordered by key, then display order) */
function byKey<R, K>(rows: R[], key: (r: R) => K): Map<K, R[]> {
  const out = new Map<K, R[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** what the grid shows of one group from the catalogue: its colour products with their sizes, dates and images */
interface GroupCatalogue {
  products: ProductRow[];
  parts: Map<number, ProductParts>;
}

/**
 * The catalogue's side of the grid per connection, kept while the catalogue counter stays (db/changes.ts):
 * every pre-order on a sheet shows the same groups, so a page another pre-order read before needs only
 * its pre-order's own rows. Bounded: cleared beyond MEMO_GROUPS groups or MEMO_CHARS characters.
 */
interface CatalogueMemo {
  catalogue: number;
  groups: Map<number, GroupCatalogue>;
  /** cards (toItems) by group id and origin */
  cards: Map<string, ProductGroupItem>;
  /**
   * the JSON of a colour product as a pre-order shows it when it has neither lines nor settings of its
   * own (amounts 0, the first offered date, the group's discount, totals 0): the same on every pre-order
   * of the sheet, by sheet and its counter, product, group discount, origin and prices shown or not
   */
  untouched: Map<string, string>;
  /**
   * the groups of a sheet's grid in the grid's order, with their place and discounts on the sheet, by
   * sheet, its counter, marketing or not and search (the list every pre-order of the sheet pages through;
   * an amounts-only page filters it by the pre-order's own rows)
   */
  sheetGroups: Map<string, SheetGroup[]>;
  /** about the characters held by `cards`, `untouched` and `sheetGroups` (their keys and image URLs hold the origin or the search, which a client may make long) */
  chars: number;
}
const MEMO_GROUPS = 5000;
/** characters of cards and product JSON per connection (about 60 MB as UTF-16) */
const MEMO_CHARS = 30_000_000;
const memos = new WeakMap<Db, { cat: ReturnType<typeof catalogueQueries>; memo: CatalogueMemo }>();

/** the memo of `db` at catalogue counter `catalogue` (a new one when it moved or grew too large) */
function memoOf(db: Db, catalogue: number): { cat: ReturnType<typeof catalogueQueries>; memo: CatalogueMemo } {
  const fresh = (): CatalogueMemo => ({ catalogue, groups: new Map(), cards: new Map(), untouched: new Map(), sheetGroups: new Map(), chars: 0 });
  let state = memos.get(db);
  if (!state) memos.set(db, (state = { cat: catalogueQueries(db), memo: fresh() }));
  const { memo } = state;
  if (memo.catalogue !== catalogue || memo.groups.size > MEMO_GROUPS || memo.chars > MEMO_CHARS) state.memo = fresh();
  return state;
}

/** the cards and catalogue parts of `groupIds`, the missing ones read in one batch */
function catalogueOf(state: ReturnType<typeof memoOf>, groupIds: number[], origin: string): { cards: ProductGroupItem[]; groups: GroupCatalogue[] } {
  const { cat, memo } = state;
  const { groups, cards } = memo;
  const missing = groupIds.filter((id) => !groups.has(id));
  if (missing.length) {
    const products = byKey(cat.productsOfGroups(JSON.stringify(missing)), (p: ProductRow) => p.group_id);
    const parts = cat.productParts(JSON.stringify([...products.values()].flat().map((p) => p.id)));
    for (const id of missing) {
      const own = products.get(id) ?? [];
      groups.set(id, { products: own, parts: new Map(own.map((p) => [p.id, parts.get(p.id) ?? { variants: [], dates: [], images: [] }])) });
    }
  }
  const cardKey = (id: number) => `${id}:${origin}`;
  const noCard = groupIds.filter((id) => !cards.has(cardKey(id)));
  if (noCard.length) {
    const built = cat.toItems(
      noCard.map((id) => ({ id, open: true })),
      urlFrom(origin),
    );
    noCard.forEach((id, i) => cards.set(cardKey(id), built[i]));
    // a card's text is about a kilobyte plus its image URLs, which start with the origin
    memo.chars += noCard.length * (1024 + 7 * origin.length);
  }
  return { cards: groupIds.map((id) => cards.get(cardKey(id))!), groups: groupIds.map((id) => groups.get(id)!) };
}

/** a pre-order's product setting */
interface ProductSetting {
  product_id: number;
  group_id: number;
  discount: number | null;
  delivery_date: string | null;
}

/** what the grid shows of a pre-order's own: its lines with an amount, product settings and group settings, and the groups they are in */
interface OwnRows {
  /** the pre-order's counters (preOrderGridCounters' `version`) they were read at */
  version: string;
  /** priced lines by colour product */
  lines: Map<number, PricedLine[]>;
  /** amounts by size */
  amounts: Map<number, number>;
  settings: Map<number, ProductSetting>;
  /** group discounts by group */
  discounts: Map<number, number>;
  /** the groups it has an amount in (an amounts-only page lists these) */
  lineGroups: Set<number>;
  /** the groups it has an amount, a product setting or a group setting in */
  groups: Set<number>;
}

/** pre-orders whose own rows a connection keeps (a pre-order's pages are read one after the other) */
const OWN_ROWS_KEPT = 2000;
const ownRowsKept = new WeakMap<Db, Map<number, OwnRows>>();

/**
 * The pre-order's own rows at counters `version`, read in three statements when this connection does not
 * hold them at those counters: the pages of a pre-order (as its user scrolls, searches, filters) read them once.
 */
function ownRowsOf(db: Db, preOrderId: number, version: string): OwnRows {
  let kept = ownRowsKept.get(db);
  if (!kept) ownRowsKept.set(db, (kept = new Map()));
  const known = kept.get(preOrderId);
  if (known?.version === version) return known;
  const priced = pricedLines(db, preOrderId);
  const settings = db
    .prepare('SELECT s.product_id, pr.group_id, s.discount, s.delivery_date FROM preorder_product_settings s JOIN products pr ON pr.id = s.product_id WHERE s.preorder_id = ?')
    .all(preOrderId) as ProductSetting[];
  const discounts = db.prepare('SELECT group_id, discount FROM preorder_group_settings WHERE preorder_id = ?').all(preOrderId) as { group_id: number; discount: number }[];
  const lineGroups = new Set(priced.map((l) => l.group_id));
  const rows: OwnRows = {
    version,
    lines: byKey(priced, (l) => l.product_id),
    amounts: new Map(priced.map((l) => [l.variant_id, l.amount])),
    settings: new Map(settings.map((r) => [r.product_id, r])),
    discounts: new Map(discounts.map((r) => [r.group_id, r.discount])),
    lineGroups,
    groups: new Set([...lineGroups, ...settings.map((r) => r.group_id), ...discounts.map((r) => r.group_id)]),
  };
  if (kept.size >= OWN_ROWS_KEPT) kept.clear();
  kept.set(preOrderId, rows);
  return rows;
}

/**
 * One page of the grid, with the change counters it was read at (in one read transaction, so the two
 * agree). Statements per page: the counters; plus what this connection does not hold at the current
 * counters: the pre-order's own rows (`ownRowsOf`: its lines, product and group settings, read once for
 * all its pages), the sheet's groups of the query in order (CatalogueMemo.sheetGroups; an amounts-only page
 * keeps those the pre-order has an amount in), and for groups, their cards (toItems), colour products and the
 * products' sizes, dates and images (productParts); the sheet's dates and size toggles of the page's
 * products when a product's JSON is made (not kept).
 * Measured on the SEED_SCALE 10 database (pages 1-3 of every other pre-order, one connection, warm
 * catalogue memo, 2026-12-07): 0.73-0.84 ms per page when a page read its groups and the pre-order's rows
 * of them in five statements, 0.46-0.54 ms with the groups and the pre-order's rows kept. On the grid's
 * load figure (bench/preorder-grid-load.mjs, three interleaved runs each), the pre-order's rows kept
 * against the API's thread telling each read which groups hold rows of the pre-order's (6c15082): p95
 * 31.9 / 34.6 / 36.1 against 40.9 / 42.9 / 45.8 ms, 1,392 / 1,254 / 1,304 against 1,114 / 1,174 / 1,096
 * req/s, 1.11-1.27 against 1.34-1.42 ms of server CPU per request.
 *
 * The JSON is written per colour product and joined (JSON.stringify of each part, in the answer's key
 * order): a product without lines or settings on this pre-order reads the same on every pre-order of the
 * sheet, so its JSON is kept (CatalogueMemo.untouched) and a page mostly joins kept strings.
 */
export function gridPage(db: Db, t: GridTask): GridAnswer {
  const url = urlFrom(t.origin);
  // a marketing user's page: the one redaction of every answer to them (http/redact.ts), applied before it is kept
  const json = (value: object) => JSON.stringify(t.zeroPrices ? withoutPricesAndStock(value) : value);
  return db.transaction((): GridAnswer => {
    const { version, sheet, catalogue } = preOrderGridCounters(db, t.preOrderId, t.sheetId);
    const state = memoOf(db, catalogue);
    const { query: q } = t;
    const { limit, offset } = pageSlice(q.Page, q.PageSize);
    const mine = ownRowsOf(db, t.preOrderId, version);
    const sheetGroups = sheetGroupsOf(db, state.memo, t, sheet);
    // an amounts-only page lists the sheet's groups the pre-order has an amount in
    const list = q.AmountsOnly === 'true' ? sheetGroups.filter((g) => mine.lineGroups.has(g.id)) : sheetGroups;
    const page = list.slice(offset, offset + limit);
    const total = list.length;
    const groups: SheetGroupRow[] = page.map((g) => ({ ...g, group_discount: mine.discounts.get(g.id) ?? null }));

    const { cards, groups: shown } = catalogueOf(
      state,
      groups.map((g) => g.id),
      t.origin,
    );
    const { lines, amounts, settings } = mine;
    // what the sheet offers (routes/preordersheet.ts): its delivery dates of a product, else the product's own; size
    // toggles over IsAvailable. Read when a product's JSON is made: a page of kept products needs neither
    let offers: { dates: Map<number, { delivery_date: string }[]>; toggles: Map<number, boolean> } | null = null;
    const sheetOffers = () => {
      if (offers) return offers;
      const productIds = JSON.stringify(shown.flatMap((g) => g.products.map((p) => p.id)));
      return (offers = {
        dates: byKey(
          db.prepare('SELECT product_id, delivery_date FROM sheet_product_dates WHERE sheet_id = ? AND product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, delivery_date').all(t.sheetId, productIds) as {
            product_id: number;
            delivery_date: string;
          }[],
          (d) => d.product_id,
        ),
        toggles: new Map(
          (
            db
              .prepare('SELECT s.variant_id, s.is_available FROM sheet_variants s JOIN variants v ON v.id = s.variant_id WHERE s.sheet_id = ? AND v.product_id IN (SELECT value FROM json_each(?))')
              .all(t.sheetId, productIds) as { variant_id: number; is_available: number }[]
          ).map((r) => [r.variant_id, bool(r.is_available)]),
        ),
      });
    };

    /** a colour product of group `g` as this pre-order shows it */
    const product = (g: SheetGroupRow, groupDiscount: number, pr: ProductRow, part: ProductParts) => {
      const s = settings.get(pr.id);
      const own = lines.get(pr.id) ?? [];
      const sum = sumLines(own);
      const { dates, toggles } = sheetOffers();
      const offered = dates.get(pr.id)?.map((d) => d.delivery_date) ?? part.dates.map((d) => d.delivery_date);
      // the chosen date is one the sheet offers: a stored date the sheet no longer offers falls back to the first offered
      const wanted = s?.delivery_date ?? own[0]?.delivery_date ?? null;
      const chosen = wanted !== null && offered.includes(wanted) ? wanted : (offered[0] ?? null);
      return {
        ...buildProduct(pr, part, url, NO_BASKET, { amounts, deliveryDate: chosen, toggles, offered }),
        PreOrderDiscount: s?.discount ?? groupDiscount,
        MaximumDiscount: g.sheet_maximum,
        DefaultDiscount: g.default_discount,
        TotalAmount: sum.amount,
        TotalPrice: money(sum.gross),
        NettoPrice: money(sum.net),
      };
    };
    /** its JSON: kept when the pre-order has neither lines nor settings of it (everything else it shows is the sheet's and the catalogue's) */
    const productJson = (g: SheetGroupRow, groupDiscount: number, pr: ProductRow, part: ProductParts) => {
      if (settings.has(pr.id) || lines.has(pr.id)) return json(product(g, groupDiscount, pr, part));
      const key = JSON.stringify([t.sheetId, sheet, pr.id, groupDiscount, t.origin, t.zeroPrices]);
      let kept = state.memo.untouched.get(key);
      if (kept === undefined) {
        state.memo.untouched.set(key, (kept = json(product(g, groupDiscount, pr, part))));
        state.memo.chars += key.length + kept.length;
      }
      return kept;
    };
    const items = groups.map((g, i) => {
      const groupDiscount = g.group_discount ?? g.sheet_discount;
      const { products, parts } = shown[i];
      const head: Omit<PreOrderProductGroup, 'Products'> = {
        ...cards[i],
        SortIndex: g.sort_index,
        Brochure: g.sheet_brochure,
        MaximumDiscount: g.sheet_maximum,
        PreOrderDiscount: groupDiscount,
        CampaignModels: campaignModelsOf(products.map((pr) => ({ Id: pr.id, IsCampaignModel: pr.is_campaign_model === 1 }))),
      };
      // the group's JSON with its Products last, as PreOrderProductGroup has them
      return `${json(head).slice(0, -1)},"Products":[${products.map((pr) => productJson(g, groupDiscount, pr, parts.get(pr.id)!)).join(',')}]}`;
    });
    // the paged envelope with Items first, as paged() has them
    const { Items: _none, ...envelope } = paged([], total, q.Page, q.PageSize);
    // the sheet's own page: nothing of the pre-order's in it (a group setting is a row with a discount: schema.ts)
    const touched = groups.some((g) => mine.groups.has(g.id));
    const shared = q.AmountsOnly === 'true' || touched ? null : { counters: `${sheet}:${catalogue}`, groups: groups.map((g) => g.id) };
    return { version, shared, json: `{"Items":[${items.join(',')}],${JSON.stringify(envelope).slice(1)}` };
  })();
}

/** no basket amounts on a pre-order (BasketAmount 0) */
const NO_BASKET = new Map<number, number>();

/** a page read, with the counters it was read at */
type Read = { version: string; shared: SharedPage | null; body: EncodedBody };

/** a worker's answer (its Uint8Arrays as Buffers, without a copy), or what the API's thread read instead */
function fromWorker(a: EncodedGridAnswer | Read): Read {
  if ('body' in a) return a;
  const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
  return { version: a.version, shared: a.shared, body: new EncodedBody(buffer(a.json), a.encoding && a.encoded ? { [a.encoding]: buffer(a.encoded) } : {}) };
}

/** the read workers' lane of the grid's pages (ReadPool.run): one worker reads them all, in turn (see `page`) */
const GRID_LANE = 0;

/** pre-orders whose own groups `preOrderGrid` keeps (a set of a few group ids each) */
const OWN_GROUPS_KEPT = 10_000;

/** bytes of JSON and keys kept (about 500 pages of 10 groups of 100-130 KB; their br/gzip encodings add about a tenth) */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The grid with its cache: a page's JSON (and its encodings, http/encoded-body.ts) per pre-order, sheet,
 * marketing or not, query, prices shown or not and origin, kept with the change counters it was read at
 * (db/changes.ts: the pre-order's lines and settings, the sheet's groups, dates and size toggles, the
 * catalogue). A request reads the counters (one statement) and answers the kept page when they have not
 * moved; otherwise the page is read again (by a read worker when the pool has one ready), and concurrent
 * requests for it share that read. Who may see the pre-order is checked by the route on every request,
 * before this. Least recently used pages are dropped beyond CACHE_BYTES (counting keys too: a client
 * chooses its search and Host, so any number of keys).
 */
export function preOrderGrid(db: Db, pool: ReadPool | null) {
  /** pages by pre-order (`version`: the counters of the pre-order, its sheet and the catalogue) and the sheets' own pages (`shared`; `version`: the sheet's and the catalogue's counters) */
  const cache = new Map<string, { version: string; body: EncodedBody; shared?: SharedPage }>();
  const pending = new Map<string, Promise<EncodedBody>>();
  let bytes = 0;

  /** what a kept page holds: its JSON and its key (the search and the origin come from the client) */
  const sizeOf = (key: string, body: EncodedBody) => body.size + 2 * key.length;
  function keep(key: string, version: string, body: EncodedBody, shared?: SharedPage): EncodedBody {
    const old = cache.get(key);
    if (old) {
      bytes -= sizeOf(key, old.body);
      cache.delete(key);
    }
    // a sheet's page is counted in full beside the pre-order's entry that holds the same body (either may go first)
    cache.set(key, { version, body, shared });
    bytes += sizeOf(key, body);
    for (const [k, e] of cache) {
      if (bytes <= CACHE_BYTES || k === key) break;
      cache.delete(k);
      bytes -= sizeOf(k, e.body);
    }
    return body;
  }

  /**
   * The groups a pre-order has rows of its own in (a line or a product setting of one of their colour
   * products, a group setting), read once per pre-order and counters (`version`): a sheet's page is
   * answered to a pre-order with none of them in the page. One light statement on the API's thread, not
   * ownRowsOf's priced lines: this check runs on requests that hit the cache (a line of 0 counts here,
   * which only sends such a pre-order to its own page). Bounded: forgotten beyond OWN_GROUPS_KEPT pre-orders.
   */
  const ownGroups = new Map<number, { version: string; groups: Set<number> }>();
  function groupsOfOwn(preOrderId: number, version: string): Set<number> {
    const known = ownGroups.get(preOrderId);
    if (known?.version === version) return known.groups;
    const rows = db
      .prepare(
        `SELECT pr.group_id AS id FROM preorder_lines l JOIN variants v ON v.id = l.variant_id JOIN products pr ON pr.id = v.product_id WHERE l.preorder_id = @pid
         UNION SELECT pr.group_id FROM preorder_product_settings s JOIN products pr ON pr.id = s.product_id WHERE s.preorder_id = @pid
         UNION SELECT group_id FROM preorder_group_settings WHERE preorder_id = @pid`,
      )
      .all({ pid: preOrderId }) as { id: number }[];
    if (ownGroups.size >= OWN_GROUPS_KEPT) ownGroups.clear();
    const groups = new Set(rows.map((r) => r.id));
    ownGroups.set(preOrderId, { version, groups });
    return groups;
  }
  const hasOwnRows = (preOrderId: number, version: string, page: SharedPage) => {
    const own = groupsOfOwn(preOrderId, version);
    return page.groups.some((g) => own.has(g));
  };

  /** the kept entry of `key` that `fresh` accepts, made most recently used */
  function kept(key: string, fresh: (e: { version: string; shared?: SharedPage }) => boolean): EncodedBody | null {
    const hit = cache.get(key);
    if (!hit || !fresh(hit)) return null;
    cache.delete(key);
    cache.set(key, hit);
    return hit.body;
  }

  return {
    /**
     * The JSON of one grid page, read or kept. `encoding`: what the request asks for (http/encoded-body.ts
     * encodingFor), made with the page when a read worker reads it. A pre-order's own kept page comes first;
     * else the sheet's page (SharedPage) when the pre-order has no rows of its own in it; else a read.
     */
    page(t: GridTask, encoding: Encoding | null): Promise<EncodedBody> {
      const key = JSON.stringify([t.preOrderId, t.sheetId, t.marketing, t.query, t.zeroPrices, t.origin]);
      const { version, sheet, catalogue } = preOrderGridCounters(db, t.preOrderId, t.sheetId);
      const own = kept(key, (e) => e.version === version);
      if (own) return Promise.resolve(own);
      const sheetKey = t.query.AmountsOnly === 'true' ? null : JSON.stringify(['sheet', t.sheetId, t.marketing, t.query, t.zeroPrices, t.origin]);
      const shared = sheetKey === null ? null : kept(sheetKey, (e) => e.version === `${sheet}:${catalogue}` && !!e.shared && !hasOwnRows(t.preOrderId, version, e.shared));
      if (shared) return Promise.resolve(shared);
      const reading = `${key}@${version}`;
      let answer = pending.get(reading);
      if (!answer) {
        const here = (): Read => {
          const a = gridPage(db, t);
          return { version: a.version, shared: a.shared, body: new EncodedBody(a.json) };
        };
        // Where a page is read: by the read worker of the grid's lane when the pool has one ready, else on the
        // API's thread. A page the cache does not hold costs about 0.5-0.8 ms of reading and 0.2 ms of encoding
        // (2026-12-07; 0.7-1.3 and 0.5-0.8 ms when the figures below were taken); in the worker the API's thread meanwhile answers the requests that hit the cache. Measured with
        // preorder-grid-load.mjs (pages of 10, 20 clients, two cores, a third of the requests first ones),
        // interleaved, three runs each: on the API's thread 593-698 req/s, p95 64-76 ms; through the workers
        // 738-842 req/s, p95 61-68 ms. One worker, not the pool's two side by side (2026-11-29, interleaved, four
        // runs each): p95 42-53 against 47-57 ms, 1.39-1.71 against 1.59-1.75 ms of CPU per request; the two
        // workers, the API's thread and the clients made four busy threads on two cores, and each worker read the
        // catalogue into a memo of its own. Reading pages on the API's thread too whenever the lane had 2 or 4
        // pages waiting was worse (p95 49-60 ms): the hits then waited behind them. Measured again with the cheaper
        // reads (2026-12-07, three interleaved runs each), a pre-order's pages in the lane of its id, over both
        // workers: p95 50.8 / 43.9 / 39.6 against 43.3 / 40.3 / 44.8 ms, no gain.
        const read = pool ? pool.run<EncodedGridAnswer | Read>('preOrderGrid', { task: t, encoding }, here, GRID_LANE).then(fromWorker) : Promise.resolve().then(here);
        answer = read.then((a) => {
          if (a.shared && sheetKey !== null) keep(sheetKey, a.shared.counters, a.body, a.shared);
          return keep(key, a.version, a.body);
        });
        pending.set(reading, answer);
        void answer.finally(() => pending.delete(reading)).catch(() => undefined);
      }
      return answer;
    },
  };
}
