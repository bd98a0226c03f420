import type { FastifyInstance } from 'fastify';
import { BasketSchema, ProductGroupDetailSchema } from 'shared-kernel/contract';
import { MAX_BASKET_LINE } from '../src/db/basket';
import { call, login, testApp } from './helpers';

/*
 * Issue 15, security point 4 (spec section 6): basket/addItems, validate and submit refuse what the product
 * detail does not offer for sale (one rule: db/shop-list.ts groupUse); a basket line holds at most 9,999
 * pieces however the rows add up; dropshipment goes only to available countries with a valid e-mail and phone.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let customer: string;
const KEY = 'C0001';
const db = () => app.ctx.db;

/** a STOCK variant (unlimited) of a group matching `where` over `g` */
function variantOf(where: string, ...args: unknown[]): { variant: number; group: number; product: number; brand: string } {
  const row = db()
    .prepare(
      `SELECT v.id AS variant, g.id AS "group", p.id AS product, b.name AS brand FROM variants v JOIN products p ON p.id = v.product_id
       JOIN product_groups g ON g.id = p.group_id JOIN brands b ON b.id = g.brand_id
       WHERE g.is_marketing = 0 AND p.is_deleted = 0 AND ${where} ORDER BY v.id LIMIT 1`,
    )
    .get(...args) as { variant: number; group: number; product: number; brand: string } | undefined;
  if (!row) throw new Error(`no variant for ${where}`);
  db().prepare("UPDATE variants SET stock_status = 'STOCK', stock = 50, is_enabled = 1, is_pim_disabled = 0 WHERE id = ?").run(row.variant);
  return row;
}
const OWN_BRAND = `g.brand_id IN (SELECT brand_id FROM customer_brands WHERE customer_key = '${KEY}')`;

const add = (products: { productVariantId: number; amount: number }[]) => call(app, 'POST', '/api/en/basket/addItems', customer, { products });
const basketLines = async () => BasketSchema.parse((await call(app, 'GET', '/api/en/basket', customer)).json()).Products.flatMap((p) => p.Variants);
const emptyBasket = () => db().prepare('DELETE FROM basket_items WHERE customer_key = ?').run(KEY);
/** a line put into the basket directly, as one added before the rule changed (a restriction added later) */
const putLine = (variant: number, amount: number) =>
  db().prepare("INSERT INTO basket_items (customer_key, variant_id, amount, is_preorder, added_at) VALUES (?, ?, ?, 0, '2026-01-01T00:00:00.000Z')").run(KEY, variant, amount);
const detail = (group: number) => call(app, 'GET', `/api/en/productgroup/${group}`, customer);

beforeAll(async () => {
  ({ app, close } = await testApp());
  customer = await login(app, 'customer');
});
afterAll(() => close());

