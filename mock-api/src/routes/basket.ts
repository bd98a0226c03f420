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
import { brandAccess } from '../auth/scope';
import type { Auth } from '../auth/session';
import { addToBasket, basketLineError, variantInfo } from '../db/basket';
import type { Db } from '../db/open';
import { modelStateError } from '../http/errors';
import { sendJson } from '../http/json';
import { money } from '../http/money';
import { bool } from '../http/sql';
import { absoluteUrl } from '../http/urls';
import { parse } from '../http/validate';

interface ItemRow {
  product_id: number;
  group_name: string;
  color: string;
  color_id: string;
  description: string;
  erp_id: string;
  variant_id: number;
  size: string;
  cents: number;
  amount: number;
  stock: number;
  is_preorder: number;
  in_backorder: number;
}

/** the basket of a customer, prices in the customer's currency as decimals (spec section 3) */
export function loadBasket(db: Db, customerKey: string, url: (path: string) => string): Basket {
  const customer = db.prepare('SELECT currency_id, is_prepayment FROM customers WHERE key = ?').get(customerKey) as { currency_id: number; is_prepayment: number };
  const head = db.prepare('SELECT * FROM baskets WHERE customer_key = ?').get(customerKey) as
    | { is_dropshipment: number; reference: string; remarks: string; coupon_code: string | null; delivery_address_id: number | null; dropshipment_address: string | null }
    | undefined;
  const items = db
    .prepare(
      `SELECT p.id AS product_id, g.name AS group_name, p.color, p.color_id, g.description, g.erp_id, v.id AS variant_id, v.size, p.retail_cents AS cents,
         i.amount, v.stock, i.is_preorder,
         COALESCE((SELECT SUM(bo.quantity) FROM backorders bo JOIN order_lines ol ON ol.id = bo.order_line_id WHERE bo.customer_key = i.customer_key AND ol.variant_id = v.id), 0) AS in_backorder
       FROM basket_items i JOIN variants v ON v.id = i.variant_id JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
       WHERE i.customer_key = ? ORDER BY i.added_at, p.id, v.id`,
    )
    .all(customerKey) as ItemRow[];
  const images = db.prepare("SELECT url FROM images WHERE owner_type = 'product' AND owner_id = ? ORDER BY position");
  const products = new Map<number, BasketProduct>();
  let total = 0;
  for (const r of items) {
    let product = products.get(r.product_id);
    if (!product) {
      product = {
        ProductId: r.product_id,
        ProductName: r.group_name,
        ProductColorName: r.color,
        ProductColorId: r.color_id,
        ProductDescription: r.description,
        ProductModelNumber: r.erp_id,
        ProductImages: (images.all(r.product_id) as { url: string }[]).map((i) => url(i.url)),
        Variants: [],
      };
      products.set(r.product_id, product);
    }
    const lineCents = r.cents * r.amount;
    total += lineCents;
    product.Variants.push({
      ProductVariantId: r.variant_id,
      ProductSize: r.size,
      ProductPrice: money(r.cents),
      ProductDiscount: 0,
      ProductDiscountPercentage: 0,
      ProductAmount: r.amount,
      ProductTotal: money(lineCents),
      ProductTotalNoDiscount: money(lineCents),
      Stock: r.stock,
      IsPreOrder: bool(r.is_preorder),
      ProductAmountAlreadyInBackorder: r.in_backorder,
    });
  }
  const costs = db
    .prepare('SELECT country_id, shipping_cents, dropshipment_cents, free_delivery_shipping_cents FROM country_costs WHERE currency_id = ? ORDER BY country_id')
    .all(customer.currency_id) as { country_id: number; shipping_cents: number; dropshipment_cents: number; free_delivery_shipping_cents: number }[];
  const perCountry = (pick: (c: (typeof costs)[number]) => number) => Object.fromEntries(costs.map((c) => [String(c.country_id), money(pick(c))]));
  const address = head?.delivery_address_id
    ? (db.prepare('SELECT country_id FROM addresses WHERE id = ?').get(head.delivery_address_id) as { country_id: number } | undefined)
    : undefined;
  return BasketSchema.parse({
    Products: [...products.values()],
    TotalPrice: money(total),
    TotalPriceNoDiscount: money(total),
    IsDropshipment: bool(head?.is_dropshipment),
    IsPrepayment: bool(customer.is_prepayment),
    OrderDeliveryAddress: address ? { CountryId: address.country_id } : null,
    DropshipmentDeliveryAddress: head?.dropshipment_address ? JSON.parse(head.dropshipment_address) : null,
    FreeDeliveryMinimums: perCountry((c) => c.free_delivery_shipping_cents),
    ShipmentCosts: perCountry((c) => c.shipping_cents),
    DropshipmentCosts: perCountry((c) => c.dropshipment_cents),
    Reference: head?.reference ?? '',
    Remarks: head?.remarks ?? '',
    CouponCode: head?.coupon_code ?? null,
  });
}

const buyers = { config: { roles: ROLE_GROUPS.buyer } };
const VariantParams = z.object({ productVariantId: z.coerce.number().int().positive() });

