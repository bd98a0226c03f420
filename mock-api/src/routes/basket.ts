import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AddItemsResponseSchema,
  AddItemsSchema,
  BasketSchema,
  BasketSwitchSchema,
  SubmitBasketSchema,
  UpdateItemSchema,
  type AddItemsResponse,
  type Basket,
  type BasketProduct,
} from 'shared-kernel/contract';
import { z } from 'zod';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import type { Auth } from '../auth/session';
import { noteTracedResource, recordOrderPlacedBy } from '../auth/trace';
import {
  COUPON_INVALID,
  COUPON_TOO_HIGH,
  LIMITED_STATUSES,
  addToBasket,
  basketLineError,
  basketState,
  deliveryCountry,
  ensureBasketHead,
  variantInfo,
} from '../db/basket';
import { saveCheckout } from '../db/checkout';
import { COUPON_FREE_SHIPPING, backorderQuantity, deliveryCost, freeDeliveryMinimum, remainingForFreeDelivery, type CountryCosts } from '../db/money-rules';
import type { Db } from '../db/open';
import { shopAccessOf } from '../db/shop-list';
import { modelStateError } from '../http/errors';
import { sendJson } from '../http/json';
import { money } from '../http/money';
import { bool } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

/** the basket of a customer, prices in the customer's currency as decimals (spec section 3), computed in cents by the money rules */
export function loadBasket(db: Db, customerKey: string, url: (path: string) => string): Basket {
  const state = basketState(db, customerKey);
  const { head, items, totals } = state;
  const images = db.prepare("SELECT url FROM images WHERE owner_type = 'product' AND owner_id = ? ORDER BY position");
  const products = new Map<number, BasketProduct>();
  items.forEach((r, i) => {
    let product = products.get(r.product_id);
    if (!product) {
      product = {
        ProductId: r.product_id,
        ProductName: r.group_name,
        ProductColorName: r.color,
        ProductColorId: r.color_id,
        ProductDescription: r.description,
        ProductModelNumber: r.erp_id,
        ProductImages: (images.all(r.product_id) as { url: string }[]).map((img) => url(img.url)),
        Variants: [],
      };
      products.set(r.product_id, product);
    }
    const line = totals.lines[i];
    product.Variants.push({
      ProductVariantId: r.variant_id,
      ProductSize: r.size,
      ProductPrice: money(r.cents),
      ProductDiscount: money(line.discountCents),
      ProductDiscountPercentage: line.discountPercentage,
      ProductAmount: r.amount,
      ProductTotal: money(line.totalCents),
      ProductTotalNoDiscount: money(line.noDiscountCents),
      Stock: r.stock,
      IsPreOrder: bool(r.is_preorder),
      ProductAmountAlreadyInBackorder: r.in_backorder,
    });
  });
  const dropshipment = !!head?.is_dropshipment;
  const freeShipping = totals.coupon?.type === COUPON_FREE_SHIPPING;
  const perCountry = (pick: (c: CountryCosts) => number) => Object.fromEntries([...state.costs].map(([id, c]) => [String(id), money(pick(c))]));
  const address = head?.delivery_address_id
    ? (db.prepare('SELECT country_id FROM addresses WHERE id = ?').get(head.delivery_address_id) as { country_id: number } | undefined)
    : undefined;
  return BasketSchema.parse({
    Products: [...products.values()],
    TotalPrice: money(totals.totalCents),
    TotalPriceNoDiscount: money(totals.noDiscountCents),
    IsDropshipment: dropshipment,
    IsPrepayment: state.isPrepayment,
    OrderDeliveryAddress: address ? { CountryId: address.country_id } : null,
    DropshipmentDeliveryAddress: head?.dropshipment_address ? JSON.parse(head.dropshipment_address) : null,
    // the minimum of the basket's variant (shipping or dropshipment); a free-shipping coupon makes every minimum 0
    FreeDeliveryMinimums: perCountry((c) => (freeShipping ? 0 : freeDeliveryMinimum(c, dropshipment))),
    ShipmentCosts: perCountry((c) => c.shippingCents),
    DropshipmentCosts: perCountry((c) => c.dropshipmentCents),
    Reference: head?.reference ?? '',
    Remarks: head?.remarks ?? '',
    CouponCode: state.couponCode,
  });
}

