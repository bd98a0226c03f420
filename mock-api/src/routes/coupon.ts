import type { FastifyInstance } from 'fastify';
import { COUPON_TYPES, CouponCheckSchema, CouponSchema, SearchPageQuerySchema, type Coupon, type CouponCheckResponse } from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import type { Db } from '../db/open';
import { checkedCurrencies } from '../db/refs';
import { modelStateError, notFound } from '../http/errors';
import { idParam } from '../http/ids';
import { sendJson } from '../http/json';
import { localeOf } from '../http/locale';
import { cents, formatMoney, money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { nowIso } from '../http/time';
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

  /** POST coupon/check (Code): the value in the customer's currency, or Error */
  app.post('/coupon/check', { config: { roles: ROLE_GROUPS.customer } }, async (req): Promise<CouponCheckResponse> => {
    const a = authOf(req);
    const locale = localeOf(req);
    const { Code } = parse(CouponCheckSchema, req.body);
    const currency = db
      .prepare('SELECT cur.id, cur.symbol FROM customers c JOIN currencies cur ON cur.id = c.currency_id WHERE c.key = ?')
      .get(a.customerKey ?? '') as { id: number; symbol: string } | undefined;
    const now = nowIso();
    const row = db.prepare('SELECT * FROM coupons WHERE code = ? AND valid_from <= ? AND valid_to >= ?').get(Code.trim(), now, now) as CouponRow | undefined;
    const value = row && currency ? (db.prepare('SELECT value FROM coupon_values WHERE coupon_id = ? AND currency_id = ?').get(row.id, currency.id) as { value: number } | undefined) : undefined;
    if (!row || !currency || (row.type !== COUPON_TYPES.FreeShipping && !value)) {
      return { Value: 0, DisplayValue: '', Type: row?.type ?? 0, Error: 'The coupon code is not valid.' };
    }
    const v = fromStored(row.type, value?.value ?? 0);
    const display = row.type === COUPON_TYPES.Fixed ? formatMoney(v, currency.symbol, locale) : row.type === COUPON_TYPES.Percentage ? `${v}%` : '';
    db.prepare('UPDATE baskets SET coupon_code = ? WHERE customer_key = ?').run(row.code, a.customerKey);
    return { Value: v, DisplayValue: display, Type: row.type, Error: null };
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
