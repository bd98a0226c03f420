import { BasketSchema, type Basket, type BasketProduct } from 'shared-kernel/contract';
import { money } from '../http/money';
import { bool } from '../http/sql';
import {
  COUPON_FIXED,
  COUPON_FREE_SHIPPING,
  COUPON_PERCENTAGE,
  basketTotals,
  couponValidAt,
  type AppliedCoupon,
  type BasketTotals,
  type CountryCosts,
  freeDeliveryMinimum,
  remainingForFreeDelivery,
} from './money-rules';
import type { Db } from './open';
import { groupUse, type ShopAccess } from './shop-list';

export interface VariantInfo {
  id: number;
  size: string;
  stock_status: string;
  stock: number;
  supplier_stock: number;
  future_available_stock: number;
  next_stock_delivery: string | null;
  is_enabled: number;
  is_pim_disabled: number;
  product_id: number;
  product_deleted: number;
  product_pim_disabled: number;
  color: string;
  group_id: number;
  group_name: string;
  group_deleted: number;
  group_pim_disabled: number;
  brand_id: number;
  brand_name: string;
}

/** the columns of a VariantInfo over `v`, `p`, `g` and `b` */
export const VARIANT_INFO_COLUMNS = `v.id, v.size, v.stock_status, v.stock, v.supplier_stock, v.future_available_stock, v.next_stock_delivery, v.is_enabled, v.is_pim_disabled,
  p.id AS product_id, p.is_deleted AS product_deleted, p.is_pim_disabled AS product_pim_disabled, p.color,
  g.id AS group_id, g.name AS group_name, g.is_deleted AS group_deleted, g.is_pim_disabled AS group_pim_disabled, b.id AS brand_id, b.name AS brand_name`;

/** a variant with its product, group and brand (deleted ones too: the line rule refuses them) */
export function variantInfo(db: Db, variantId: number): VariantInfo | undefined {
  return db
    .prepare(
      `SELECT ${VARIANT_INFO_COLUMNS}
       FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
       WHERE v.id = ?`,
    )
    .get(variantId) as VariantInfo | undefined;
}

/**
 * The most pieces of one size on one basket line (the basket's amount inputs and AddItems allow 9,999 a
 * row): the line's total is checked, however the rows of a call, a re-order or a draft restore add up.
 */
export const MAX_BASKET_LINE = 9999;

export const isPreOrderStatus = (status: string): boolean => status === 'PRE' || status === 'PRE2';
/** statuses limited by stock plus supplier stock (spec section 4; OUT and OUT2 in the shop) */
export const LIMITED_STATUSES = ['ZVS', 'ZVS2', 'OUT', 'OUT2'];

/** how many of a size may be ordered (spec section 4): pre-order sizes future plus supplier stock, limited statuses stock plus supplier stock; null: no limit */
export function orderableLimit(v: { stock_status: string; stock: number; supplier_stock: number; future_available_stock: number }): number | null {
  if (isPreOrderStatus(v.stock_status)) return Math.max(0, v.future_available_stock) + Math.max(0, v.supplier_stock);
  if (LIMITED_STATUSES.includes(v.stock_status)) return Math.max(0, v.stock) + Math.max(0, v.supplier_stock);
  return null;
}

/**
 * Why a basket line cannot hold `amount` of a variant, or null (spec sections 4 and 6). The group first, by
 * the product detail's rule (`groupUse`, db/shop-list.ts): a deleted group or product, or a brand the
 * branch restricts in the customer's country, does not exist; a brand the customer may not buy (no brand
 * access, a branch `view` restriction) is refused; a group, product or size switched off in the PIM is not
 * available. Then the size: NO is never orderable; STOCK, STOCK2, OPB and NOS always (above stock the rest
 * goes to backorder); ZVS, ZVS2, OUT and OUT2 are limited by stock plus supplier stock; PRE and PRE2 only
 * while impersonating, up to future stock plus supplier stock; and a line holds at most MAX_BASKET_LINE.
 */
export function basketLineError(v: VariantInfo | undefined, amount: number, impersonated: boolean, access: ShopAccess): string | null {
  if (!v) return 'The product does not exist.';
  const use = groupUse(access, { brand_id: v.brand_id, is_deleted: v.group_deleted, is_pim_disabled: v.group_pim_disabled });
  if (use === 'hidden' || v.product_deleted) return 'The product does not exist.';
  const name = `${v.group_name} ${v.color} (${v.size})`;
  if (use === 'no-access') return `You have no access to the brand ${v.brand_name}.`;
  if (use === 'not-sold' || v.product_pim_disabled || v.is_pim_disabled || v.stock_status === 'NO' || !v.is_enabled) return `${name} is not available.`;
  if (isPreOrderStatus(v.stock_status) && !impersonated) return `${name} can only be pre-ordered.`;
  if (amount > MAX_BASKET_LINE) return `${name}: at most ${MAX_BASKET_LINE} pieces per line.`;
  const limit = orderableLimit(v);
  if (limit !== null && amount > limit) return `${name}: only ${limit} available.`;
  return null;
}

