import { COUPON_TYPES, type Coupon } from 'shared-kernel/contract';
import { modelStateError } from '../http/errors';
import { cents, money } from '../http/money';
import { pagedQuery } from '../http/paging';
import { Where, likeTerm } from '../http/sql';
import { ensureBasketHead } from './basket';
import type { Db } from './open';
import { checkedCurrencies } from './refs';

interface CouponRow {
  id: number;
  code: string;
  valid_from: string;
  valid_to: string;
  type: number;
}

/** stored values: cents for fixed coupons, whole percentages otherwise */
const toStored = (type: number, value: number) => (type === COUPON_TYPES.Fixed ? cents(value) : Math.round(value));
const fromStored = (type: number, value: number) => (type === COUPON_TYPES.Fixed ? money(value) : value);

/**
 * The coupons repository (routes/coupon.ts): the admin's coupons with their value per currency, and the
 * coupon a customer's basket keeps (coupon/check; the coupon rules themselves are in db/basket.ts).
 */
export function couponRepository(db: Db) {
  const valuesOf = db.prepare('SELECT currency_id, value FROM coupon_values WHERE coupon_id = ? ORDER BY currency_id');
  const one = db.prepare('SELECT * FROM coupons WHERE id = ?');
  const byCode = db.prepare('SELECT id FROM coupons WHERE code = ?');
  const insert = db.prepare('INSERT INTO coupons (code, valid_from, valid_to, type) VALUES (?, ?, ?, ?)');
  const update = db.prepare('UPDATE coupons SET code = ?, valid_from = ?, valid_to = ?, type = ? WHERE id = ?');
  const clearValues = db.prepare('DELETE FROM coupon_values WHERE coupon_id = ?');
  const insertValue = db.prepare('INSERT INTO coupon_values (coupon_id, currency_id, value) VALUES (?, ?, ?)');
  const keepOnBasket = db.prepare('UPDATE baskets SET coupon_code = ? WHERE customer_key = ?');
  const currencySymbol = db.prepare('SELECT cur.symbol FROM customers c JOIN currencies cur ON cur.id = c.currency_id WHERE c.key = ?');

  const toCoupon = (r: CouponRow): Coupon => ({
    Id: r.id,
    Code: r.code,
    From: r.valid_from,
    To: r.valid_to,
    Type: r.type,
    Values: (valuesOf.all(r.id) as { currency_id: number; value: number }[]).map((v) => ({ CurrencyId: v.currency_id, Value: fromStored(r.type, v.value) })),
  });

  return {
    /** a page of the coupons, the latest start first; `search` in the code */
    page: (q: { search?: string; Page: number; PageSize: number }) => {
      const where = new Where();
      if (q.search) where.add("c.code LIKE @s ESCAPE '\\'", { s: likeTerm(q.search) });
      return pagedQuery(db, { select: 'SELECT c.*', from: 'FROM coupons c', where, orderBy: 'c.valid_from DESC, c.id DESC', page: q.Page, pageSize: q.PageSize, map: toCoupon });
    },
    /** a coupon; undefined when unknown */
    get: (id: number): Coupon | undefined => {
      const row = one.get(id) as CouponRow | undefined;
      return row && toCoupon(row);
    },
    exists: (id: number) => one.get(id) !== undefined,
    /** inserts (id null) or updates a coupon with its values; ModelState for a code in use or an unknown currency; returns the id */
    save: (c: Coupon, id: number | null): number => {
      checkedCurrencies(db, c.Values.map((v) => v.CurrencyId), 'Values');
      const clash = byCode.get(c.Code) as { id: number } | undefined;
      if (clash && clash.id !== id) throw modelStateError({ Code: [`The code '${c.Code}' is already in use.`] });
      return db.transaction(() => {
        const values = [c.Code, new Date(c.From).toISOString(), new Date(c.To).toISOString(), c.Type];
        let target = id;
        if (target === null) target = Number(insert.run(...values).lastInsertRowid);
        else update.run(...values, target);
        clearValues.run(target);
        const seen = new Set<number>();
        for (const v of c.Values) {
          if (seen.has(v.CurrencyId)) continue;
          seen.add(v.CurrencyId);
          insertValue.run(target, v.CurrencyId, c.Type === COUPON_TYPES.FreeShipping ? 0 : toStored(c.Type, v.Value));
        }
        return target;
      })();
    },
    /** keeps a coupon code on the customer's basket (null clears it) */
    keepOnBasket: (customerKey: string, code: string | null) => {
      ensureBasketHead(db, customerKey);
      keepOnBasket.run(code, customerKey);
    },
    /** the symbol of the customer's currency; undefined for an unknown customer */
    currencySymbol: (customerKey: string) => (currencySymbol.get(customerKey) as { symbol: string } | undefined)?.symbol,
  };
}
