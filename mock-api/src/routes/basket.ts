import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard';
import type { Auth } from '../auth/session';
import { noteTracedResource } from '../auth/trace';
import { COUPON_INVALID, COUPON_TOO_HIGH, basketLineError, basketRepository, basketState, remainingForFreeDeliveryOf, variantInfo } from '../db/basket';
import { placeOrder } from '../db/checkout';
import { COUPON_FREE_SHIPPING, deliveryCost } from '../db/money-rules';
import { shopAccessOf } from '../db/shop-list';
import { modelStateError } from '../http/errors';
import { sendJson } from '../http/json';
import { money } from '../http/money';
import { route } from '../http/operation';
import { absoluteUrl } from '../http/urls';

/** Basket (spec section 7): customer, staff and marketing read it (admin and salesman while impersonating); customer and staff change it. */
export default async function basketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const baskets = basketRepository(db);
  const keyOf = (req: FastifyRequest) => authOf(req).customerKey ?? '';
  const current = (req: FastifyRequest) => baskets.load(keyOf(req), (p) => absoluteUrl(req, p));
  /** the line rule of db/basket.ts (the product detail's group rule, stock statuses, at most MAX_BASKET_LINE) for the caller */
  const lineErrors = (a: Auth) => {
    const access = shopAccessOf(db, a);
    return (variantId: number, amount: number) => basketLineError(variantInfo(db, variantId), amount, a.impersonated, access);
  };

  route(app, 'getBasket', async (req) => current(req));

  /** refused lines answer one message each in Errors, the others are added; upselling from the first added line's brand */
  route(app, 'addBasketItems', async (req) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const { errors, added } = baskets.addItems(key, req.body.products, req.body.isDropshipment, lineErrors(a));
    const first = added[0]?.variant;
    const upselling = first ? baskets.upselling(first.brand_id, first.group_id) : [];
    return {
      Errors: errors,
      Details: added.map(({ variant: v, amount }) => ({ ProductVariantId: v.id, ProductName: v.group_name, ProductColorName: v.color, ProductSize: v.size, Amount: amount })),
      RemainingForFreeDelivery: money(remainingForFreeDeliveryOf(db, key)),
      UpsellingProducts: upselling.map((r) => ({ ProductId: r.id, ProductGroupId: r.group_id, Name: r.name, Thumbnail: r.thumb ? absoluteUrl(req, r.thumb) : null, UnitPrice: money(r.retail_cents) })),
    };
  });

  route(app, 'updateBasketItem', async (req) => {
    const a = authOf(req);
    const { productVariantId, Amount } = req.body;
    const error = lineErrors(a)(productVariantId, Amount);
    if (error) return { Error: error };
    return { Error: baskets.setAmount(a.customerKey ?? '', productVariantId, Amount) ? null : 'The product is not in the basket.' };
  });

  route(app, 'removeBasketItem', async (req, reply) => {
    baskets.remove(keyOf(req), req.params.productVariantId);
    return reply.status(200).send();
  });

  route(app, 'validateBasket', async (req) => {
    const check = lineErrors(authOf(req));
    return { Errors: baskets.lines(keyOf(req)).map((i) => check(i.variant_id, i.amount)).filter((e): e is string => e !== null) };
  });

  route(app, 'switchBasket', async (req) => {
    baskets.switchDropshipment(keyOf(req), req.body.isDropshipment);
    return current(req);
  });

  /**
   * POST basket/submit: the order (db/checkout.ts placeOrder); stock is taken at submit only (the basket
   * reserves nothing). ModelState when something is missing or the coupon cannot be used.
   */
  route(app, 'submitBasket', async (req, reply) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const body = req.body;
    const couponCode = body.CouponCode?.trim() || null;
    const state = basketState(db, key, couponCode);
    const check = lineErrors(a);
    const errors: Record<string, string[]> = {};
    const lineErrs = state.items.map((i) => check(i.variant_id, i.amount)).filter((e): e is string => e !== null);
    if (!state.items.length) errors[''] = ['The basket is empty.'];
    else if (lineErrs.length) errors[''] = lineErrs;
    if (couponCode && !state.couponCode) errors.CouponCode = [state.totals.couponDropped ? COUPON_TOO_HIGH : COUPON_INVALID];
    const addressId = body.OrderDeliveryAddress?.Id ?? state.head?.delivery_address_id ?? null;
    const address = addressId ? baskets.deliveryAddress(addressId, key) : undefined;
    const drop = body.IsDropshipment ? body.DropshipmentDeliveryAddress : null;
    if (!body.IsDropshipment && !address) errors.OrderDeliveryAddress = ['The delivery address is required.'];
    if (body.IsDropshipment && !drop) errors.DropshipmentDeliveryAddress = ['The dropshipment address is required.'];
    const countryId = drop ? drop.CountryId : (address?.country_id ?? null);
    const costs = countryId === null ? undefined : state.costs.get(countryId);
    // dropshipment only to a country available for delivery (GET country/available), with costs in the customer's currency
    const available = drop ? baskets.isAvailableCountry(drop.CountryId) : true;
    if (countryId !== null && (!costs || !available)) errors[drop ? 'DropshipmentDeliveryAddress.CountryId' : 'OrderDeliveryAddress'] = ['There is no delivery to this country.'];
    if (Object.keys(errors).length || !costs) throw modelStateError(errors);
    const { totals } = state;
    const delivery = deliveryCost(totals.totalCents, costs, body.IsDropshipment, totals.coupon?.type === COUPON_FREE_SHIPPING);
    const orderTotal = totals.totalCents + delivery;
    const { orderNumber } = placeOrder(db, {
      customerKey: key,
      placedBy: a,
      state,
      isDropshipment: body.IsDropshipment,
      reference: body.Reference,
      remarks: body.Remarks,
      dropshipment: drop,
      deliveryAddressId: address?.id ?? null,
      deliveryCountryId: countryId,
      deliveryCents: delivery,
      orderTotalCents: orderTotal,
    });
    noteTracedResource(req, orderNumber);
    return sendJson(reply, {
      axId: orderNumber,
      gtmObject: {
        event: 'purchase',
        transaction_id: orderNumber,
        value: money(orderTotal),
        shipping: money(delivery),
        discount: money(totals.noDiscountCents - totals.totalCents),
        coupon: state.couponCode,
        prepayment: state.isPrepayment,
        items: state.items.length,
      },
    });
  });
}
