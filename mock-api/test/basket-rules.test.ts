import type { FastifyInstance } from 'fastify';
import { BasketSchema, CouponCheckResponseSchema, OrderDetailSchema, OrderSummarySchema, pagedSchema, type Basket } from 'shared-kernel/contract';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const KEY = 'C0001';
let currencyId = 0;
/** two variants of different products of a brand the demo customer may buy */
let a = 0;
let b = 0;

const db = () => app.ctx.db;
const basket = async (): Promise<Basket> => BasketSchema.parse((await call(app, 'GET', '/api/en/basket', t.customer)).json());
const check = async (Code: string) => CouponCheckResponseSchema.parse((await call(app, 'POST', '/api/en/coupon/check', t.customer, { Code })).json());
const add = (productVariantId: number, amount: number) => call(app, 'POST', '/api/en/basket/addItems', t.customer, { products: [{ productVariantId, amount }] });
const stockOf = (id: number) => (db().prepare('SELECT stock, supplier_stock FROM variants WHERE id = ?').get(id) as { stock: number; supplier_stock: number });
const setVariant = (id: number, status: string, stock: number, supplier = 0) =>
  db().prepare('UPDATE variants SET stock_status = ?, stock = ?, supplier_stock = ?, future_available_stock = 0, is_enabled = 1 WHERE id = ?').run(status, stock, supplier, id);
const setPrice = (variantId: number, retail: number, original: number) =>
  db().prepare('UPDATE products SET retail_cents = ?, original_cents = ? WHERE id = (SELECT product_id FROM variants WHERE id = ?)').run(retail, original, variantId);

/** empties the demo basket and fills it with A (2 x 100.00) and B (1 x 70.00, own discount 30 %) */
async function standardBasket() {
  db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(KEY);
  db().prepare("UPDATE baskets SET coupon_code = NULL, is_dropshipment = 0, dropshipment_address = NULL WHERE customer_key = ?").run(KEY);
  setVariant(a, 'STOCK', 50);
  setVariant(b, 'STOCK', 50);
  setPrice(a, 10000, 10000);
  setPrice(b, 7000, 10000);
  expect((await add(a, 2)).json().Errors).toEqual([]);
  expect((await add(b, 1)).json().Errors).toEqual([]);
}

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'customer', 'staff']) t[u] = await login(app, u);
  currencyId = (db().prepare('SELECT currency_id FROM customers WHERE key = ?').get(KEY) as { currency_id: number }).currency_id;
  const rows = db()
    .prepare(
      `SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id JOIN product_groups g ON g.id = p.group_id
       WHERE g.is_deleted = 0 AND g.is_marketing = 0 AND g.brand_id IN (SELECT brand_id FROM customer_brands WHERE customer_key = ?) ORDER BY v.id`,
    )
    .all(KEY) as { id: number; product_id: number }[];
  a = rows[0].id;
  b = rows.find((r) => r.product_id !== rows[0].product_id)!.id;
});
afterAll(() => close());

describe('basket prices', () => {
  it('prices lines in cents with the own discount of the product', async () => {
    await standardBasket();
    const bk = await basket();
    const lines = bk.Products.flatMap((p) => p.Variants);
    expect(lines.find((l) => l.ProductVariantId === a)).toMatchObject({ ProductPrice: 100, ProductAmount: 2, ProductTotal: 200, ProductTotalNoDiscount: 200, ProductDiscount: 0, ProductDiscountPercentage: 0 });
    expect(lines.find((l) => l.ProductVariantId === b)).toMatchObject({ ProductPrice: 70, ProductTotal: 70, ProductTotalNoDiscount: 100, ProductDiscount: 30, ProductDiscountPercentage: 30 });
    expect(bk).toMatchObject({ TotalPrice: 270, TotalPriceNoDiscount: 300, CouponCode: null, IsPrepayment: false });
  });

  it('does not reserve stock when adding to the basket', async () => {
    setVariant(a, 'STOCK', 3);
    await add(a, 2);
    expect(stockOf(a).stock).toBe(3);
  });

  it('checks stock statuses: NO never, ZVS up to stock plus supplier stock, PRE only while impersonating, STOCK above stock allowed', async () => {
    await standardBasket();
    setVariant(a, 'ZVS', 2, 1);
    expect((await add(a, 2)).json().Errors).toEqual([expect.stringContaining('only 3 available')]); // 2 in the basket + 2
    expect((await add(a, 1)).json().Errors).toEqual([]);
    expect((await call(app, 'POST', '/api/en/basket/updateItem', t.customer, { productVariantId: a, Amount: 4 })).json().Error).toEqual(expect.stringContaining('only 3'));
    setVariant(a, 'NO', 100);
    expect((await call(app, 'POST', '/api/en/basket/validate', t.customer)).json().Errors).toEqual([expect.stringContaining('not available')]);
    setVariant(a, 'PRE', 100);
    expect((await call(app, 'POST', '/api/en/basket/validate', t.customer)).json().Errors).toEqual([expect.stringContaining('pre-ordered')]);
    setVariant(a, 'STOCK', 0);
    expect((await call(app, 'POST', '/api/en/basket/validate', t.customer)).json().Errors).toEqual([]);
  });
});