describe('the product detail and the basket apply one rule', () => {
  const branch = () => db().prepare('SELECT c.branch_id, ctry.iso2 FROM customers c JOIN countries ctry ON ctry.id = c.country_id WHERE c.key = ?').get(KEY) as { branch_id: number; iso2: string };
  const restrict = (brandId: number, level: 'restricted' | 'view') => {
    const b = branch();
    db().prepare('DELETE FROM branch_restrictions WHERE branch_id = ? AND brand_id = ? AND country_code = ?').run(b.branch_id, brandId, b.iso2);
    db().prepare('INSERT INTO branch_restrictions (branch_id, brand_id, country_code, restriction_level) VALUES (?, ?, ?, ?)').run(b.branch_id, brandId, b.iso2, level);
    return () => db().prepare('DELETE FROM branch_restrictions WHERE branch_id = ? AND brand_id = ? AND country_code = ?').run(b.branch_id, brandId, b.iso2);
  };
  const brandOf = (group: number) => (db().prepare('SELECT brand_id FROM product_groups WHERE id = ?').get(group) as { brand_id: number }).brand_id;

  /** the cases: how to make a group unorderable, what the detail shows, what the basket answers */
  const cases: { name: string; make: () => { variant: number; group: number; undo: () => void }; detail: 404 | 'no prices'; error: (v: { brand: string }) => RegExp }[] = [
    {
      name: 'a brand the customer has no access to',
      make: () => {
        const v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND NOT ${OWN_BRAND}`);
        return { ...v, undo: () => undefined };
      },
      detail: 'no prices',
      error: (v) => new RegExp(`You have no access to the brand ${v.brand}`),
    },
    {
      name: "a brand the branch makes view-only in the customer's country",
      make: () => {
        const v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`);
        return { ...v, undo: restrict(brandOf(v.group), 'view') };
      },
      detail: 'no prices',
      error: (v) => new RegExp(`You have no access to the brand ${v.brand}`),
    },
    {
      name: "a brand the branch restricts in the customer's country",
      make: () => {
        const v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`);
        return { ...v, undo: restrict(brandOf(v.group), 'restricted') };
      },
      detail: 404,
      error: () => /The product does not exist/,
    },
    {
      name: 'a group switched off in the PIM',
      make: () => {
        const v = variantOf(`g.is_deleted = 0 AND ${OWN_BRAND}`);
        db().prepare('UPDATE product_groups SET is_pim_disabled = 1 WHERE id = ?').run(v.group);
        return { ...v, undo: () => db().prepare('UPDATE product_groups SET is_pim_disabled = 0 WHERE id = ?').run(v.group) };
      },
      detail: 'no prices',
      error: () => /is not available/,
    },
    {
      name: 'a deleted group',
      make: () => {
        const v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`);
        db().prepare('UPDATE product_groups SET is_deleted = 1 WHERE id = ?').run(v.group);
        return { ...v, undo: () => db().prepare('UPDATE product_groups SET is_deleted = 0 WHERE id = ?').run(v.group) };
      },
      detail: 404,
      error: () => /The product does not exist/,
    },
  ];

  it.each(cases)('$name: the detail offers no sale, addItems, validate and submit refuse it', async (c) => {
    emptyBasket();
    const v = c.make();
    const brand = (db().prepare('SELECT b.name FROM brands b JOIN product_groups g ON g.brand_id = b.id WHERE g.id = ?').get(v.group) as { name: string }).name;
    try {
      const d = await detail(v.group);
      if (c.detail === 404) expect(d.statusCode).toBe(404);
      else expect(ProductGroupDetailSchema.parse(d.json())).toMatchObject({ CustomerHasAccess: false, RetailFromPrice: -1 });

      const added = await add([{ productVariantId: v.variant, amount: 1 }]);
      expect(added.json().Errors).toEqual([expect.stringMatching(c.error({ brand }))]);
      expect(await basketLines()).toEqual([]);

      putLine(v.variant, 1);
      const validated = await call(app, 'POST', '/api/en/basket/validate', customer);
      expect(validated.json().Errors).toEqual([expect.stringMatching(c.error({ brand }))]);
      const submitted = await call(app, 'POST', '/api/en/basket/submit', customer, {});
      expect(submitted.statusCode).toBe(400);
      expect(submitted.json().ModelState.model).toEqual([expect.stringMatching(c.error({ brand }))]);
      // the bulk resolve of the fast order follows the same rule
      const sku = (db().prepare('SELECT sku FROM variants WHERE id = ?').get(v.variant) as { sku: string }).sku;
      const resolved = await call(app, 'POST', '/api/en/productvariant/resolve', customer, { Rows: [{ Line: 1, Code: sku, Amount: 1 }] });
      expect(resolved.json()[0]).toMatchObject({ Ok: false });
    } finally {
      v.undo();
      emptyBasket();
    }
  });

  it('an orderable group of the same kind is offered and accepted', async () => {
    emptyBasket();
    const v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`);
    expect(ProductGroupDetailSchema.parse((await detail(v.group)).json())).toMatchObject({ CustomerHasAccess: true });
    expect((await add([{ productVariantId: v.variant, amount: 1 }])).json().Errors).toEqual([]);
    expect((await call(app, 'POST', '/api/en/basket/validate', customer)).json().Errors).toEqual([]);
    emptyBasket();
  });
});

describe(`one basket line holds at most ${MAX_BASKET_LINE} pieces`, () => {
  let v: number;
  beforeAll(() => {
    v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`).variant;
  });
  beforeEach(() => emptyBasket());

  it('however the rows of one call add up', async () => {
    const res = await add([
      { productVariantId: v, amount: 5000 },
      { productVariantId: v, amount: 4999 },
      { productVariantId: v, amount: 1 },
    ]);
    expect(res.json().Errors).toEqual([expect.stringMatching(/at most 9999 pieces per line/)]);
    expect((await basketLines()).map((l) => l.ProductAmount)).toEqual([9999]);
    expect((await add([{ productVariantId: v, amount: 1 }])).json().Errors).toEqual([expect.stringMatching(/at most 9999/)]);
    expect((await basketLines()).map((l) => l.ProductAmount)).toEqual([9999]);
  });

  it('with what the basket holds, on validate and submit, and on a re-order', async () => {
    putLine(v, 10_000);
    expect((await call(app, 'POST', '/api/en/basket/validate', customer)).json().Errors).toEqual([expect.stringMatching(/at most 9999/)]);
    expect((await call(app, 'POST', '/api/en/basket/submit', customer, {})).statusCode).toBe(400);
    emptyBasket();
    // a re-order adds to the basket's line: checked with the sum
    const order = db().prepare("SELECT o.id FROM orders o JOIN order_lines ol ON ol.order_id = o.id WHERE o.customer_key = ? ORDER BY o.id LIMIT 1").get(KEY) as { id: number };
    const line = db().prepare('SELECT variant_id, quantity FROM order_lines WHERE order_id = ? ORDER BY id LIMIT 1').get(order.id) as { variant_id: number; quantity: number };
    db().prepare("UPDATE variants SET stock_status = 'STOCK', stock = 50, is_enabled = 1 WHERE id = ?").run(line.variant_id);
    putLine(line.variant_id, MAX_BASKET_LINE - line.quantity + 1);
    const reorder = await call(app, 'POST', `/api/en/order/${order.id}/reorder`, customer, [line.variant_id]);
    expect(reorder.json().Errors).toEqual([expect.stringMatching(/at most 9999/)]);
  });
});

