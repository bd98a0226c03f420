import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { DownloadRowSchema, FileShareSessionSchema } from 'shared-kernel/contract';
import { VIEW_TTL_MS } from '../src/db/fileshare';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * The file-sharing widget (issue 15, spec section 2 "embedded file-sharing widget in a dialog"): a page the
 * downloads dialog frames, listing the customer's prepared packages with share links that expire and can
 * be revoked; reached through a short-lived view minted by an authenticated call.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let db: Database.Database;
const t: Record<string, string> = {};
let other = { key: '', userName: '' };

beforeAll(async () => {
  let dbFile: string;
  ({ app, close, dbFile } = await testApp());
  db = new Database(dbFile);
  for (const u of ['admin', 'salesman', 'customer', 'marketing']) t[u] = await login(app, u);
  // a main user of another customer that has download rows
  other = db
    .prepare("SELECT u.customer_key AS key, u.user_name AS userName FROM users u WHERE u.role = 'Klant' AND u.is_blocked = 0 AND u.customer_key <> ? AND EXISTS (SELECT 1 FROM download_rows d WHERE d.customer_key = u.customer_key) ORDER BY u.customer_key LIMIT 1")
    .get(DEMO.customerKey) as { key: string; userName: string };
  t.other = await login(app, other.userName);
});
afterAll(async () => {
  jest.restoreAllMocks();
  db.close();
  await close();
});

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
async function prepare(token: string, type: string, n = 2): Promise<string> {
  const rows = (await call(app, 'GET', '/api/en/dl', token)).json().map((r: unknown) => DownloadRowSchema.parse(r)) as { Id: number }[];
  const res = await call(app, 'POST', `/api/en/dl/${type}`, token, rows.slice(0, n).map((r) => r.Id));
  expect(res.statusCode).toBe(200);
  return res.json().Url as string;
}
async function view(token: string, locale = 'en'): Promise<string> {
  const res = await call(app, 'POST', `/api/${locale}/fileshare/session`, token);
  expect(res.statusCode).toBe(200);
  const body = FileShareSessionSchema.parse(res.json());
  expect(body.Url).toMatch(new RegExp(`^http://[^/]+/api/${locale}/fileshare/page\\?t=[A-Za-z0-9_-]{43}$`));
  expect(Date.parse(body.ExpiresAt) - Date.now()).toBeGreaterThan(VIEW_TTL_MS - 60_000);
  return body.Url;
}
/** as the iframe asks for it */
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: path(url), headers: { ...HTML, ...headers } });
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;
const revoke = (viewUrl: string, pkgUrl: string) =>
  app.inject({
    method: 'POST',
    url: path(viewUrl).replace(/page\?.*$/, 'revoke'),
    headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ t: tokenOf(viewUrl), package: pkgUrl.match(/([0-9a-f]{32})\.zip$/)![1] }).toString(),
  });

