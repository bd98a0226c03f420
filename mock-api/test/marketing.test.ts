import { call } from './helpers';
import { allows, buildWorld, fillUrl, paramsFor, routeTable, type Caller, type World } from './route-table';

/*
 * Issue 15, security point 5 (spec section 6): marketing users get no prices and no stock or supplier
 * information from any call. Generated from the route table: every GET a MarketingKlant may call (and the
 * POSTs that only read) is called with the demo customer's ids, and every answer is searched for a money
 * field that is not 0 and for stock or supplier figures, by field name patterns (so a new route or field
 * the redaction does not know is caught too). coupon/check is refused.
 */

jest.setTimeout(120_000);

/** money: numbers under these names must be 0 (objects of them: every number 0) */
const MONEY = /(Price|Prices|Cost|Costs|Cents|Minimum|Minimums|Total|NoDiscount|GrowthAmount)$|^(ProductDiscount|RemainingForFreeDelivery)$/;
const STOCK_NUMBER = /^(Stock|SupplierStock|FutureAvailableStock|AmountInStock|SupplierDaysToDeliverMin|SupplierDaysToDeliverMax)$/;
const STOCK_TEXT = /(Stock|Supplier).*Indication$/;
const STOCK_DATE = /^NextStock/;

/** the leaks of a JSON answer: paths with a price or stock figure */
function leaks(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaks(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const out: string[] = [];
  // a money field is a number, or a map of numbers by id (the basket's costs per country id)
  const moneyIn = (v: unknown): number[] =>
    typeof v === 'number' ? [v] : v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).every((id) => /^\d+$/.test(id)) ? Object.values(v).filter((n) => typeof n === 'number') : [];
  for (const [k, v] of Object.entries(value)) {
    const at = `${path}.${k}`;
    if (MONEY.test(k) && moneyIn(v).some((n) => n !== 0)) out.push(`${at} = ${JSON.stringify(v).slice(0, 60)}`);
    else if (STOCK_NUMBER.test(k) && typeof v === 'number' && v !== 0) out.push(`${at} = ${v}`);
    else if (STOCK_TEXT.test(k) && v !== 'none' && v !== null) out.push(`${at} = ${String(v)}`);
    else if (STOCK_DATE.test(k) && v !== null) out.push(`${at} = ${String(v)}`);
    else out.push(...leaks(v, at));
  }
  return out;
}

describe('marketing users get no prices, stock or supplier information', () => {
  let w: World;
  let marketing: Caller;
  let customer: Caller;
  beforeAll(async () => {
    w = await buildWorld();
    marketing = w.callers.find((c) => c.role === 'MarketingKlant')!;
    customer = w.callers.find((c) => c.role === 'Klant' && !c.impersonated)!;
    const db = w.app.ctx.db;
    // a basket with lines and a draft with lines, so that those answers carry prices for the others
    const variants = db
      .prepare(
        `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
         WHERE g.is_deleted = 0 AND g.is_marketing = 0 AND g.brand_id IN (SELECT brand_id FROM customer_brands WHERE customer_key = ?) ORDER BY v.id LIMIT 2`,
      )
      .all(w.own.key) as { id: number }[];
    for (const v of variants) db.prepare("UPDATE variants SET stock_status = 'STOCK', stock = 40, supplier_stock = 12 WHERE id = ?").run(v.id);
    await call(w.app, 'POST', '/api/en/basket/addItems', customer.token, { products: variants.map((v) => ({ productVariantId: v.id, amount: 2 })) });
    const draftId = w.drafts.get(marketing.userId)!;
    for (const [i, v] of variants.entries()) db.prepare('INSERT INTO basket_draft_lines (draft_id, variant_id, amount, position) VALUES (?, ?, 3, ?)').run(draftId, v.id, i);
  });
  afterAll(() => w?.close());

  /** the reads a caller may make: every GET of the table, and POSTs that only read */
  const reads = () =>
    routeTable(w.app).filter((r) => allows(r, marketing) && r.roles !== 'public' && (r.method === 'GET' || /\/(dl\/product-info\/csv|basket\/drafts)$/i.test(r.url)) && !/\/dl\/:type$/.test(r.url));

  it('the same calls show prices and stock to the customer (the check would see a leak)', async () => {
    const seen: string[] = [];
    for (const route of reads()) {
      if (!allows(route, customer)) continue;
      const res = await w.app.inject({ method: route.method as 'GET', url: fillUrl(route.url, paramsFor(w, route, customer)), headers: { authorization: `Bearer ${customer.token}` } });
      if (res.headers['content-type']?.toString().startsWith('application/json') && res.statusCode === 200) seen.push(...leaks(res.json()));
    }
    for (const field of ['RetailFromPrice', 'TotalPrice', 'ProductPrice', 'ShipmentCosts', 'Stock', 'SupplierStock', 'NextStockDelivery', 'Total']) {
      expect([field, seen.some((l) => l.includes(`.${field} =`))]).toEqual([field, true]);
    }
  });

  it('answers every read of a marketing user without them', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const route of reads()) {
      const url = fillUrl(route.url, paramsFor(w, route, marketing));
      const res = await w.app.inject({ method: route.method as 'GET', url, headers: { authorization: `Bearer ${marketing.token}` } });
      if (!res.headers['content-type']?.toString().startsWith('application/json') || res.statusCode >= 400) continue;
      checked++;
      for (const leak of leaks(res.json())) problems.push(`${route.method} ${url}: ${leak}`);
    }
    expect(problems).toEqual([]);
    // the catalogue, basket, orders, pre-orders, drafts, countries and more were read
    expect(checked).toBeGreaterThan(30);
  });

  it('lists and detail pages with prices for others are read as 0 (not -1, which means no access)', async () => {
    const detail = (await call(w.app, 'GET', `/api/en/productgroup/${w.sheet.groupId}`, marketing.token)).json();
    expect(detail).toMatchObject({ RetailFromPrice: 0, OriginalFromPrice: 0 });
    expect(detail.Products[0].Variants[0]).toMatchObject({ Stock: 0, SupplierStock: 0, StockIndication: 'none', NextStockDelivery: null });
    const basket = (await call(w.app, 'GET', '/api/en/basket', marketing.token)).json();
    expect(basket.Products.length).toBeGreaterThan(0);
    expect(basket).toMatchObject({ TotalPrice: 0, TotalPriceNoDiscount: 0 });
    expect(Object.values(basket.ShipmentCosts as Record<string, number>).every((n) => n === 0)).toBe(true);
    // amounts stay
    expect(basket.Products[0].Variants[0].ProductAmount).toBe(2);
  });

  it('order CSV has no price columns; coupon/check is refused', async () => {
    const csv = await call(w.app, 'GET', `/api/en/Order/${w.own.orderId}/csv`, marketing.token);
    expect(csv.body.split('\r\n')[0]).not.toMatch(/Price/);
    const coupon = await call(w.app, 'POST', '/api/en/coupon/check', marketing.token, { Code: 'FREESHIP' });
    expect(coupon.statusCode).toBe(403);
  });
});
