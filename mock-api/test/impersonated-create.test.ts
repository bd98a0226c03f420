import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { PreOrderSchema, PreOrderSheetSchema, pagedSchema } from 'shared-kernel/contract';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * Issue 15: "New pre-order" on the customer's pre-order overview while a salesman or admin impersonates.
 * The create page then runs with the impersonation token: GET PreOrderSheet and POST PreOrder accept an
 * impersonating admin or salesman (config.impersonators), for the impersonated customer only; the
 * customer roles themselves stay refused (spec section 6: only admin and salesman create pre-orders).
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let db: Database.Database;
const t: Record<string, string> = {};
beforeAll(async () => {
  let dbFile: string;
  ({ app, close, dbFile } = await testApp());
  db = new Database(dbFile, { readonly: true });
  for (const u of ['admin', 'salesman', 'customer', 'staff']) t[u] = await login(app, u);
});
afterAll(async () => {
  db.close();
  await close();
});

const impersonate = async (who: 'admin' | 'salesman', customerKey = DEMO.customerKey) => {
  const res = await call(app, 'POST', `/api/Account/Impersonate?customerKey=${customerKey}`, t[who]);
  expect(res.statusCode).toBe(200);
  return res.json().AccessToken as string;
};
/** an open sheet on which the customer has no pre-order yet */
const freeSheet = (customerKey: string, skip: number[] = []) =>
  db
    .prepare(
      `SELECT id FROM preorder_sheets s WHERE state = 0 AND deadline > ? AND NOT EXISTS (SELECT 1 FROM preorders p WHERE p.sheet_id = s.id AND p.customer_key = ? AND p.system_state = 0)
       ORDER BY id`,
    )
    .all(new Date().toISOString(), customerKey)
    .map((r) => (r as { id: number }).id)
    .find((id) => !skip.includes(id))!;

describe('creating a pre-order while impersonating', () => {
  it('lists the open sheets and creates the pre-order for the impersonated customer, with the salesman as its salesman', async () => {
    const token = await impersonate('salesman');
    const sheets = pagedSchema(PreOrderSheetSchema).parse((await call(app, 'GET', '/api/en/PreOrderSheet?State=0&PageSize=500', token)).json());
    const sheetId = freeSheet(DEMO.customerKey);
    expect(sheets.Items.map((s) => s.Id)).toContain(sheetId);

    const created = await call(app, 'POST', '/api/en/PreOrder', token, { CustomerKey: DEMO.customerKey, SheetId: sheetId, Users: ['customer@demo.example'], PreOrderDiscount: 0 });
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    // the customer sees it, and its salesman is the one who created it
    expect(PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${id}`, t.customer)).json())).toMatchObject({ Id: id, CustomerKey: DEMO.customerKey, SheetId: sheetId });
    expect(db.prepare('SELECT salesman_id FROM preorders WHERE id = ?').get(id)).toEqual({ salesman_id: DEMO.users.salesman.id });
    // the write is traced to the impersonation session (auth/trace.ts)
    expect(db.prepare("SELECT method, route, status FROM impersonation_writes WHERE route LIKE '%/PreOrder' ORDER BY id").all()).toEqual([{ method: 'POST', route: '/PreOrder', status: 200 }]);
  });

  it('an impersonating admin too; ModelState as for the salesman', async () => {
    const token = await impersonate('admin');
    const bad = await call(app, 'POST', '/api/en/PreOrder', token, { CustomerKey: DEMO.customerKey, SheetId: 999999 });
    expect(Object.keys(bad.json().ModelState)).toEqual(['model.SheetId']);
    const created = await call(app, 'POST', '/api/en/PreOrder', token, { CustomerKey: DEMO.customerKey, SheetId: freeSheet(DEMO.customerKey) });
    expect(created.statusCode).toBe(200);
  });

  it("refuses another customer's key while impersonating, and the customer roles themselves", async () => {
    const token = await impersonate('salesman');
    const other = (db.prepare('SELECT key FROM customers WHERE key <> ? ORDER BY key LIMIT 1').get(DEMO.customerKey) as { key: string }).key;
    const foreign = await call(app, 'POST', '/api/en/PreOrder', token, { CustomerKey: other, SheetId: freeSheet(other) });
    expect([foreign.statusCode, foreign.json().Message]).toEqual([403, 'While impersonating, pre-orders are created for the impersonated customer only.']);
    for (const user of ['customer', 'staff']) {
      expect((await call(app, 'POST', '/api/en/PreOrder', t[user], { CustomerKey: DEMO.customerKey, SheetId: freeSheet(DEMO.customerKey) })).statusCode).toBe(403);
      expect((await call(app, 'GET', '/api/en/PreOrderSheet', t[user])).statusCode).toBe(403);
    }
  });
});