describe('dropshipment', () => {
  let v: number;
  let countryId: number;
  const drop = (over: Record<string, unknown> = {}) => ({ Name: 'End Customer', CountryName: 'X', CountryId: countryId, ZipCode: '1234AB', HouseNumber: '5', Street: 'Main', City: 'Town', Email: 'end@example.com', Phone: '+31 6 1234 5678', ...over });
  const submit = (over: Record<string, unknown> = {}) => call(app, 'POST', '/api/en/basket/submit', customer, { IsDropshipment: true, DropshipmentDeliveryAddress: drop(over) });

  beforeAll(async () => {
    v = variantOf(`g.is_deleted = 0 AND g.is_pim_disabled = 0 AND ${OWN_BRAND}`).variant;
    countryId = (db().prepare('SELECT id FROM countries WHERE is_available = 1 ORDER BY id LIMIT 1').get() as { id: number }).id;
  });
  beforeEach(async () => {
    emptyBasket();
    expect((await add([{ productVariantId: v, amount: 1 }])).json().Errors).toEqual([]);
  });

  it('goes only to a country available for delivery', async () => {
    db().prepare('UPDATE countries SET is_available = 0 WHERE id = ?').run(countryId);
    try {
      const res = await submit();
      expect(res.json().ModelState).toEqual({ 'model.DropshipmentDeliveryAddress.CountryId': ['There is no delivery to this country.'] });
    } finally {
      db().prepare('UPDATE countries SET is_available = 1 WHERE id = ?').run(countryId);
    }
    expect((await submit({ CountryId: 999_999 })).json().ModelState).toEqual({ 'model.DropshipmentDeliveryAddress.CountryId': ['There is no delivery to this country.'] });
  });

  it('needs a valid e-mail address and phone number', async () => {
    for (const [field, value] of [
      ['Email', ''],
      ['Email', 'not-an-address'],
      ['Email', 'a@b'],
      ['Phone', ''],
      ['Phone', '123'],
      ['Phone', 'call me maybe'],
      ['Phone', '+31 6 1234 5678 <script>'],
      ['Name', '  '],
    ] as const) {
      const res = await submit({ [field]: value });
      expect([field, value, res.statusCode, Object.keys(res.json().ModelState ?? {})]).toEqual([field, value, 400, [`model.DropshipmentDeliveryAddress.${field}`]]);
    }
    expect((await call(app, 'GET', '/api/en/basket', customer)).json().Products).toHaveLength(1);
  });

  it('accepts a complete address', async () => {
    const res = await submit();
    expect(res.statusCode).toBe(200);
  });
});
