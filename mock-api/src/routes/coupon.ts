import type { FastifyInstance } from 'fastify';
import { COUPON_TYPES, CouponCheckSchema, CouponSchema, SearchPageQuerySchema, type Coupon, type CouponCheckResponse } from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { COUPON_INVALID, COUPON_TOO_HIGH, basketState, ensureBasketHead, findCoupon } from '../db/basket';
import type { Db } from '../db/open';
import { checkedCurrencies } from '../db/refs';
import { modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { localeOf } from '../http/locale';
import { cents, formatMoney, money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { parse } from '../http/validate';

interface CouponRow {
  id: number;
  code: string;
  valid_from: string;
  valid_to: string;
  type: number;
}
const admin = { config: { roles: ROLE_GROUPS.admin } };

/** stored values: cents for fixed coupons, whole percentages otherwise */
const toStored = (type: number, value: number) => (type === COUPON_TYPES.Fixed ? cents(value) : Math.round(value));
const fromStored = (type: number, value: number) => (type === COUPON_TYPES.Fixed ? money(value) : value);

/** Coupons (spec section 7): admin CRUD and POST coupon/check for the basket. */
export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const valuesOf = db.prepare('SELECT currency_id, value FROM coupon_values WHERE coupon_id = ? ORDER BY currency_id');
  const one = db.prepare('SELECT * FROM coupons WHERE id = ?');
  const toCoupon = (r: CouponRow): Coupon => ({
    Id: r.id,
    Code: r.code,
    From: r.valid_from,
    To: r.valid_to,
    Type: r.type,
    Values: (valuesOf.all(r.id) as { currency_id: number; value: number }[]).map((v) => ({ CurrencyId: v.currency_id, Value: fromStored(r.type, v.value) })),
  });

  app.get('/coupon', admin, async (req) => {
    const q = parse(SearchPageQuerySchema.extend({ PageSize: SearchPageQuerySchema.shape.PageSize.default(100) }), req.query);
    const where = new Where();
    if (q.search) where.add("c.code LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
    return pagedQuery(db, { select: 'SELECT c.*', from: 'FROM coupons c', where, orderBy: 'c.valid_from DESC, c.id DESC', page: q.Page, pageSize: q.PageSize, map: toCoupon });
  });

  app.get('/coupon/:id', admin, async (req) => {
    const row = one.get(idParam(req.params)) as CouponRow | undefined;
    if (!row) throw notFound('The coupon was not found.');
    return toCoupon(row);
  });

  app.post('/coupon', admin, async (req, reply) => sendJson(reply, save(db, parse(CouponSchema, req.body), null)));

  app.put('/coupon/:id', admin, async (req) => {
    const id = idParam(req.params);
    if (!one.get(id)) throw notFound('The coupon was not found.');
    save(db, parse(CouponSchema, req.body), id);
    return toCoupon(one.get(id) as CouponRow);
  });

  /**
   * POST coupon/check (Code): the value in the customer's currency, or Error (spec section 4): an empty code clears the
   * basket's coupon; an unknown, expired, not yet valid code or one without a value in the customer's currency is an
   * Error and clears it; a fixed value above the basket total is refused (Error) and clears it; otherwise it is stored.
   */
  // marketing users order nothing and see no prices: coupon/check is for buyers only (issue 15)
  app.post('/coupon/check', { config: { roles: ROLE_GROUPS.buyer } }, async (req): Promise<CouponCheckResponse> => {
    const key = authOf(req).customerKey ?? '';
    const locale = localeOf(req);
    const { Code } = parse(CouponCheckSchema, req.body);
    const store = (code: string | null) => {
      ensureBasketHead(db, key);
      db.prepare('UPDATE baskets SET coupon_code = ? WHERE customer_key = ?').run(code, key);
    };
    if (!Code.trim()) {
      store(null);
      return { Value: 0, DisplayValue: '', Type: 0, Error: null };
    }
    const found = findCoupon(db, key, Code);
    const symbol = (db.prepare('SELECT cur.symbol FROM customers c JOIN currencies cur ON cur.id = c.currency_id WHERE c.key = ?').get(key) as { symbol: string } | undefined)?.symbol;
    if (!found || symbol === undefined) {
      store(null);
      return { Value: 0, DisplayValue: '', Type: 0, Error: COUPON_INVALID };
    }
    const { coupon } = found;
    const v = coupon.type === COUPON_TYPES.Fixed ? money(coupon.valueCents) : coupon.type === COUPON_TYPES.Percentage ? coupon.percentage : 0;
    const display = coupon.type === COUPON_TYPES.Fixed ? formatMoney(v, symbol, locale) : coupon.type === COUPON_TYPES.Percentage ? `${v}%` : '';
    if (basketState(db, key, found.code).totals.couponDropped) {
      store(null);
      return { Value: v, DisplayValue: display, Type: coupon.type, Error: COUPON_TOO_HIGH };
    }
    store(found.code);
    return { Value: v, DisplayValue: display, Type: coupon.type, Error: null };
  });
}

function save(db: Db, c: Coupon, id: number | null): number {
  checkedCurrencies(db, c.Values.map((v) => v.CurrencyId), 'Values');
  const clash = db.prepare('SELECT id FROM coupons WHERE code = ?').get(c.Code) as { id: number } | undefined;
  if (clash && clash.id !== id) throw modelStateError({ Code: [`The code '${c.Code}' is already in use.`] });
  return db.transaction(() => {
    const values = [c.Code, new Date(c.From).toISOString(), new Date(c.To).toISOString(), c.Type];
    let target = id;
    if (target === null) target = Number(db.prepare('INSERT INTO coupons (code, valid_from, valid_to, type) VALUES (?, ?, ?, ?)').run(...values).lastInsertRowid);
    else db.prepare('UPDATE coupons SET code = ?, valid_from = ?, valid_to = ?, type = ? WHERE id = ?').run(...values, target);
    db.prepare('DELETE FROM coupon_values WHERE coupon_id = ?').run(target);
    const seen = new Set<number>();
    for (const v of c.Values) {
      if (seen.has(v.CurrencyId)) continue;
      seen.add(v.CurrencyId);
      db.prepare('INSERT INTO coupon_values (coupon_id, currency_id, value) VALUES (?, ?, ?)').run(target, v.CurrencyId, c.Type === COUPON_TYPES.FreeShipping ? 0 : toStored(c.Type, v.Value));
    }
    return target;
  })();
}
