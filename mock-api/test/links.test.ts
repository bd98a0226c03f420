import type { FastifyInstance } from 'fastify';
import { isSafeLink } from 'shared-kernel/contract';
import { DEMO } from '../src/db/seed/people';
import { call, login, testApp } from './helpers';

/*
 * Issue 15, security point 8: a link a user stores (dealer-locator Url, customer Url and WebshopUrl, banner
 * Hyperlink) is an absolute http(s) URL; one check in the contract (isSafeLink), ModelState 400 otherwise.
 * The banner hyperlink may also be a path of the portal (the portal opens it as an internal route).
 */

const TRICKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u200bjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://files.example/x',
  '//evil.example/path',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  'https:/evil.example',
  'https:evil.example',
  'https://',
  'https:///evil.example',
  'https://trusted.example@evil.example',
  'https://user:pass@evil.example',
  'https://evil.example/a b',
  'https://evil.example/\n',
  'https://evil.example/\u202egnp.exe',
  'https://\u00a0evil.example',
  'www.example.com',
  '',
  '   ',
  `https://example.com/${'a'.repeat(2000)}`,
];
const GOOD = ['https://www.shop.example', 'http://shop.example/path?q=1#top', 'HTTPS://SHOP.EXAMPLE/', 'https://xn--bcher-kva.example/', 'https://shop.example:8443/a'];

describe('isSafeLink', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(GOOD.filter((u) => !isSafeLink(u))).toEqual([]);
    expect(TRICKS.filter((u) => isSafeLink(u))).toEqual([]);
    expect(isSafeLink('/customer/shop/overview')).toBe(false);
  });
  it('with portalPath also a path of the portal, never a protocol-relative or backslash one', () => {
    expect(['/customer/shop/overview', '/nl/customer/shop/overview?Brands=ALP', '/'].every((u) => isSafeLink(u, { portalPath: true }))).toBe(true);
    expect(TRICKS.filter((u) => isSafeLink(u, { portalPath: true }))).toEqual([]);
  });
});

describe('stored links', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    ({ app, close } = await testApp());
    for (const u of ['admin', 'customer']) t[u] = await login(app, u);
  });
  afterAll(() => close());

  it('customer Url and WebshopUrl (PUT customer)', async () => {
    const c = (await call(app, 'GET', `/api/en/customer/${DEMO.customerKey}`, t.customer)).json();
    const body = { Key: c.Key, CommercialName: c.CommercialName, Street: c.Street, Zipcode: c.Zipcode, City: c.City, Phone: c.Phone, Email: c.Email, UseEmailInvoiceTemplate: c.UseEmailInvoiceTemplate, EmailInvoice: c.EmailInvoice, FacebookFollowers: c.FacebookFollowers, InstagramFollowers: c.InstagramFollowers, Url: c.Url, WebshopUrl: c.WebshopUrl, PointOfSaleSystem: c.PointOfSaleSystem };
    for (const field of ['Url', 'WebshopUrl']) {
      for (const link of [...TRICKS, '/customer/shop']) {
        const res = await call(app, 'PUT', '/api/en/customer/', t.customer, { ...body, [field]: link });
        expect([field, link, res.statusCode, Object.keys(res.json().ModelState ?? {})]).toEqual([field, link, 400, [`model.${field}`]]);
      }
    }
    const ok = await call(app, 'PUT', '/api/en/customer/', t.customer, { ...body, Url: GOOD[0], WebshopUrl: null });
    expect(ok.json()).toMatchObject({ Url: GOOD[0], WebshopUrl: null });
  });

  it('dealer-locator Url (POST Customer/DealerLocator/{id}/Show)', async () => {
    const shop = (await call(app, 'GET', `/api/en/Customer/${DEMO.customerKey}/DealerLocator`, t.customer)).json()[0] as { Id: number; Url: string | null };
    for (const link of TRICKS) {
      const res = await call(app, 'POST', `/api/en/Customer/DealerLocator/${shop.Id}/Show`, t.customer, { Url: link });
      expect([link, res.statusCode, res.json().ModelState['model.Url']]).toEqual([link, 400, expect.arrayContaining(['The link must be an absolute http or https URL.'])]);
    }
    expect((await call(app, 'GET', `/api/en/Customer/${DEMO.customerKey}/DealerLocator`, t.customer)).json()[0].Url).toBe(shop.Url);
    expect((await call(app, 'POST', `/api/en/Customer/DealerLocator/${shop.Id}/Show`, t.customer, { Url: GOOD[1] })).json().Url).toBe(GOOD[1]);
  });

  it('banner Hyperlink (POST and PUT banner): an http(s) URL or a portal path', async () => {
    const banner = (Hyperlink: string | null) => ({ Name: 'Links', Image: '/img/banner/x_{width}x{height}.svg', CTAText: 'Go', Hyperlink, StartDate: '2025-01-01T00:00:00.000Z', EndDate: '2030-01-01T00:00:00.000Z', Branches: [], Locations: [{ Type: 0 }], Weight: 0 });
    for (const link of TRICKS.filter((l) => l !== '')) {
      const res = await call(app, 'POST', '/api/en/banner', t.admin, banner(link));
      expect([link, res.statusCode, Object.keys(res.json().ModelState), res.json().ModelState['model.Hyperlink']]).toEqual([
        link,
        400,
        ['model.Hyperlink'],
        expect.arrayContaining(['The hyperlink must be an http(s) URL or a path of the portal.']),
      ]);
    }
    const created = await call(app, 'POST', '/api/en/banner', t.admin, banner('/customer/shop/overview'));
    expect(created.statusCode).toBe(200);
    const id = created.json() as number;
    expect((await call(app, 'PUT', `/api/en/banner/${id}`, t.admin, banner('//evil.example'))).statusCode).toBe(400);
    expect((await call(app, 'PUT', `/api/en/banner/${id}`, t.admin, banner(GOOD[0]))).json().Hyperlink).toBe(GOOD[0]);
    // the image URL passes the same check
    const image = await call(app, 'POST', '/api/en/banner', t.admin, { ...banner(null), Image: '//evil.example/pixel.png' });
    expect(image.json().ModelState).toEqual({ 'model.Image': ['The image must be an http(s) URL or a jpeg, png or gif image.'] });
  });
});