/** the free-delivery minimum still to reach, for the basket's delivery country (or the customer's) */
function remainingForFreeDelivery(db: Db, customerKey: string, basket: Basket): number {
  const row = db
    .prepare(
      `SELECT cc.free_delivery_shipping_cents AS shipping, cc.free_delivery_dropshipment_cents AS drop_ FROM customers c
       JOIN country_costs cc ON cc.currency_id = c.currency_id AND cc.country_id = COALESCE(@country, c.country_id) WHERE c.key = @key`,
    )
    .get({ key: customerKey, country: basket.IsDropshipment ? (basket.DropshipmentDeliveryAddress?.CountryId ?? null) : (basket.OrderDeliveryAddress?.CountryId ?? null) }) as
    | { shipping: number; drop_: number }
    | undefined;
  if (!row) return 0;
  return Math.max(0, money((basket.IsDropshipment ? row.drop_ : row.shipping) - Math.round(basket.TotalPrice * 100)));
}

/** Basket (spec section 7): customer, staff and marketing read it (admin and salesman while impersonating); customer and staff change it. */
export default async function basketRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const current = (req: FastifyRequest) => loadBasket(db, authOf(req).customerKey ?? '', (p) => absoluteUrl(req, p));
  const ensureHead = db.prepare(
    "INSERT OR IGNORE INTO baskets (customer_key, is_dropshipment, reference, remarks, coupon_code, delivery_address_id, dropshipment_address) VALUES (?, 0, '', '', NULL, (SELECT id FROM addresses WHERE customer_key = ? AND type = 'DELIVERY' AND is_deleted = 0 ORDER BY id LIMIT 1), NULL)",
  );
  const lineErrors = (a: Auth) => {
    const access = brandAccess(db, a);
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
      ensureHead.run(key, key);
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
    const basket = current(req);
    result.RemainingForFreeDelivery = remainingForFreeDelivery(db, key, basket);
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
    ensureHead.run(key, key);
    if (isDropshipment === undefined) db.prepare('UPDATE baskets SET is_dropshipment = 1 - is_dropshipment WHERE customer_key = ?').run(key);
    else db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?').run(isDropshipment ? 1 : 0, key);
    return current(req);
  });

  /** POST basket/submit: the order (sales pool WEBORD); ModelState when something is missing */
  app.post('/basket/submit', buyers, async (req, reply) => {
    const a = authOf(req);
    const key = a.customerKey ?? '';
    const body = parse(SubmitBasketSchema, req.body);
    const basket = current(req);
    const check = lineErrors(a);
    const errors: Record<string, string[]> = {};
    const lineErrs = basket.Products.flatMap((p) => p.Variants.map((v) => check(v.ProductVariantId, v.ProductAmount))).filter((e): e is string => e !== null);
    if (!basket.Products.length) errors[''] = ['The basket is empty.'];
    else if (lineErrs.length) errors[''] = lineErrs;
    const addressId =
      body.OrderDeliveryAddress?.Id ??
      (db.prepare('SELECT delivery_address_id AS id FROM baskets WHERE customer_key = ?').get(key) as { id: number | null } | undefined)?.id ??
      null;
    const address = addressId ? db.prepare("SELECT id FROM addresses WHERE id = ? AND customer_key = ? AND is_deleted = 0").get(addressId, key) : undefined;
    if (!body.IsDropshipment && !address) errors.OrderDeliveryAddress = ['The delivery address is required.'];
    if (body.IsDropshipment && !body.DropshipmentDeliveryAddress) errors.DropshipmentDeliveryAddress = ['The dropshipment address is required.'];
    if (Object.keys(errors).length) throw modelStateError(errors);
    const total = Math.round(basket.TotalPrice * 100);
    const orderNumber = db.transaction(() => {
      const next = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM orders').get() as { id: number }).id;
      const number = `SO${500000 + next}`;
      const orderId = Number(
        db
          .prepare(
            "INSERT INTO orders (order_number, customer_key, order_date, total_cents, status, sales_pool, is_dropshipment, reference, delivery_address_id, invoice_address_id) VALUES (?, ?, ?, ?, 'Open', 'WEBORD', ?, ?, ?, NULL)",
          )
          .run(number, key, new Date().toISOString(), total, body.IsDropshipment ? 1 : 0, body.Reference, body.IsDropshipment ? null : addressId).lastInsertRowid,
      );
      for (const p of basket.Products) {
        for (const v of p.Variants) {
          db.prepare("INSERT INTO order_lines (order_id, variant_id, quantity, quantity_shipped, quantity_canceled, unit_cents, expected_delivery_date, status) VALUES (?, ?, ?, 0, 0, ?, NULL, 'Open')").run(
            orderId,
            v.ProductVariantId,
            v.ProductAmount,
            Math.round(v.ProductPrice * 100),
          );
        }
      }
      db.prepare('DELETE FROM basket_items WHERE customer_key = ?').run(key);
      db.prepare("UPDATE baskets SET reference = '', remarks = '', coupon_code = NULL, is_dropshipment = 0, dropshipment_address = NULL WHERE customer_key = ?").run(key);
      return number;
    })();
    return sendJson(reply, { axId: orderNumber, gtmObject: { event: 'purchase', transaction_id: orderNumber, value: money(total), items: basket.Products.length } });
  });
}