/** adds to (or creates) a basket line; stock is not reserved (spec section 9) */
export function addToBasket(db: Db, customerKey: string, v: VariantInfo, amount: number): void {
  db.prepare(
    `INSERT INTO basket_items (customer_key, variant_id, amount, is_preorder, added_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (customer_key, variant_id) DO UPDATE SET amount = amount + excluded.amount`,
  ).run(customerKey, v.id, amount, isPreOrderStatus(v.stock_status) ? 1 : 0, new Date().toISOString());
}

/** creates the basket head of a customer when missing (delivery address: the first delivery address) */
export function ensureBasketHead(db: Db, customerKey: string): void {
  db.prepare(
    "INSERT OR IGNORE INTO baskets (customer_key, is_dropshipment, reference, remarks, coupon_code, delivery_address_id, dropshipment_address) VALUES (?, 0, '', '', NULL, (SELECT id FROM addresses WHERE customer_key = ? AND type = 'DELIVERY' AND is_deleted = 0 ORDER BY id LIMIT 1), NULL)",
  ).run(customerKey, customerKey);
}

export const COUPON_INVALID = 'The coupon code is not valid.';
/** spec section 4: a discount above the basket total drops the coupon */
export const COUPON_TOO_HIGH = 'The discount of this coupon is higher than the basket total.';

export interface CouponLookup {
  /** the stored code (its spelling) */
  code: string;
  coupon: AppliedCoupon;
}

/**
 * A coupon code for a customer: valid now (From..To, `To` inclusive), with a value in the customer's currency
 * (free shipping needs none). Null when unknown, expired, not yet valid or without a value for the currency.
 */
export function findCoupon(db: Db, customerKey: string, code: string, now = Date.now()): CouponLookup | null {
  const row = db.prepare('SELECT id, code, valid_from, valid_to, type FROM coupons WHERE code = ?').get(code.trim()) as
    | { id: number; code: string; valid_from: string; valid_to: string; type: number }
    | undefined;
  if (!row || !couponValidAt(row.valid_from, row.valid_to, now)) return null;
  if (row.type === COUPON_FREE_SHIPPING) return { code: row.code, coupon: { type: COUPON_FREE_SHIPPING } };
  const value = db
    .prepare('SELECT cv.value FROM coupon_values cv JOIN customers c ON c.currency_id = cv.currency_id WHERE cv.coupon_id = ? AND c.key = ?')
    .get(row.id, customerKey) as { value: number } | undefined;
  if (!value) return null;
  if (row.type === COUPON_FIXED) return { code: row.code, coupon: { type: COUPON_FIXED, valueCents: value.value } };
  if (row.type === COUPON_PERCENTAGE) return { code: row.code, coupon: { type: COUPON_PERCENTAGE, percentage: value.value } };
  return null;
}

export interface BasketItem {
  product_id: number;
  group_name: string;
  color: string;
  color_id: string;
  description: string;
  erp_id: string;
  variant_id: number;
  size: string;
  stock_status: string;
  cents: number;
  original_cents: number;
  amount: number;
  stock: number;
  supplier_stock: number;
  next_stock_delivery: string | null;
  is_preorder: number;
  in_backorder: number;
}

export interface BasketHead {
  is_dropshipment: number;
  reference: string;
  remarks: string;
  coupon_code: string | null;
  delivery_address_id: number | null;
  dropshipment_address: string | null;
}

/** the priced basket of a customer, in cents */
export interface BasketState {
  currencyId: number;
  isPrepayment: boolean;
  head: BasketHead | undefined;
  items: BasketItem[];
  totals: BasketTotals;
  /** the stored coupon code still in force (null when none, invalid, or dropped) */
  couponCode: string | null;
  /** country costs in the customer's currency, by country id */
  costs: Map<number, CountryCosts>;
}

