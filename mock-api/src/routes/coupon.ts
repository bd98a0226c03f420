import type { FastifyInstance } from 'fastify';
import { COUPON_TYPES, type CouponCheckResponse } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { COUPON_INVALID, COUPON_TOO_HIGH, basketState, findCoupon } from '../db/basket';
import { couponRepository } from '../db/coupons';
import { notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { localeOf } from '../http/locale';
import { formatMoney, money } from '../http/money';
import { route } from '../http/operation';

/** Coupons (spec section 7): admin CRUD and POST coupon/check for the basket. */
export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const coupons = couponRepository(db);

  route(app, 'listCoupons', async (req) => coupons.page(req.query));

  route(app, 'getCoupon', async (req) => {
    const coupon = coupons.get(req.params.id);
    if (!coupon) throw notFound('The coupon was not found.');
    return coupon;
  });

  // the new id as a bare JSON number
  route(app, 'createCoupon', async (req, reply) => sendJson(reply, coupons.save(req.body, null)));

  route(app, 'updateCoupon', async (req) => {
    const { id } = req.params;
    if (!coupons.exists(id)) throw notFound('The coupon was not found.');
    coupons.save(req.body, id);
    return coupons.get(id)!;
  });

  /**
   * POST coupon/check (Code): the value in the customer's currency, or Error (spec section 4): an empty code clears the
   * basket's coupon; an unknown, expired, not yet valid code or one without a value in the customer's currency is an
   * Error and clears it; a fixed value above the basket total is refused (Error) and clears it; otherwise it is stored.
   * Marketing users order nothing and see no prices: coupon/check is for buyers only (issue 15, the operation's roles).
   */
  route(app, 'checkCoupon', async (req): Promise<CouponCheckResponse> => {
    const key = authOf(req).customerKey ?? '';
    const locale = localeOf(req);
    const { Code } = req.body;
    const store = (code: string | null) => coupons.keepOnBasket(key, code);
    if (!Code.trim()) {
      store(null);
      return { Value: 0, DisplayValue: '', Type: 0, Error: null };
    }
    const found = findCoupon(db, key, Code);
    const symbol = coupons.currencySymbol(key);
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