describe('the file-sharing page', () => {
  it("lists the customer's packages with their share links, in the page's language, and no one else's", async () => {
    const images = await prepare(t.customer, 'images?resolution=low', 3);
    const sheets = await prepare(t.marketing, 'sheets?resolution=high', 1);
    const foreign = await prepare(t.other, 'materials');
    const res = await page(await view(t.customer));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('Images (low resolution)');
    expect(res.body).toContain('3 products');
    expect(res.body).toContain('Product sheets');
    expect(res.body).toContain(`value="${images}"`);
    expect(res.body).toContain(`href="${sheets}"`);
    expect(res.body).not.toContain(foreign.match(/[0-9a-f]{32}/)![0]);
    expect(res.body).toMatch(/expires in (59|60) minutes/);

    const nl = await page(await view(t.customer, 'nl'));
    expect(nl.body).toContain('<html lang="nl">');
    expect(nl.body).toContain('Afbeeldingen (lage resolutie)');
    expect(nl.body).toContain('Link intrekken');
  });

  it('may be framed by the portal only, runs no script, and allows its own style by hash', async () => {
    const res = await page(await view(t.customer));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'none'");
    expect(directive('frame-ancestors').split(' ')).toEqual(expect.arrayContaining(["'self'", 'http://localhost:3000', 'http://127.0.0.1:3000']));
    expect(directive('frame-ancestors')).not.toContain('*');
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(res.body).not.toMatch(/<script|\son\w+=/i);
    const style = res.body.match(/<style>([\s\S]*?)<\/style>/)![1];
    expect(directive('style-src')).toBe(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('escapes what comes from the request: a hostile Host header stays text', async () => {
    const url = await view(t.customer);
    const res = await page(url, { host: 'evil.test"><script>alert(1)</script>' });
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('&#34;&#62;&#60;script&#62;');
  });

  it('refuses an unknown, malformed or expired view with 401 and says how to get a new one', async () => {
    const url = await view(t.customer);
    for (const bad of ['', '?t=', `?t=${'A'.repeat(43)}`, '?t=<script>', `?t=${tokenOf(url)}x`]) {
      const res = await app.inject({ method: 'GET', url: `/api/en/fileshare/page${bad}`, headers: HTML });
      expect([bad, res.statusCode, res.headers['content-type']]).toEqual([bad, 401, 'text/html; charset=utf-8']);
      expect(res.body).toContain('This view has expired. Close the dialog and open it again.');
      expect(res.body).not.toContain('dl/files');
    }
    // a client that does not ask for HTML gets the API's JSON error
    const json = await app.inject({ method: 'GET', url: '/api/nl/fileshare/page?t=x' });
    expect([json.statusCode, json.json()]).toEqual([401, { Message: 'Deze weergave is verlopen. Sluit het venster en open het opnieuw.' }]);
    const later = Date.now() + VIEW_TTL_MS + 1;
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    expect((await page(url)).statusCode).toBe(401);
    now.mockRestore();
    expect((await page(url)).statusCode).toBe(200);
  });

  it("ends with the user: a blocked user's view no longer opens", async () => {
    const staff = { id: DEMO.users.staff.id, user_name: 'staff' };
    const url = await view(await login(app, staff.user_name));
    expect((await page(url)).statusCode).toBe(200);
    db.prepare('UPDATE users SET is_blocked = 1 WHERE id = ?').run(staff.id);
    try {
      expect((await page(url)).statusCode).toBe(401);
    } finally {
      db.prepare('UPDATE users SET is_blocked = 0 WHERE id = ?').run(staff.id);
    }
  });

  it('revokes a share link: the link ends at once, the page says so and no longer lists it', async () => {
    const pkg = await prepare(t.customer, 'materials');
    expect((await app.inject({ method: 'GET', url: path(pkg) })).statusCode).toBe(200);
    const url = await view(t.customer);
    const res = await revoke(url, pkg);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`page?t=${tokenOf(url)}&done=revoked`);
    expect((await app.inject({ method: 'GET', url: path(pkg) })).statusCode).toBe(404);
    const after = await page(new URL(res.headers.location as string, url).href);
    expect(after.body).toContain('The link was revoked: it no longer works.');
    expect(after.body).not.toContain(pkg);
    // again: already gone
    expect((await revoke(url, pkg)).headers.location).toBe(`page?t=${tokenOf(url)}&done=gone`);
  });

  it("cannot revoke another customer's package, nor revoke without a valid view", async () => {
    const foreign = await prepare(t.other, 'materials');
    const url = await view(t.customer);
    expect((await revoke(url, foreign)).headers.location).toMatch(/done=gone$/);
    expect((await app.inject({ method: 'GET', url: path(foreign) })).statusCode).toBe(200);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/en/fileshare/revoke',
      headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ t: 'A'.repeat(43), package: foreign.match(/([0-9a-f]{32})\.zip$/)![1] }).toString(),
    });
    expect(forged.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: path(foreign) })).statusCode).toBe(200);
  });

  it('answers a revoke form that does not validate as an unknown view: 401, as a page for the browser', async () => {
    const url = await view(t.customer);
    for (const form of [{ t: tokenOf(url), package: 'not-a-package' }, { t: tokenOf(url) }, {}]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/en/fileshare/revoke',
        headers: { ...HTML, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(form as Record<string, string>).toString(),
      });
      expect([res.statusCode, res.headers['content-type']]).toEqual([401, 'text/html; charset=utf-8']);
      expect(res.body).toContain('This view has expired.');
    }
  });

  it('gives views to the customer roles only (also while impersonated), stored as a hash', async () => {
    expect((await call(app, 'POST', '/api/en/fileshare/session', t.admin)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/en/fileshare/session', t.salesman)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/en/fileshare/session')).statusCode).toBe(401);
    const imp = (await call(app, 'POST', `/api/Account/Impersonate?customerKey=${DEMO.customerKey}`, t.salesman)).json().AccessToken as string;
    const url = await view(imp);
    expect((await page(url)).statusCode).toBe(200);
    const token = tokenOf(url);
    const stored = db.prepare('SELECT token_hash FROM fileshare_views').all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});