const buyers = { config: { roles: ROLE_GROUPS.buyer } };
const VariantParams = z.object({ productVariantId: z.coerce.number().int().positive() });

/** the free-delivery amount still to reach, for the basket's delivery country and variant (money rules) */
function remainingFor(db: Db, customerKey: string): number {
  const state = basketState(db, customerKey);
  const country = deliveryCountry(db, customerKey, state);
  const costs = country === null ? undefined : state.costs.get(country);
  if (!costs) return 0;
  return money(remainingForFreeDelivery(state.totals.totalCents, costs, !!state.head?.is_dropshipment, state.totals.coupon?.type === COUPON_FREE_SHIPPING));
}

/** Basket (spec section 7): customer, staff and marketing read it (admin and salesman while impersonating); customer and staff change it. */
export default async function basketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const current = (req: FastifyRequest) => loadBasket(db, authOf(req).customerKey ?? '', (p) => absoluteUrl(req, p));
  /** the line rule of db/basket.ts (the product detail's group rule, stock statuses, at most MAX_BASKET_LINE) for the caller */
  const lineErrors = (a: Auth) => {
    const access = shopAccessOf(db, a);
    return (variantId: number, amount: number) => basketLineError(variantInfo(db, variantId), amount, a.impersonated, access);
  };

  app.get('/basket', { config: { roles: ROLE_GROUPS.customer } }, async (req) => current(req));

  app.post('/basket/addItems', buyers, async (req): Promise<AddItemsResponse> => {
    const a = authOf(req);
    const body = parse(AddItemsSchema, req.body);
    const key = a.customerKey ?? '';
    const check = lineErrors(a);
    const result: AddItemsResponse = { Errors: [], Details: [], RemainingForFreeDelivery: 0, UpsellingProducts: [] };
    db.transaction(() => {
      ensureBasketHead(db, key);
      if (body.isDropshipment !== undefined) db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?').run(body.isDropshipment ? 1 : 0, key);
      for (const p of body.products) {
        const inBasket = (db.prepare('SELECT amount FROM basket_items WHERE customer_key = ? AND variant_id = ?').get(key, p.productVariantId) as { amount: number } | undefined)?.amount ?? 0;
        const error = check(p.productVariantId, inBasket + p.amount);
        if (error) {
          result.Errors.push(error);
          continue;
        }
        const v = variantInfo(db, p.productVariantId)!;
        addToBasket(db, key, v, p.amount);
        result.Details.push({ ProductVariantId: v.id, ProductName: v.group_name, ProductColorName: v.color, ProductSize: v.size, Amount: p.amount });
      }
    })();
    result.RemainingForFreeDelivery = remainingFor(db, key);
    const first = result.Details[0] ? variantInfo(db, result.Details[0].ProductVariantId) : undefined;
    if (first) {
      const rows = db
        .prepare(
          `SELECT p.id, g.id AS group_id, g.name, p.retail_cents, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb
           FROM product_groups g JOIN products p ON p.group_id = g.id WHERE g.brand_id = ? AND g.id <> ? AND g.is_deleted = 0 AND g.is_marketing = 0 ORDER BY g.sort_index, p.id LIMIT 3`,
        )
        .all(first.brand_id, first.group_id) as { id: number; group_id: number; name: string; retail_cents: number; thumb: string | null }[];
      result.UpsellingProducts = rows.map((r) => ({ ProductId: r.id, ProductGroupId: r.group_id, Name: r.name, Thumbnail: r.thumb ? absoluteUrl(req, r.thumb) : null, UnitPrice: money(r.retail_cents) }));
    }
    return AddItemsResponseSchema.parse(result);
  });

  app.post('/basket/updateItem', buyers, async (req) => {
    const a = authOf(req);
    const body = parse(UpdateItemSchema, req.body);
    const error = lineErrors(a)(body.productVariantId, body.Amount);
    if (error) return { Error: error };
    const changed = db.prepare('UPDATE basket_items SET amount = ? WHERE customer_key = ? AND variant_id = ?').run(body.Amount, a.customerKey, body.productVariantId).changes;
    return { Error: changed ? null : 'The product is not in the basket.' };
  });

  app.delete('/basket/removeItem/:productVariantId', buyers, async (req, reply) => {
    const { productVariantId } = parse(VariantParams, req.params);
    db.prepare('DELETE FROM basket_items WHERE customer_key = ? AND variant_id = ?').run(authOf(req).customerKey, productVariantId);
    return reply.status(200).send();
  });

  app.post('/basket/validate', buyers, async (req) => {
    const a = authOf(req);
    const check = lineErrors(a);
    const items = db.prepare('SELECT variant_id, amount FROM basket_items WHERE customer_key = ? ORDER BY added_at, variant_id').all(a.customerKey) as { variant_id: number; amount: number }[];
    return { Errors: items.map((i) => check(i.variant_id, i.amount)).filter((e): e is string => e !== null) };
  });

  app.post('/basket/switch', buyers, async (req) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const { isDropshipment } = parse(BasketSwitchSchema, req.body);
    ensureBasketHead(db, key);
    if (isDropshipment === undefined) db.prepare('UPDATE baskets SET is_dropshipment = 1 - is_dropshipment WHERE customer_key = ?').run(key);
    else db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?').run(isDropshipment ? 1 : 0, key);
    return current(req);
  });

  /**
   * POST basket/submit: the order (sales pool WEBORD) with its lines, a pending shipment (the invoice follows
   * later) and a backorder for every line above stock; stock is taken at submit only (the basket reserves
   * nothing). ModelState when something is missing or the coupon cannot be used.
   */
  app.post('/basket/submit', buyers, async (req, reply) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const body = parse(SubmitBasketSchema, req.body);
    const couponCode = body.CouponCode?.trim() || null;
    const state = basketState(db, key, couponCode);
    const check = lineErrors(a);
    const errors: Record<string, string[]> = {};
    const lineErrs = state.items.map((i) => check(i.variant_id, i.amount)).filter((e): e is string => e !== null);
    if (!state.items.length) errors[''] = ['The basket is empty.'];
    else if (lineErrs.length) errors[''] = lineErrs;
    if (couponCode && !state.couponCode) errors.CouponCode = [state.totals.couponDropped ? COUPON_TOO_HIGH : COUPON_INVALID];
    const addressId = body.OrderDeliveryAddress?.Id ?? state.head?.delivery_address_id ?? null;
    const address = addressId
      ? (db.prepare('SELECT id, country_id FROM addresses WHERE id = ? AND customer_key = ? AND is_deleted = 0').get(addressId, key) as { id: number; country_id: number } | undefined)
      : undefined;
    const drop = body.IsDropshipment ? body.DropshipmentDeliveryAddress : null;
    if (!body.IsDropshipment && !address) errors.OrderDeliveryAddress = ['The delivery address is required.'];
    if (body.IsDropshipment && !drop) errors.DropshipmentDeliveryAddress = ['The dropshipment address is required.'];
    const countryId = drop ? drop.CountryId : (address?.country_id ?? null);
    const costs = countryId === null ? undefined : state.costs.get(countryId);
    // dropshipment only to a country available for delivery (GET country/available), with costs in the customer's currency
    const available = drop ? !!db.prepare('SELECT 1 FROM countries WHERE id = ? AND is_available = 1').get(drop.CountryId) : true;
    if (countryId !== null && (!costs || !available)) errors[drop ? 'DropshipmentDeliveryAddress.CountryId' : 'OrderDeliveryAddress'] = ['There is no delivery to this country.'];
    if (Object.keys(errors).length || !costs) throw modelStateError(errors);
    const { totals } = state;
    const delivery = deliveryCost(totals.totalCents, costs, body.IsDropshipment, totals.coupon?.type === COUPON_FREE_SHIPPING);
    const orderTotal = totals.totalCents + delivery;
    const now = new Date().toISOString();
    const orderNumber = db.transaction(() => {
      const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders').get() as { id: number }).id;
      const number = `SO${500000 + next}`;
      // the dropshipment address is kept as a (hidden) delivery address of the customer, so the order detail shows it
      const deliveryAddressId = drop
        ? Number(
            db
              .prepare(
                "INSERT INTO addresses (customer_key, type, name, street, house_number, zip_code, city, country_id, email, phone, is_deleted) VALUES (?, 'DELIVERY', ?, ?, ?, ?, ?, ?, ?, ?, 1)",
              )
              .run(key, drop.Name, drop.Street, drop.HouseNumber, drop.ZipCode, drop.City, drop.CountryId, drop.Email, drop.Phone).lastInsertRowid,
          )
        : (address?.id ?? null);
      const orderId = Number(
        db
          .prepare(
            "INSERT INTO orders (order_number, customer_key, order_date, total_cents, status, sales_pool, is_dropshipment, reference, delivery_address_id, invoice_address_id) VALUES (?, ?, ?, ?, 'Open', 'WEBORD', ?, ?, ?, NULL)",
          )
          .run(number, key, now, orderTotal, body.IsDropshipment ? 1 : 0, body.Reference, deliveryAddressId).lastInsertRowid,
      );
      // traceable impersonation: the admin or salesman who placed it for the customer
      recordOrderPlacedBy(db, orderId, a);
      const insertLine = db.prepare(
        "INSERT INTO order_lines (order_id, variant_id, quantity, quantity_shipped, quantity_canceled, unit_cents, expected_delivery_date, status) VALUES (?, ?, ?, 0, 0, ?, ?, 'Open')",
      );
      const insertBackorder = db.prepare('INSERT INTO backorders (customer_key, order_line_id, quantity, expected_delivery_date) VALUES (?, ?, ?, ?)');
      const takeStock = db.prepare('UPDATE variants SET stock = MAX(0, stock - @fromStock), supplier_stock = MAX(0, supplier_stock - @fromSupplier) WHERE id = @id');
      for (const i of state.items) {
        const preorder = !!i.is_preorder;
        const backorder = backorderQuantity(i.amount, i.stock, preorder);
        const lineId = Number(insertLine.run(orderId, i.variant_id, i.amount, i.cents, backorder > 0 ? i.next_stock_delivery : null).lastInsertRowid);
        if (backorder > 0) insertBackorder.run(key, lineId, backorder, i.next_stock_delivery);
        if (!preorder) {
          const fromStock = i.amount - backorder;
          takeStock.run({ id: i.variant_id, fromStock, fromSupplier: LIMITED_STATUSES.includes(i.stock_status) ? backorder : 0 });
        }
      }
      db.prepare("INSERT INTO shipments (order_id, status, delivery_date, tracking_url, tracking_code) VALUES (?, 'Pending', NULL, NULL, NULL)").run(orderId);
      saveCheckout(db, {
        order_id: orderId,
        coupon_code: state.couponCode,
        coupon_type: totals.coupon?.type ?? null,
        remarks: body.Remarks,
        dropshipment_address: drop ? JSON.stringify(drop) : null,
        delivery_country_id: countryId,
        articles_cents: totals.articlesCents,
        no_discount_cents: totals.noDiscountCents,
        coupon_discount_cents: state.items.reduce((sum, i) => sum + i.cents * i.amount, 0) - totals.totalCents,
        delivery_cents: delivery,
        is_prepayment: state.isPrepayment ? 1 : 0,
      });
      db.prepare('DELETE FROM basket_items WHERE customer_key = ?').run(key);
      db.prepare("UPDATE baskets SET reference = '', remarks = '', coupon_code = NULL, is_dropshipment = 0, dropshipment_address = NULL WHERE customer_key = ?").run(key);
      return number;
    })();
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
