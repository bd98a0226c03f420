import type { FastifyInstance } from 'fastify';
import { PACKAGES_PER_CUSTOMER } from '../src/routes/download';
import { BODY_LIMIT } from '../src/http/limits';
import { PackageStore } from '../src/http/packages';
import { call, login, testApp } from './helpers';

/*
 * Issue 15, security point 9: download packages are capped per customer (one customer's many downloads
 * never push out another customer's package); request bodies are small everywhere but the photo uploads.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
const db = () => app.ctx.db;

beforeAll(async () => {
  ({ app, close } = await testApp());
  t.customer = await login(app, 'customer');
  // the main user of another customer with download rows (generated users sign in with their e-mail)
  const other = db()
    .prepare(
      `SELECT u.email FROM users u WHERE u.role = 'Klant' AND u.is_main_account = 1 AND u.customer_key <> 'C0001' AND u.is_blocked = 0
       AND EXISTS (SELECT 1 FROM download_rows d WHERE d.customer_key = u.customer_key) ORDER BY u.customer_key LIMIT 1`,
    )
    .get() as { email: string };
  t.other = await login(app, other.email);
});
afterAll(() => close());

const rowsOf = async (token: string) => ((await call(app, 'GET', '/api/en/dl', token)).json() as { Id: number }[]).slice(0, 2).map((r) => r.Id);
const prepare = async (token: string, ids: number[]) => new URL((await call(app, 'POST', '/api/en/dl/images?resolution=low', token, ids)).json().Url as string).pathname;
const fetchStatus = async (path: string) => (await app.inject({ method: 'GET', url: path })).statusCode;

describe('download packages', () => {
  it(`keeps ${PACKAGES_PER_CUSTOMER} per customer: a customer's new package drops only their own oldest`, async () => {
    const mine = await rowsOf(t.customer);
    const theirs = await rowsOf(t.other);
    const other = await prepare(t.other, theirs);
    const first = await prepare(t.customer, mine);
    const paths = [first];
    for (let i = 0; i < 3 * PACKAGES_PER_CUSTOMER; i++) paths.push(await prepare(t.customer, mine));
    expect(await fetchStatus(first)).toBe(404);
    expect(await fetchStatus(paths[paths.length - PACKAGES_PER_CUSTOMER])).toBe(200);
    expect(await fetchStatus(paths[paths.length - PACKAGES_PER_CUSTOMER - 1])).toBe(404);
    // the other customer's package survived every one of them
    expect(await fetchStatus(other)).toBe(200);
  });

  it("the order images' packages follow the same cap", async () => {
    const order = (db().prepare("SELECT id FROM orders WHERE customer_key = 'C0001' ORDER BY id LIMIT 1").get() as { id: number }).id;
    const image = async () => new URL((await call(app, 'GET', `/api/en/Order/${order}/images`, t.customer)).json().Url as string).pathname;
    const first = await image();
    for (let i = 0; i < 20; i++) await image();
    expect(await fetchStatus(first)).toBe(404);
    expect(await fetchStatus(await image())).toBe(200);
  });

  it('store (unit): the total is kept by refusing, never by evicting another owner; expired ones leave first', () => {
    let now = 0;
    const store = new PackageStore<string>({ ttlMs: 1000, perOwner: 2, total: 4 }, () => now);
    const a1 = store.add('a', 'a1')!;
    const b1 = store.add('b', 'b1')!;
    now = 500;
    const c1 = store.add('c', 'c1')!;
    const c2 = store.add('c', 'c2')!;
    // full: a new owner is refused, nobody's package is dropped
    expect(store.add('d', 'd1')).toBeNull();
    expect([store.get(a1), store.get(b1), store.get(c1), store.get(c2)]).toEqual(['a1', 'b1', 'c1', 'c2']);
    // an owner at their cap replaces their own oldest, also when the server is full
    const c3 = store.add('c', 'c3')!;
    expect([store.get(c1), store.get(c2), store.get(c3), store.get(a1), store.get(b1)]).toEqual([undefined, 'c2', 'c3', 'a1', 'b1']);
    expect(store.countOf('c')).toBe(2);
    now = 1000;
    // a1 and b1 expired: room again
    expect(store.get(a1)).toBeUndefined();
    expect(store.add('d', 'd1')).not.toBeNull();
    expect(store.size).toBe(3);
    expect(store.listOf('c').map((p) => p.value)).toEqual(['c2', 'c3']);
    expect(store.remove(c2)).toBe(true);
    expect(store.get(c2)).toBeUndefined();
  });
});

describe('request body limits', () => {
  const big = (bytes: number) => 'x'.repeat(bytes);

  it(`refuses bodies above ${BODY_LIMIT / 1024} KB with 413 and a Message on ordinary routes`, async () => {
    const admin = await login(app, 'admin');
    const cases: [string, string, string | null, unknown][] = [
      ['POST', '/api/en/customer/contact', t.customer, { Occasion: 0, Question: big(BODY_LIMIT) }],
      ['POST', '/api/en/basket/addItems', t.customer, { products: [], padding: big(BODY_LIMIT) }],
      ['PUT', '/api/Account', t.customer, { FirstName: big(BODY_LIMIT) }],
      ['POST', '/api/en/notification', admin, { Title: big(BODY_LIMIT) }],
      ['POST', '/api/Account/ForgotPassword', null, { Email: big(BODY_LIMIT) }],
    ];
    for (const [method, url, token, body] of cases) {
      const res = await call(app, method as 'POST', url, token, body);
      expect([url, res.statusCode, typeof res.json().Message]).toEqual([url, 413, 'string']);
    }
    const form = await app.inject({ method: 'POST', url: '/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `grant_type=password&userName=x&password=${big(BODY_LIMIT)}` });
    expect(form.statusCode).toBe(413);
    // just below the limit is read (and validated)
    const fits = await call(app, 'POST', '/api/en/customer/contact', t.customer, { Occasion: 0, Question: big(BODY_LIMIT - 100) });
    expect(fits.statusCode).toBe(400);
    expect(fits.json().ModelState).toBeDefined();
  });

  it('takes the photo uploads: a warranty claim with two 9 MB photos, a banner with a 9 MB image', async () => {
    const png = (bytes: number) => `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes)]).toString('base64')}`;
    const photo = png(9 * 1024 * 1024);
    const claim = { ArticleName: 'Jacket', ArticleColor: 'Navy', ArticleSize: 'M', Complaint: 'Zip broke', DefectPhoto: photo, ProofOfPurchasePhoto: photo, DataProtectionConsent: true };
    expect((await call(app, 'POST', '/api/en/warranty', t.customer, claim)).statusCode).toBe(200);
    const admin = await login(app, 'admin');
    const banner = { Name: 'Big', Image: photo, CTAText: null, Hyperlink: null, StartDate: '2025-01-01T00:00:00.000Z', EndDate: '2030-01-01T00:00:00.000Z', Branches: [], Locations: [{ Type: 0 }], Weight: 0 };
    expect((await call(app, 'POST', '/api/en/banner', admin, banner)).statusCode).toBe(200);
    // but not more than that
    expect((await call(app, 'POST', '/api/en/banner', admin, { ...banner, Image: png(13 * 1024 * 1024) })).statusCode).toBe(413);
  });
});