describe('coupon check', () => {
  beforeEach(() => standardBasket());

  it('type 0: a fixed value in the customer currency off the total', async () => {
    expect(await check('fixed25')).toEqual({ Value: 25, DisplayValue: '€ 25.00', Type: 0, Error: null });
    expect(await basket()).toMatchObject({ CouponCode: 'FIXED25', TotalPrice: 245, TotalPriceNoDiscount: 300 });
  });

  it('type 1: a percentage, not on lines with a higher own discount', async () => {
    expect(await check('WELCOME10')).toMatchObject({ Value: 10, Type: 1, Error: null });
    const bk = await basket();
    const lines = bk.Products.flatMap((p) => p.Variants);
    expect(lines.find((l) => l.ProductVariantId === a)).toMatchObject({ ProductTotal: 180, ProductDiscount: 20, ProductDiscountPercentage: 10 });
    expect(lines.find((l) => l.ProductVariantId === b)).toMatchObject({ ProductTotal: 70, ProductDiscountPercentage: 30 });
    expect(bk).toMatchObject({ CouponCode: 'WELCOME10', TotalPrice: 250 });
  });

  it('type 2: free shipping makes every free-delivery minimum 0', async () => {
    expect(await check('FREESHIP')).toMatchObject({ Value: 0, DisplayValue: '', Type: 2, Error: null });
    const bk = await basket();
    expect(bk.TotalPrice).toBe(270);
    expect(Object.values(bk.FreeDeliveryMinimums).every((v) => v === 0)).toBe(true);
    expect(Object.values(bk.ShipmentCosts).every((v) => v > 0)).toBe(true);
  });

  it('refuses expired, future, unknown codes and codes without a value in the customer currency; empty clears', async () => {
    const admin = t.admin;
    const day = 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString();
    const other = (db().prepare('SELECT id FROM currencies WHERE id <> ? ORDER BY id LIMIT 1').get(currencyId) as { id: number }).id;
    await call(app, 'POST', '/api/en/coupon', admin, { Code: 'LATER5', From: iso(Date.now() + 10 * day), To: iso(Date.now() + 20 * day), Type: 0, Values: [{ CurrencyId: currencyId, Value: 5 }] });
    await call(app, 'POST', '/api/en/coupon', admin, { Code: 'OTHERCUR', From: iso(Date.now() - day), To: iso(Date.now() + day), Type: 0, Values: [{ CurrencyId: other, Value: 5 }] });
    await call(app, 'POST', '/api/en/coupon', admin, { Code: 'TODAY1', From: iso(Date.now() - day), To: new Date().toISOString().slice(0, 10), Type: 1, Values: [{ CurrencyId: currencyId, Value: 1 }] });
    expect((await check('TODAY1')).Error).toBeNull(); // To is inclusive: the whole day
    for (const code of ['OLD15', 'LATER5', 'OTHERCUR', 'NOPE']) {
      expect(await check('FIXED25')).toMatchObject({ Error: null });
      expect(await check(code)).toMatchObject({ Error: 'The coupon code is not valid.' });
      expect((await basket()).CouponCode).toBeNull();
    }
    await check('FIXED25');
    expect(await check('')).toEqual({ Value: 0, DisplayValue: '', Type: 0, Error: null });
    expect((await basket()).CouponCode).toBeNull();
  });

  it('refuses a fixed discount above the basket total and drops a stored one once the total falls below it', async () => {
    await call(app, 'POST', '/api/en/coupon', t.admin, { Code: 'BIG300', From: '2020-01-01', To: '2099-12-31', Type: 0, Values: [{ CurrencyId: currencyId, Value: 300 }] });
    expect(await check('BIG300')).toMatchObject({ Value: 300, Type: 0, Error: 'The discount of this coupon is higher than the basket total.' });
    expect((await basket()).CouponCode).toBeNull();
    await call(app, 'POST', '/api/en/coupon', t.admin, { Code: 'EXACT270', From: '2020-01-01', To: '2099-12-31', Type: 0, Values: [{ CurrencyId: currencyId, Value: 270 }] });
    expect((await check('EXACT270')).Error).toBeNull();
    expect((await basket()).TotalPrice).toBe(0);
    await call(app, 'DELETE', `/api/en/basket/removeItem/${b}`, t.customer);
    expect(await basket()).toMatchObject({ CouponCode: null, TotalPrice: 200 });
  });
});

