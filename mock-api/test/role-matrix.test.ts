import { MESSAGES } from '../src/http/errors';
import { FOREIGN_BODIES, allows, buildWorld, fillUrl, paramsFor, routeTable, type Caller, type TableRoute, type World } from './route-table';

/*
 * The role matrix, generated from the contract's operations (test/route-table.ts): every operation is
 * called by every caller (the five roles and an admin impersonating the demo customer) with a minimal
 * request (path parameters of the caller's own customer, an empty JSON body on writes; with another
 * customer's ids a valid body, route-table.ts FOREIGN_BODIES). A role outside the
 * operation's roles gets 403; an allowed one never gets 403 and never a 5xx. Every route with a
 * customer-owned id is also called by each customer-role caller with another customer's id: 403 or 404.
 */

jest.setTimeout(120_000);

const CUSTOMER_ROLES = new Set(['Klant', 'PersoneelKlant', 'MarketingKlant']);

describe('role matrix (generated from the operations)', () => {
  let w: World;
  let table: TableRoute[];
  beforeAll(async () => {
    w = await buildWorld();
    table = routeTable();
  });
  afterAll(() => w?.close());

  const send = async (route: TableRoute, c: Caller, which: 'own' | 'foreign') => {
    const res = await w.app.inject({
      method: route.method as 'GET',
      url: fillUrl(route.url, paramsFor(w, route, c, which)),
      headers: { authorization: `Bearer ${c.token}` },
      // another customer's id: a valid body, so the call gets past the body's validation to the scope check
      ...(route.method === 'GET' ? {} : { payload: (which === 'foreign' ? FOREIGN_BODIES[route.operation] : undefined) ?? {} }),
    });
    // RevertImpersonate ends the impersonation token: the next calls go with a new one
    await w.renewAfter(route, c, res.statusCode);
    return res;
  };

  it('covers every registered route, each with a parameter recipe', () => {
    expect(table.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const route of table) {
      try {
        for (const c of w.callers) paramsFor(w, route, c);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 200 to the customer reading the same routes with its own ids (the 403/404 above is the scope check)', async () => {
    const reads = table.filter((r) => r.customerOwned && r.method === 'GET' && allows(r, w.callers[2]));
    const own = await Promise.all(reads.map((r) => send(r, w.callers[2], 'own')));
    const failing = own.map((res, i) => [reads[i].url, res.statusCode] as const).filter(([, status]) => status !== 200);
    expect(failing).toEqual([]);
  });

  it('answers 403 to roles outside the operation\'s roles and never 403 or 5xx to allowed ones', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const route of table) {
      for (const c of w.callers) {
        const res = await send(route, c, 'own');
        calls++;
        const allowed = allows(route, c);
        if (res.statusCode === 404 && res.body.includes(MESSAGES.noRoute)) problems.push(`${c.name}: ${route.method} ${route.url}: the filled url matches no route`);
        if (process.env.MATRIX_DEBUG) console.log(c.name, route.method, route.url, res.statusCode, res.body.slice(0, 100));
        if (!allowed && res.statusCode !== 403) problems.push(`${c.name}: ${route.method} ${route.url} -> ${res.statusCode}, expected 403`);
        if (allowed && (res.statusCode === 403 || res.statusCode >= 500)) problems.push(`${c.name}: ${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBe(table.length * w.callers.length);
  });

  it("never lets a customer reach another customer's data", async () => {
    const owned = table.filter((r) => r.customerOwned);
    // orders, invoices, pre-orders, addresses, users, customers, drafts at least
    expect(owned.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of owned) {
      for (const c of w.callers.filter((x) => CUSTOMER_ROLES.has(x.role))) {
        const res = await send(route, c, 'foreign');
        if (res.statusCode === 404 && res.body.includes(MESSAGES.noRoute)) problems.push(`${c.name}: ${route.method} ${route.url}: the filled url matches no route`);
        if (res.statusCode !== 403 && res.statusCode !== 404) problems.push(`${c.name}: ${route.method} ${route.url} (customer ${w.foreign.key}) -> ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(problems).toEqual([]);
  });

});