/** the basket items of a customer with prices (cents), stock and the amounts already in backorder */
export function basketItems(db: Db, customerKey: string): BasketItem[] {
  return db
    .prepare(
      `SELECT p.id AS product_id, g.name AS group_name, p.color, p.color_id, g.description, g.erp_id, v.id AS variant_id, v.size, v.stock_status,
         p.retail_cents AS cents, p.original_cents, i.amount, v.stock, v.supplier_stock, v.next_stock_delivery, i.is_preorder,
         COALESCE((SELECT SUM(bo.quantity) FROM backorders bo JOIN order_lines ol ON ol.id = bo.order_line_id WHERE bo.customer_key = i.customer_key AND ol.variant_id = v.id), 0) AS in_backorder
       FROM basket_items i JOIN variants v ON v.id = i.variant_id JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
       WHERE i.customer_key = ? ORDER BY i.added_at, p.id, v.id`,
    )
    .all(customerKey) as BasketItem[];
}

/**
 * The basket priced with the money rules: `couponCode` undefined uses the stored code; a stored code that is no
 * longer valid, or a fixed coupon above the article total, is dropped from the basket (spec section 4).
 */
export function basketState(db: Db, customerKey: string, couponCode?: string | null): BasketState {
  const customer = db.prepare('SELECT currency_id, is_prepayment FROM customers WHERE key = ?').get(customerKey) as { currency_id: number; is_prepayment: number } | undefined;
  const head = db.prepare('SELECT * FROM baskets WHERE customer_key = ?').get(customerKey) as BasketHead | undefined;
  const items = basketItems(db, customerKey);
  const code = couponCode === undefined ? (head?.coupon_code ?? null) : couponCode;
  const found = code ? findCoupon(db, customerKey, code) : null;
  const totals = basketTotals(
    items.map((i) => ({ unitCents: i.cents, originalUnitCents: i.original_cents, amount: i.amount })),
    found?.coupon ?? null,
  );
  const inForce = found && totals.coupon ? found.code : null;
  if (couponCode === undefined && head?.coupon_code && !inForce) db.prepare('UPDATE baskets SET coupon_code = NULL WHERE customer_key = ?').run(customerKey);
  const costRows = db
    .prepare(
      `SELECT country_id, shipping_cents, dropshipment_cents, free_delivery_shipping_cents, free_delivery_dropshipment_cents FROM country_costs
       WHERE currency_id = ? ORDER BY country_id`,
    )
    .all(customer?.currency_id ?? 0) as { country_id: number; shipping_cents: number; dropshipment_cents: number; free_delivery_shipping_cents: number; free_delivery_dropshipment_cents: number }[];
  const costs = new Map<number, CountryCosts>(
    costRows.map((c) => [
      c.country_id,
      { shippingCents: c.shipping_cents, dropshipmentCents: c.dropshipment_cents, freeDeliveryShippingCents: c.free_delivery_shipping_cents, freeDeliveryDropshipmentCents: c.free_delivery_dropshipment_cents },
    ]),
  );
  return { currencyId: customer?.currency_id ?? 0, isPrepayment: !!customer?.is_prepayment, head, items, totals, couponCode: inForce, costs };
}

/** the delivery country of a basket: the dropshipment address's or the delivery address's, else the customer's */
export function deliveryCountry(db: Db, customerKey: string, state: BasketState): number | null {
  if (state.head?.is_dropshipment && state.head.dropshipment_address) {
    const id = (JSON.parse(state.head.dropshipment_address) as { CountryId?: number }).CountryId;
    if (typeof id === 'number') return id;
  }
  const viaAddress = state.head?.delivery_address_id
    ? (db.prepare('SELECT country_id FROM addresses WHERE id = ?').get(state.head.delivery_address_id) as { country_id: number } | undefined)
    : undefined;
  if (viaAddress) return viaAddress.country_id;
  return (db.prepare('SELECT country_id FROM customers WHERE key = ?').get(customerKey) as { country_id: number } | undefined)?.country_id ?? null;
}

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

/** the free-delivery amount still to reach (cents), for the basket's delivery country and variant (money rules) */
export function remainingForFreeDeliveryOf(db: Db, customerKey: string): number {
  const state = basketState(db, customerKey);
  const country = deliveryCountry(db, customerKey, state);
  const costs = country === null ? undefined : state.costs.get(country);
  if (!costs) return 0;
  return remainingForFreeDelivery(state.totals.totalCents, costs, !!state.head?.is_dropshipment, state.totals.coupon?.type === COUPON_FREE_SHIPPING);
}

/** a line the basket took, as basket/addItems answers it in Details */
export interface AddedLine {
  variant: VariantInfo;
  amount: number;
}

