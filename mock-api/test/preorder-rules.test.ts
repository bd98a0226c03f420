import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import {
  DeliveryMomentTotalSchema,
  PreOrderProductGroupSchema,
  PreOrderSchema,
  PreOrderSheetSchema,
  PreOrderSummarySchema,
  PreOrderTotalsSchema,
  SubGroupTotalSchema,
  pagedSchema,
  type PreOrderProduct,
  type PreOrderProductGroup,
} from 'shared-kernel/contract';
import { call, login, PASSWORD, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
/** a second connection for test set-up (deleting, dating) and checks, as the README allows */
let db: Database.Database;
const t: Record<string, string> = {};
beforeAll(async () => {
  let dbFile: string;
  ({ app, close, dbFile } = await testApp());
  db = new Database(dbFile);
  for (const u of ['admin', 'salesman', 'customer', 'marketing']) t[u] = await login(app, u);
});
afterAll(async () => {
  db.close();
  await close();
});

const api = (path: string) => `/api/en/${path}`;
const ok = async (user: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
  const res = await call(app, method, path.startsWith('/') ? path : api(path), t[user], body);
  expect([method, path, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([method, path, 200, '']);
  return res;
};
const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const Groups = pagedSchema(PreOrderProductGroupSchema);

/** the demo customer's first open pre-order and its sheet */
async function openPreOrder(): Promise<{ id: number; sheetId: number }> {
  const list = pagedSchema(PreOrderSummarySchema).parse((await ok('customer', 'GET', 'PreOrder?State=0')).json());
  const p = list.Items.find((x) => !x.DeadlineExpired)!;
  return { id: p.Id, sheetId: p.SheetId };
}
const groupsOf = async (user: string, id: number) => Groups.parse((await ok(user, 'GET', `PreOrder/${id}/productgroups?PageSize=500`)).json()).Items;
const productIn = (groups: PreOrderProductGroup[], pid: number): PreOrderProduct => groups.flatMap((g) => g.Products).find((p) => p.Id === pid)!;
/** an orderable product (at least two delivery dates and an available size) of the pre-order */
async function orderable(id: number, skip: number[] = []) {
  const groups = await groupsOf('customer', id);
  for (const g of groups) {
    for (const p of g.Products) {
      const v = p.Variants.find((x) => x.IsEnabled && x.IsAvailable);
      if (v && p.DeliveryDates.length >= 2 && !p.IsDeleted && !g.IsDeleted && !skip.includes(p.Id)) return { group: g, product: p, variant: v };
    }
  }
  throw new Error('no orderable product');
}

describe('sheet settings reach the pre-order', () => {
  it('a size switched off on the sheet is unavailable and refused; switched on again it is ordered', async () => {
    const { id, sheetId } = await openPreOrder();
    const { product, variant } = await orderable(id);
    await ok('admin', 'PUT', `preordersheet/${sheetId}/productvariant/${variant.Id}`, { IsAvailable: false });
    expect(productIn(await groupsOf('customer', id), product.Id).Variants.find((v) => v.Id === variant.Id)!.IsAvailable).toBe(false);
    const refused = await call(app, 'PUT', api(`PreOrder/${id}/productvariant/${variant.Id}`), t.customer, { Amount: 2 });
    expect([refused.statusCode, refused.json().Message]).toEqual([400, 'The size is switched off on the pre-order sheet.']);
    // removing an amount stays possible
    await ok('customer', 'PUT', `PreOrder/${id}/productvariant/${variant.Id}`, { Amount: 0 });
    await ok('admin', 'PUT', `preordersheet/${sheetId}/productvariant/${variant.Id}`, { IsAvailable: true });
    expect(productIn(await groupsOf('customer', id), product.Id).Variants.find((v) => v.Id === variant.Id)!.IsAvailable).toBe(true);
    expect((await ok('customer', 'PUT', `PreOrder/${id}/productvariant/${variant.Id}`, { Amount: 2 })).json()).toEqual({ Id: variant.Id, Amount: 2 });
  });

  it('the sheet toggle overrides a size that the catalogue marks unavailable', async () => {
    const { id, sheetId } = await openPreOrder();
    const { product, variant } = await orderable(id);
    // no toggle on the sheet: the catalogue value counts
    db.prepare('DELETE FROM sheet_variants WHERE sheet_id = ? AND variant_id = ?').run(sheetId, variant.Id);
    db.prepare('UPDATE variants SET is_available = 0 WHERE id = ?').run(variant.Id);
    try {
      expect((await call(app, 'PUT', api(`PreOrder/${id}/productvariant/${variant.Id}`), t.customer, { Amount: 1 })).json().Message).toBe('The size is not available.');
      await ok('admin', 'PUT', `preordersheet/${sheetId}/productvariant/${variant.Id}`, { IsAvailable: true });
      expect(productIn(await groupsOf('customer', id), product.Id).Variants.find((v) => v.Id === variant.Id)!.IsAvailable).toBe(true);
      await ok('customer', 'PUT', `PreOrder/${id}/productvariant/${variant.Id}`, { Amount: 1 });
    } finally {
      db.prepare('UPDATE variants SET is_available = 1 WHERE id = ?').run(variant.Id);
    }
  });

  it("limits a product's delivery dates to the sheet's selection and accepts only those", async () => {
    const { id, sheetId } = await openPreOrder();
    const { product } = await orderable(id);
    const all = product.DeliveryDates.map((d) => d.DeliveryDate);
    await ok('admin', 'PUT', `preordersheet/${sheetId}/product/${product.Id}`, { DeliveryDates: [all[1]] });
    const onSheet = productIn(await groupsOf('customer', id), product.Id);
    expect(onSheet.DeliveryDates.map((d) => d.DeliveryDate)).toEqual([all[1]]);
    const other = await call(app, 'PUT', api(`PreOrder/${id}/product/${product.Id}`), t.customer, { PreOrderDiscount: 0, DeliveryDate: all[0] });
    expect([other.statusCode, other.json().ModelState]).toEqual([400, { 'model.DeliveryDate': [expect.stringContaining('not offered')] }]);
    expect((await ok('customer', 'PUT', `PreOrder/${id}/product/${product.Id}`, { PreOrderDiscount: 0, DeliveryDate: all[1] })).json()).toMatchObject({ DeliveryDate: all[1] });
    expect(productIn(await groupsOf('customer', id), product.Id).DeliveryDates).toEqual([expect.objectContaining({ DeliveryDate: all[1], IsSelected: true })]);
    // a date that is no date at all is ModelState as well, not a 500
    expect((await call(app, 'PUT', api(`PreOrder/${id}/product/${product.Id}`), t.customer, { PreOrderDiscount: 0, DeliveryDate: 'soon' })).statusCode).toBe(400);
  });

  it('refuses amounts for deleted products and groups and for products without delivery dates', async () => {
    const { id } = await openPreOrder();
    const first = await orderable(id);
    const url = api(`PreOrder/${id}/productvariant/${first.variant.Id}`);
    const message = async () => {
      const res = await call(app, 'PUT', url, t.customer, { Amount: 1 });
      expect(res.statusCode).toBe(400);
      return res.json().Message as string;
    };
    db.prepare('UPDATE products SET is_deleted = 1 WHERE id = ?').run(first.product.Id);
    expect(await message()).toBe('The product is deleted and cannot be ordered.');
    db.prepare('UPDATE products SET is_deleted = 0 WHERE id = ?').run(first.product.Id);
    db.prepare('UPDATE product_groups SET is_deleted = 1 WHERE id = ?').run(first.group.Id);
    expect(await message()).toBe('The product group is deleted and cannot be ordered.');
    db.prepare('UPDATE product_groups SET is_deleted = 0 WHERE id = ?').run(first.group.Id);

    const second = await orderable(id, [first.product.Id]);
    db.prepare('DELETE FROM sheet_product_dates WHERE product_id = ?').run(second.product.Id);
    db.prepare('DELETE FROM delivery_dates WHERE product_id = ?').run(second.product.Id);
    const res = await call(app, 'PUT', api(`PreOrder/${id}/productvariant/${second.variant.Id}`), t.customer, { Amount: 1 });
    expect([res.statusCode, res.json().Message]).toEqual([400, 'The product has no delivery dates and cannot be ordered.']);
    expect(productIn(await groupsOf('customer', id), second.product.Id).DeliveryDates).toEqual([]);
  });
});

describe('marketing users get no pre-order prices', () => {
  it('zeroes the prices of product lists and totals; amounts stay', async () => {
    const { id } = await openPreOrder();
    const { product, variant } = await orderable(id);
    await ok('customer', 'PUT', `PreOrder/${id}/productvariant/${variant.Id}`, { Amount: 3 });
    const customerTotals = PreOrderTotalsSchema.parse((await ok('customer', 'GET', `PreOrder/${id}/totals`)).json());
    expect(customerTotals.TotalProductPrice).toBeGreaterThan(0);

    const totals = PreOrderTotalsSchema.parse((await ok('marketing', 'GET', `PreOrder/${id}/totals`)).json());
    expect(totals).toMatchObject({ TotalProductPrice: 0, TotalProductPriceAfterDiscount: 0, MarketingTotalPrice: 0, MarketingTotalPriceAfterDiscount: 0, TargetPrice: 0 });
    expect(totals.ProductVariantAmount).toBe(customerTotals.ProductVariantAmount);
    for (const c of totals.Comparisons) expect([c.TotalPrice, c.TwentyPercentGrowthAmount, c.FiftyPercentGrowthAmount, c.HundredPercentGrowthAmount]).toEqual([0, 0, 0, 0]);

    const p = productIn(await groupsOf('marketing', id), product.Id);
    expect([p.RetailPrice, p.OriginalPrice, p.TotalPrice, p.NettoPrice]).toEqual([0, 0, 0, 0]);
    expect(p.DeliveryDates.every((d) => d.RetailFromPrice === 0 && d.OriginalFromPrice === 0)).toBe(true);
    expect(p.Variants.find((v) => v.Id === variant.Id)!.Amount).toBe(3);
    const group = (await groupsOf('marketing', id)).find((g) => g.Products.some((x) => x.Id === product.Id))!;
    expect([group.RetailFromPrice, group.OriginalFromPrice]).toEqual([0, 0]);
    const marketingGroups = Groups.parse((await ok('marketing', 'GET', `PreOrder/${id}/marketingproductgroups?PageSize=50`)).json()).Items;
    expect(marketingGroups.flatMap((g) => g.Products).every((x) => x.RetailPrice === 0 && x.TotalPrice === 0)).toBe(true);

    const subgroups = ((await ok('marketing', 'GET', `PreOrder/${id}/subgrouptotals`)).json() as unknown[]).map((r) => SubGroupTotalSchema.parse(r));
    expect(subgroups.length).toBeGreaterThan(0);
    expect(subgroups.every((s) => s.Total === 0 && s.Amount > 0)).toBe(true);
    const moments = ((await ok('marketing', 'GET', `PreOrder/${id}/deliverymomenttotals`)).json() as unknown[]).map((r) => DeliveryMomentTotalSchema.parse(r));
    expect(moments.flatMap((m) => m.Rows).every((r) => r.Total === 0)).toBe(true);
    // the customer still sees them
    expect(((await ok('customer', 'GET', `PreOrder/${id}/subgrouptotals`)).json() as { Total: number }[]).some((s) => s.Total > 0)).toBe(true);
  });
});

describe('employees (admin)', () => {
  const employee = { FirstName: 'Eva', LastName: 'Employee', Email: 'eva.employee@demo.example', PhoneNumber: '+32 470 00 00 00', Function: 2, Role: 'Vertegenwoordiger', SalesTakerCode: 'ST77' };

  it('creates an employee with an invite mail; the invite sets the password', async () => {
    const res = await ok('admin', 'POST', '/api/Account/employees', employee);
    const id = res.json() as string;
    expect(typeof id).toBe('string');
    const user = (await ok('admin', 'GET', `/api/account/${id}`)).json();
    expect(user).toMatchObject({ Id: id, FirstName: 'Eva', Role: 'Vertegenwoordiger', SalesTakerCode: 'ST77', CustomerId: null, IsBlocked: false });
    expect(((await ok('admin', 'GET', '/api/Account/employees')).json() as { Id: string }[]).map((u) => u.Id)).toContain(id);
    const mail = one<{ to_email: string; code: string; body: string }>("SELECT to_email, code, body FROM outbox WHERE kind = 'reset-password' AND user_id = ?", id);
    expect(mail).toMatchObject({ to_email: employee.Email, body: `/resetpassword?userId=${id}&code=${mail.code}` });
    await ok('admin', 'POST', '/api/Account/ResetPassword', { UserId: id, Password: 'secret77', Code: mail.code });
    await expect(login(app, employee.Email, 'secret77')).resolves.toEqual(expect.any(String));
  });

  it('answers ModelState with the addUserModel prefix and 403 for non-admins', async () => {
    const dup = await call(app, 'POST', '/api/Account/employees', t.admin, { ...employee, Email: 'salesman@demo.example' });
    expect([dup.statusCode, dup.json().ModelState]).toEqual([400, { 'addUserModel.Email': ["Email 'salesman@demo.example' is already taken."] }]);
    const bad = await call(app, 'POST', '/api/Account/employees', t.admin, { ...employee, Email: 'new@demo.example', FirstName: ' ', LastName: '', Role: 'Klant' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().ModelState).sort()).toEqual(['addUserModel.FirstName', 'addUserModel.LastName', 'addUserModel.Role']);
    expect((await call(app, 'POST', '/api/Account/employees', t.admin, { ...employee, Email: 'x@demo.example', Function: 9 })).json().ModelState).toHaveProperty(['addUserModel.Function']);
    expect((await call(app, 'POST', '/api/Account/employees', t.admin, 'not json')).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/Account/employees', t.salesman, { ...employee, Email: 'y@demo.example' })).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/Account/employees', t.customer, { ...employee, Email: 'z@demo.example' })).statusCode).toBe(403);
  });

  it('blocks and unblocks: a blocked user gets no token and their token stops working', async () => {
    const id = (await ok('admin', 'POST', '/api/Account/employees', { ...employee, Email: 'bob.block@demo.example', Role: 'Admin', SalesTakerCode: undefined })).json() as string;
    const code = one<{ code: string }>("SELECT code FROM outbox WHERE kind = 'reset-password' AND user_id = ?", id).code;
    await ok('admin', 'POST', '/api/Account/ResetPassword', { UserId: id, Password: PASSWORD, Code: code });
    const token = await login(app, 'bob.block@demo.example');
    await ok('admin', 'POST', `/api/account/${id}/block`, { IsBlocked: true });
    await expect(login(app, 'bob.block@demo.example')).rejects.toThrow(/400/);
    expect((await call(app, 'GET', '/api/Account', token)).statusCode).toBe(401);
    expect((await ok('admin', 'GET', `/api/account/${id}`)).json().IsBlocked).toBe(true);
    await ok('admin', 'POST', `/api/account/${id.toUpperCase()}/block`, { IsBlocked: false });
    await expect(login(app, 'bob.block@demo.example')).resolves.toEqual(expect.any(String));
  });

  it('refuses blocking yourself, a main account, unknown users, bad bodies and non-admins', async () => {
    const self = await call(app, 'POST', '/api/account/00000000-0000-4000-a000-000000000001/block', t.admin, { IsBlocked: true });
    expect([self.statusCode, self.json().Message]).toEqual([400, 'You cannot block your own account.']);
    const main = await call(app, 'POST', '/api/account/00000000-0000-4000-a000-000000000003/block', t.admin, { IsBlocked: true });
    expect([main.statusCode, main.json().Message]).toEqual([400, 'A main account cannot be blocked.']);
    expect((await call(app, 'POST', '/api/account/nobody/block', t.admin, { IsBlocked: true })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/account/00000000-0000-4000-a000-000000000002/block', t.admin, { IsBlocked: 'yes' })).json().ModelState).toHaveProperty(['model.IsBlocked']);
    expect((await call(app, 'POST', '/api/account/00000000-0000-4000-a000-000000000002/block', t.salesman, { IsBlocked: true })).statusCode).toBe(403);
    await expect(login(app, 'salesman')).resolves.toEqual(expect.any(String));
  });
});

describe('a forecasted pre-order becomes the new pre-order', () => {
  /** a forecast (SystemState 1) on an open sheet of a customer who has no regular pre-order there */
  function forecast(): { id: number; customerKey: string; sheetId: number } {
    const row = one<{ id: number; customer_key: string; sheet_id: number } | undefined>(
      `SELECT p.id, p.customer_key, p.sheet_id FROM preorders p JOIN preorder_sheets s ON s.id = p.sheet_id
       WHERE p.system_state = 1 AND p.is_closed = 0 AND s.state = 0 AND s.deadline > ?
         AND NOT EXISTS (SELECT 1 FROM preorders r WHERE r.customer_key = p.customer_key AND r.sheet_id = p.sheet_id AND r.system_state = 0)
       ORDER BY p.id LIMIT 1`,
      new Date().toISOString(),
    );
    if (row) return { id: row.id, customerKey: row.customer_key, sheetId: row.sheet_id };
    // the small seed may have none: make one
    const free = one<{ key: string; sheet_id: number }>(
      `SELECT c.key, s.id AS sheet_id FROM customers c JOIN preorder_sheets s ON s.state = 0 AND s.deadline > ?
       WHERE NOT EXISTS (SELECT 1 FROM preorders r WHERE r.customer_key = c.key AND r.sheet_id = s.id) ORDER BY c.key, s.id LIMIT 1`,
      new Date().toISOString(),
    );
    const id = Number(
      db
        .prepare(
          `INSERT INTO preorders (sheet_id, customer_key, salesman_id, state, customer_state, system_state, last_update, internal_reference, order_reference, discount,
            customer_comment, internal_comment, forecasts_visible, early_shipment_allowed, address_id, process_date, is_closed)
           VALUES (?, ?, NULL, 0, 0, 1, ?, '', '', 0, NULL, NULL, 0, 0, NULL, NULL, 0)`,
        )
        .run(free.sheet_id, free.key, new Date().toISOString()).lastInsertRowid,
    );
    return { id, customerKey: free.key, sheetId: free.sheet_id };
  }
  const forecastedIds = async () => pagedSchema(PreOrderSummarySchema).parse((await ok('salesman', 'GET', 'PreOrder/forecasted?PageSize=500&myCustomersOnly=false')).json()).Items.map((p) => p.Id);

  it('validates the forecast against customer and sheet, then turns it into a regular pre-order', async () => {
    const f = forecast();
    const lines = (one<{ n: number }>('SELECT COUNT(*) AS n FROM preorder_lines WHERE preorder_id = ?', f.id)).n;
    expect(await forecastedIds()).toContain(f.id);
    const body = { CustomerKey: f.customerKey, SheetId: f.sheetId, OrderReference: 'From forecast', Users: ['buyer@demo.example'], ForecastId: f.id };

    const otherSheet = one<{ id: number } | undefined>('SELECT id FROM preorder_sheets WHERE state = 0 AND deadline > ? AND id <> ? ORDER BY id LIMIT 1', new Date().toISOString(), f.sheetId)!;
    const wrongSheet = await call(app, 'POST', api('PreOrder'), t.salesman, { ...body, SheetId: otherSheet.id });
    expect(wrongSheet.statusCode).toBe(400);
    expect(wrongSheet.json().ModelState['model.ForecastId']).toEqual(['The forecasted pre-order belongs to another pre-order sheet.']);
    const otherCustomer = one<{ key: string }>('SELECT key FROM customers WHERE key <> ? ORDER BY key LIMIT 1', f.customerKey).key;
    const wrongCustomer = await call(app, 'POST', api('PreOrder'), t.salesman, { ...body, CustomerKey: otherCustomer });
    expect(wrongCustomer.json().ModelState['model.ForecastId']).toEqual(['The forecasted pre-order belongs to another customer.']);
    const regular = (await openPreOrder()).id;
    expect((await call(app, 'POST', api('PreOrder'), t.salesman, { ...body, ForecastId: regular })).json().ModelState['model.ForecastId']).toEqual(['The forecasted pre-order was not found.']);
    expect((await call(app, 'POST', api('PreOrder'), t.salesman, { ...body, ForecastId: 'x' })).json().ModelState).toHaveProperty(['model.ForecastId']);

    const created = (await ok('salesman', 'POST', 'PreOrder', body)).json() as number;
    expect(created).toBe(f.id);
    expect(await forecastedIds()).not.toContain(f.id);
    const p = PreOrderSchema.parse((await ok('salesman', 'GET', `PreOrder/${created}`)).json());
    expect(p).toMatchObject({ SystemState: 0, State: 0, OrderReference: 'From forecast', Users: ['buyer@demo.example'], CustomerKey: f.customerKey, SheetId: f.sheetId });
    expect((one<{ n: number }>('SELECT COUNT(*) AS n FROM preorder_lines WHERE preorder_id = ?', f.id)).n).toBe(lines);
    // once regular, a second create for that customer and sheet is the usual duplicate
    const again = await call(app, 'POST', api('PreOrder'), t.salesman, body);
    expect(again.json().ModelState['model.SheetId']).toEqual(['The customer already has a pre-order for this sheet.']);
  });
});

describe('GET PreOrderSheet?open=true', () => {
  it('lists only open sheets (State 0) whose deadline has not passed', async () => {
    const Sheets = pagedSchema(PreOrderSheetSchema);
    const open0 = Sheets.parse((await ok('salesman', 'GET', 'PreOrderSheet?State=0&PageSize=500')).json()).Items[0];
    // one State 0 sheet with its deadline in the past
    db.prepare('UPDATE preorder_sheets SET deadline = ? WHERE id = ?').run('2020-01-01T00:00:00.000Z', open0.Id);
    try {
      const all = Sheets.parse((await ok('salesman', 'GET', 'PreOrderSheet?PageSize=500')).json()).Items;
      const open = Sheets.parse((await ok('salesman', 'GET', 'PreOrderSheet?open=true&PageSize=500')).json()).Items;
      const now = new Date().toISOString();
      expect(open.map((s) => s.Id)).toEqual(all.filter((s) => s.State === 0 && s.Deadline >= now).map((s) => s.Id));
      expect(open.length).toBeGreaterThan(0);
      expect(open.map((s) => s.Id)).not.toContain(open0.Id);
      expect(Sheets.parse((await ok('salesman', 'GET', 'PreOrderSheet?open=false&PageSize=500')).json()).Items.map((s) => s.Id)).toContain(open0.Id);
      expect((await call(app, 'GET', api('PreOrderSheet?open=yes'), t.salesman)).json().ModelState).toHaveProperty(['model.open']);
    } finally {
      db.prepare('UPDATE preorder_sheets SET deadline = ? WHERE id = ?').run(open0.Deadline, open0.Id);
    }
  });
});