describe('basket/submit', () => {
  const history = async () => pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?pageSize=100', t.customer)).json());
  const backorders = async () => pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Backorder?pageSize=100', t.customer)).json());

  it('creates an order with lines, a shipment and a backorder for the amount above stock; stores the checkout data', async () => {
    await standardBasket();
    setVariant(a, 'STOCK', 1);
    await call(app, 'POST', '/api/en/basket/updateItem', t.customer, { productVariantId: a, Amount: 3 });
    expect(await check('WELCOME10')).toMatchObject({ Error: null });
    const before = await basket();
    const country = String(before.OrderDeliveryAddress!.CountryId);
    // 3 x 100 - 10 % + 70 = 340.00, below the minimum: delivery costs the shipping cost
    expect(before.TotalPrice).toBe(340);
    expect(before.FreeDeliveryMinimums[country]).toBeGreaterThan(340);
    const delivery = before.ShipmentCosts[country];
    const historyCount = (await history()).TotalCount;
    const res = await call(app, 'POST', '/api/en/basket/submit', t.staff, { Reference: 'REF-42', Remarks: 'Ring twice', CouponCode: 'WELCOME10' });
    expect(res.statusCode).toBe(200);
    const { axId, gtmObject } = res.json();
    expect(gtmObject).toMatchObject({ value: 340 + delivery, shipping: delivery, coupon: 'WELCOME10', prepayment: false });
    const list = await history();
    expect(list.TotalCount).toBe(historyCount + 1);
    const order = list.Items.find((o) => o.OrderNumber === axId)!;
    expect(order).toMatchObject({ Total: 340 + delivery, SalesPool: 'WEBORD', IsDropshipment: false, Status: 'Open' });
    expect((await backorders()).Items.map((o) => o.OrderNumber)).toContain(axId);
    const detail = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${order.Id}`, t.customer)).json());
    expect(detail.CustomerOrderDescription).toBe('REF-42');
    expect(detail.DeliveryAddress).not.toBeNull();
    expect(detail.Shipments).toHaveLength(1);
    expect(detail.Invoices).toEqual([]);
    expect(detail.Products.map((l) => [l.ProductVariantId, l.Quantity])).toEqual([
      [a, 3],
      [b, 1],
    ]);
    const bo = db().prepare('SELECT bo.quantity FROM backorders bo JOIN order_lines ol ON ol.id = bo.order_line_id WHERE ol.order_id = ?').all(order.Id);
    expect(bo).toEqual([{ quantity: 2 }]);
    expect(stockOf(a).stock).toBe(0);
    expect(stockOf(b).stock).toBe(49);
    expect(db().prepare('SELECT coupon_code, remarks, delivery_cents, is_prepayment FROM order_checkout WHERE order_id = ?').get(order.Id)).toEqual({
      coupon_code: 'WELCOME10',
      remarks: 'Ring twice',
      delivery_cents: Math.round(delivery * 100),
      is_prepayment: 0,
    });
    expect(await basket()).toMatchObject({ Products: [], CouponCode: null });
    // the next basket shows the amount already in backorder
    setVariant(a, 'STOCK', 0);
    await add(a, 1);
    expect((await basket()).Products[0].Variants[0].ProductAmountAlreadyInBackorder).toBe(2);
  });

  it('a dropshipment order stores its address, uses the dropshipment minimum and is free with a free-shipping coupon', async () => {
    await standardBasket();
    await call(app, 'POST', '/api/en/basket/switch', t.customer, { isDropshipment: true });
    const bk = await basket();
    const countryId = Number(Object.keys(bk.DropshipmentCosts)[0]);
    const costs = db().prepare('SELECT free_delivery_dropshipment_cents AS d FROM country_costs WHERE country_id = ? AND currency_id = ?').get(countryId, currencyId) as { d: number };
    expect(bk.FreeDeliveryMinimums[String(countryId)]).toBe(costs.d / 100);
    const drop = { Name: 'End Customer', CountryName: 'X', CountryId: countryId, ZipCode: '1234AB', HouseNumber: '5', Street: 'Main', City: 'Town', Email: 'e@example.com', Phone: '+32 470 12 34 56' };
    const res = await call(app, 'POST', '/api/en/basket/submit', t.customer, { IsDropshipment: true, DropshipmentDeliveryAddress: drop, CouponCode: 'FREESHIP' });
    expect(res.statusCode).toBe(200);
    expect(res.json().gtmObject).toMatchObject({ shipping: 0, value: 270 });
    const order = (await history()).Items.find((o) => o.OrderNumber === res.json().axId)!;
    expect(order.IsDropshipment).toBe(true);
    const detail = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${order.Id}`, t.customer)).json());
    expect(detail.DeliveryAddress).toMatchObject({ Name: 'End Customer', City: 'Town' });
    expect((await backorders()).Items.map((o) => o.OrderNumber)).not.toContain(res.json().axId);
    // the hidden dropshipment address is not among the customer's delivery addresses
    const addresses = (await call(app, 'GET', `/api/en/Customer/${KEY}/DeliveryAddress`, t.customer)).json() as { Name: string }[];
    expect(addresses.map((x) => x.Name)).not.toContain('End Customer');
  });

  it('refuses an invalid or too high coupon with ModelState', async () => {
    await standardBasket();
    const bad = await call(app, 'POST', '/api/en/basket/submit', t.customer, { CouponCode: 'OLD15' });
    expect(bad.json().ModelState).toEqual({ 'model.CouponCode': ['The coupon code is not valid.'] });
    const high = await call(app, 'POST', '/api/en/basket/submit', t.customer, { CouponCode: 'BIG300' });
    expect(high.json().ModelState).toEqual({ 'model.CouponCode': ['The discount of this coupon is higher than the basket total.'] });
    expect((await basket()).Products).not.toEqual([]);
  });

  it('charges delivery unless the total reaches the free-delivery minimum', async () => {
    await standardBasket();
    const bk = await basket();
    const country = String(bk.OrderDeliveryAddress!.CountryId);
    const minimum = bk.FreeDeliveryMinimums[country];
    setPrice(a, Math.round(minimum * 100), Math.round(minimum * 100)); // 2 x minimum: above it
    const res = await call(app, 'POST', '/api/en/basket/submit', t.customer, {});
    expect(res.json().gtmObject).toMatchObject({ shipping: 0, value: 2 * minimum + 70 });
  });

  it('flags prepayment customers in the basket and the order', async () => {
    db().prepare('UPDATE customers SET is_prepayment = 1 WHERE key = ?').run(KEY);
    try {
      await standardBasket();
      expect((await basket()).IsPrepayment).toBe(true);
      const res = await call(app, 'POST', '/api/en/basket/submit', t.customer, {});
      expect(res.json().gtmObject.prepayment).toBe(true);
      const order = (await history()).Items.find((o) => o.OrderNumber === res.json().axId)!;
      expect(db().prepare('SELECT is_prepayment FROM order_checkout WHERE order_id = ?').get(order.Id)).toEqual({ is_prepayment: 1 });
    } finally {
      db().prepare('UPDATE customers SET is_prepayment = 0 WHERE key = ?').run(KEY);
    }
  });
});