/** a product of the same brand that basket/addItems suggests (upselling) */
export interface UpsellingRow {
  id: number;
  group_id: number;
  name: string;
  retail_cents: number;
  thumb: string | null;
}

/**
 * The basket repository (routes/basket.ts): a customer's lines and head. Whether a line may be ordered is
 * the caller's rule (`basketLineError` with the caller's access), handed in where lines are added.
 */
export function basketRepository(db: Db) {
  const amountOf = db.prepare('SELECT amount FROM basket_items WHERE customer_key = ? AND variant_id = ?');
  const setDropshipment = db.prepare('UPDATE baskets SET is_dropshipment = ? WHERE customer_key = ?');
  const flipDropshipment = db.prepare('UPDATE baskets SET is_dropshipment = 1 - is_dropshipment WHERE customer_key = ?');
  const setAmount = db.prepare('UPDATE basket_items SET amount = ? WHERE customer_key = ? AND variant_id = ?');
  const removeLine = db.prepare('DELETE FROM basket_items WHERE customer_key = ? AND variant_id = ?');
  const lines = db.prepare('SELECT variant_id, amount FROM basket_items WHERE customer_key = ? ORDER BY added_at, variant_id');
  const upselling = db.prepare(
    `SELECT p.id, g.id AS group_id, g.name, p.retail_cents, (SELECT url FROM images i WHERE i.owner_type = 'product' AND i.owner_id = p.id ORDER BY position LIMIT 1) AS thumb
     FROM product_groups g JOIN products p ON p.group_id = g.id WHERE g.brand_id = ? AND g.id <> ? AND g.is_deleted = 0 AND g.is_marketing = 0 ORDER BY g.sort_index, p.id LIMIT 3`,
  );
  const deliveryAddress = db.prepare('SELECT id, country_id FROM addresses WHERE id = ? AND customer_key = ? AND is_deleted = 0');
  const availableCountry = db.prepare('SELECT 1 FROM countries WHERE id = ? AND is_available = 1');

  return {
    load: (customerKey: string, url: (path: string) => string) => loadBasket(db, customerKey, url),
    /**
     * adds each row to the basket unless `lineError` refuses the line's new total (what the basket holds plus
     * the row), in one transaction; `isDropshipment` switches the basket's variant first
     */
    addItems(
      customerKey: string,
      rows: readonly { productVariantId: number; amount: number }[],
      isDropshipment: boolean | undefined,
      lineError: (variantId: number, total: number) => string | null,
    ): { errors: string[]; added: AddedLine[] } {
      const errors: string[] = [];
      const added: AddedLine[] = [];
      db.transaction(() => {
        ensureBasketHead(db, customerKey);
        if (isDropshipment !== undefined) setDropshipment.run(isDropshipment ? 1 : 0, customerKey);
        for (const row of rows) {
          const inBasket = (amountOf.get(customerKey, row.productVariantId) as { amount: number } | undefined)?.amount ?? 0;
          const error = lineError(row.productVariantId, inBasket + row.amount);
          if (error) {
            errors.push(error);
            continue;
          }
          const v = variantInfo(db, row.productVariantId)!;
          addToBasket(db, customerKey, v, row.amount);
          added.push({ variant: v, amount: row.amount });
        }
      })();
      return { errors, added };
    },
    /** up to three products of the brand of `groupId`'s brand, other groups, shop order */
    upselling: (brandId: number, groupId: number) => upselling.all(brandId, groupId) as UpsellingRow[],
    /** sets a line's amount; false when the basket has no such line */
    setAmount: (customerKey: string, variantId: number, amount: number): boolean => setAmount.run(amount, customerKey, variantId).changes > 0,
    remove: (customerKey: string, variantId: number): void => void removeLine.run(customerKey, variantId),
    /** the basket's lines in the order they were added */
    lines: (customerKey: string) => lines.all(customerKey) as { variant_id: number; amount: number }[],
    /** dropshipment on or off; undefined flips it */
    switchDropshipment(customerKey: string, isDropshipment: boolean | undefined): void {
      ensureBasketHead(db, customerKey);
      if (isDropshipment === undefined) flipDropshipment.run(customerKey);
      else setDropshipment.run(isDropshipment ? 1 : 0, customerKey);
    },
    /** a (not deleted) address of the customer */
    deliveryAddress: (id: number, customerKey: string) => deliveryAddress.get(id, customerKey) as { id: number; country_id: number } | undefined,
    /** a country available for delivery (GET country/available) */
    isAvailableCountry: (countryId: number): boolean => !!availableCountry.get(countryId),
  };
}
