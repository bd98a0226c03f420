import type { FastifyInstance } from 'fastify';
import { JSDOM } from 'jsdom';
import { BrandSchema, PreOrderSchema, UserSchema } from 'shared-kernel/contract';
import { MARKETING_ITEMS, PRODUCT_TYPES } from '../src/db/seed/catalogue';
import { GARMENTS } from '../src/images/garments';
import { marketingKind } from '../src/images/marketing';
import { productSvg } from '../src/images/products';
import { drawTemplate, imageRenderer, imagesOf, matchesEtag } from '../src/images/render';
import { call, login, testApp } from './helpers';

/** the SVG parsed as XML: throws on anything that is not well-formed */
function parseSvg(body: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(body, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  expect(doc.documentElement.tagName).toBe('svg');
  return doc;
}

/** every piece of text the image shows */
const textsOf = (doc: Document): string[] => [...doc.getElementsByTagName('text')].map((t) => t.textContent ?? '');

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

let app: FastifyInstance;
let close: () => Promise<void>;
const db = () => app.ctx.db;

beforeAll(async () => {
  ({ app, close } = await testApp({ seedScale: 0.2 }));
});
afterAll(() => close());

describe('product drawings', () => {
  it('every product type and marketing item of the seed has its own drawing, in all six views', () => {
    for (const { type } of PRODUCT_TYPES) expect(GARMENTS[type.toLowerCase()]).toBeDefined();
    expect(new Set(MARKETING_ITEMS.map(marketingKind)).size).toBe(MARKETING_ITEMS.length);
    const brand = { id: 1, name: 'Nordwind', code: 'NRW' };
    const drawn = new Set<string>();
    for (const type of [...PRODUCT_TYPES.map((t) => t.type), ...MARKETING_ITEMS.map(() => 'Marketing')]) {
      for (let view = 1; view <= 6; view++) {
        const body = productSvg({ type, name: `Nordwind ${MARKETING_ITEMS[view - 1]}`, brand, hex: '#556b2f', style: view, view }, 230, 180);
        const doc = parseSvg(body);
        expect(doc.documentElement.getAttribute('width')).toBe('230');
        expect(doc.documentElement.getAttribute('height')).toBe('180');
        drawn.add(body);
      }
    }
    // no two types (or views) come out the same
    expect(drawn.size).toBe((PRODUCT_TYPES.length + 1) * 6);
  });

  it('serves every type of the seeded catalogue in the colour of the product (HexCode)', async () => {
    const types = db().prepare('SELECT type, MIN(id) AS id FROM product_groups GROUP BY type').all() as { type: string; id: number }[];
    expect(types.length).toBeGreaterThanOrEqual(8);
    for (const { id } of types) {
      const products = db().prepare('SELECT id, hex_code FROM products WHERE group_id = ? ORDER BY id').all(id) as { id: number; hex_code: string }[];
      const group = await get(app, `/img/pg/${id}-1_230x180.svg`);
      expect(group.statusCode).toBe(200);
      expect(group.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      parseSvg(group.body);
      // the group's image wears its first colour
      expect(group.body).toContain(`fill="${products[0].hex_code.toLowerCase()}"`);
      for (const p of products) {
        const res = await get(app, `/img/p/${p.id}-1_60x60.svg`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`fill="${p.hex_code.toLowerCase()}"`);
      }
    }
  });

  it('two colours of one group are the same garment in different colours', async () => {
    const g = db().prepare('SELECT group_id FROM products GROUP BY group_id HAVING COUNT(DISTINCT hex_code) > 1 LIMIT 1').get() as { group_id: number };
    const [a, b] = db().prepare('SELECT id, hex_code FROM products WHERE group_id = ? ORDER BY id LIMIT 2').all(g.group_id) as { id: number; hex_code: string }[];
    const one = (await get(app, `/img/p/${a.id}-1_900x900.svg`)).body;
    const two = (await get(app, `/img/p/${b.id}-1_900x900.svg`)).body;
    expect(one).not.toBe(two);
    // the shapes are the same: only the colours differ
    const shapes = (s: string) => s.replace(/#[0-9a-f]{6}/g, '#');
    expect(shapes(one)).toBe(shapes(two));
  });

  it('draws views 1 to 6 differently and nothing beyond them', async () => {
    const bodies = new Set<string>();
    for (let v = 1; v <= 6; v++) bodies.add((await get(app, `/img/pg/1-${v}_900x900.svg`)).body);
    expect(bodies.size).toBe(6);
    expect((await get(app, '/img/pg/1-7_900x900.svg')).statusCode).toBe(404);
    expect((await get(app, '/img/pg/1-0_900x900.svg')).statusCode).toBe(404);
  });
});

describe('image downloads', () => {
  it('download packages carry the drawings the portal shows', async () => {
    const images = imagesOf(db());
    expect(drawTemplate(images, 'http://localhost:4000/img/p/1-1_{width}x{height}.svg', 300, 300)).toBe((await get(app, '/img/p/1-1_300x300.svg')).body);
    expect(drawTemplate(images, 'data:image/png;base64,AAAA', 10, 10)).toBeNull();
    expect(drawTemplate(images, '/img/p/999999-1_{width}x{height}.svg', 10, 10)).toBeNull();
  });
});

describe('no file names, sizes or placeholder text', () => {
  it('garments carry no text at all; brands, banners and the logo only their own words', async () => {
    const urls = ['/img/pg/1-1_230x180.svg', '/img/pg/2-3_900x900.svg', '/img/p/1-1_60x60.svg', '/img/brand/NRW_170x79.svg', '/img/banner/1_1170x150.svg', '/img/user/00000000-0000-4000-a000-000000000002_200x200.svg', '/img/logo/portal_170x79.svg'];
    for (const url of urls) {
      const res = await get(app, url);
      expect(res.statusCode).toBe(200);
      const texts = textsOf(parseSvg(res.body)).join(' ');
      expect(texts).not.toMatch(/svg|\d+x\d+|placeholder|img|\/|_/i);
      if (/\/(pg|p|user)\//.test(url)) expect(texts).toBe('');
    }
    expect(textsOf(parseSvg((await get(app, '/img/brand/NRW_170x79.svg')).body)).join(' ').toUpperCase()).toContain('NORDWIND');
    expect(textsOf(parseSvg((await get(app, '/img/banner/1_1170x150.svg')).body))).toEqual(['Autumn campaign', 'DISCOVER']);
  });
});

describe('texts from the database are escaped', () => {
  it('a banner title and call to action typed by an admin cannot break out of the SVG', async () => {
    const admin = await login(app, 'admin');
    const body = {
      Name: '</text><script>alert(1)</script> & "quotes" \'too\' <b>',
      Image: '/img/banner/5_{width}x{height}.svg',
      CTAText: ']]><foreignObject>go</foreignObject>',
      Hyperlink: '/customer/shop/overview',
      StartDate: '2025-01-01T00:00:00.000Z',
      EndDate: '2030-01-01T00:00:00.000Z',
      Branches: [],
      Locations: [{ Type: 0 }],
      Weight: 0,
    };
    expect((await call(app, 'PUT', '/api/en/banner/5', admin, body)).statusCode).toBe(200);
    const res = await get(app, '/img/banner/5_1170x150.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script|<b>|<foreignObject|<\/text><script/i);
    const doc = parseSvg(res.body);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('foreignObject')).toHaveLength(0);
    // the texts show as typed (the title cut to fit, with an ellipsis)
    const texts = textsOf(doc).join(' ');
    expect(texts).toContain('</text><script>alert(1)</script>');
    expect(texts).toContain(']]><FOREIGNOBJECT>');
  });
});

describe('caching', () => {
  it('catalogue, brand, user and logo images are immutable for a year with an ETag; If-None-Match answers 304', async () => {
    for (const url of ['/img/pg/1-1_230x180.svg', '/img/brand/ALP_170x79.svg', '/img/user/00000000-0000-4000-a000-000000000002_200x200.svg', '/img/logo/portal_170x79.svg']) {
      const res = await get(app, url);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[\w-]{10,}"$/);
      const again = await get(app, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(app, url, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(app, url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('banners are revalidated: an edited title gives a new ETag under the same URL', async () => {
    const admin = await login(app, 'admin');
    const before = await get(app, '/img/banner/3_1170x150.svg');
    expect(before.headers['cache-control']).toBe('public, no-cache');
    expect((await get(app, '/img/banner/3_1170x150.svg', { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(304);
    const banner = (await call(app, 'GET', '/api/en/banner/3', admin)).json();
    expect((await call(app, 'PUT', '/api/en/banner/3', admin, { ...banner, Name: 'Winter sale' })).statusCode).toBe(200);
    const after = await get(app, '/img/banner/3_1170x150.svg', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(textsOf(parseSvg(after.body))[0]).toBe('Winter sale');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", "b"', '"b"')).toBe(true);
    expect(matchesEtag('W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });

  it('keeps a bounded number of drawn images, the least recently used dropped first', () => {
    const images = imageRenderer(db(), 5);
    for (let w = 10; w < 20; w++) images.render(`pg/1-1_${w}x${w}.svg`);
    expect(images.size).toBe(5);
  });
});

describe('determinism', () => {
  it('the same seed draws the same images, in another server too', async () => {
    const other = await testApp({ seedScale: 0.2 });
    try {
      for (const url of ['/img/pg/7-1_230x180.svg', '/img/pg/7-4_900x900.svg', '/img/p/3-1_60x60.svg', '/img/brand/CST_170x79.svg', '/img/banner/2_450x150.svg', '/img/user/00000000-0000-4000-a000-000000000003_200x200.svg']) {
        const a = await get(app, url);
        const b = await get(other.app, url);
        expect(a.statusCode).toBe(200);
        expect(b.body).toBe(a.body);
        expect(b.headers.etag).toBe(a.headers.etag);
      }
    } finally {
      await other.close();
    }
  });

  it('every brand has its own wordmark and every user their own portrait', async () => {
    const brands = db().prepare('SELECT code FROM brands').all() as { code: string }[];
    const marks = await Promise.all(brands.map(async (b) => (await get(app, `/img/brand/${b.code}_170x79.svg`)).body.replace(/>[^<]*</g, '><')));
    expect(new Set(marks).size).toBe(brands.length);
    const users = db().prepare('SELECT id FROM users LIMIT 12').all() as { id: string }[];
    const portraits = await Promise.all(users.map(async (u) => (await get(app, `/img/user/${u.id}_200x200.svg`)).body));
    expect(new Set(portraits).size).toBeGreaterThanOrEqual(10);
  });
});

describe('paths and sizes', () => {
  it('unknown paths, ids and unfilled templates are 404', async () => {
    for (const url of [
      '/img/pg/999999-1_230x180.svg',
      '/img/p/999999-1_60x60.svg',
      '/img/brand/NOPE_170x79.svg',
      '/img/banner/9999_1170x150.svg',
      '/img/banner/x_1170x150.svg',
      '/img/user/00000000-0000-4000-a000-000000009999_200x200.svg',
      '/img/user/not-a-guid_200x200.svg',
      '/img/logo/other_170x79.svg',
      '/img/pg/1-1_{width}x{height}.svg',
      '/img/pg/1-1.svg',
      '/img/other/1_10x10.svg',
      '/img/pg/1-1_10x10.png',
      '/img/pg%2F..%2F1-1_10x10.svg',
    ]) {
      const res = await get(app, url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('paths match case-insensitively, like every path of the API', async () => {
    expect((await get(app, '/IMG/PG/1-1_60X60.SVG')).statusCode).toBe(200);
    expect((await get(app, '/img/brand/nrw_170x79.svg')).statusCode).toBe(200);
    expect((await get(app, '/img/user/00000000-0000-4000-A000-000000000002_200x200.svg')).statusCode).toBe(200);
  });

  it('clamps sizes to 8..2400 pixels', async () => {
    const doc = parseSvg((await get(app, '/img/pg/1-1_0x999999999.svg')).body);
    expect([doc.documentElement.getAttribute('width'), doc.documentElement.getAttribute('height')]).toEqual(['8', '2400']);
  });
});

describe('image URLs in the API', () => {
  it('brands carry their logo, users and salesmen a portrait that the server draws', async () => {
    const customer = await login(app, 'customer');
    const brands = BrandSchema.array().parse((await call(app, 'GET', '/api/en/brand', customer)).json());
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands) expect(b.Logo).toMatch(new RegExp(`/img/brand/${b.Code}_\\{width\\}x\\{height\\}\\.svg$`));
    const fill = (t: string) => new URL(t.replace('{width}', '170').replace('{height}', '79')).pathname;
    expect((await get(app, fill(brands[0].Logo))).statusCode).toBe(200);

    const me = UserSchema.parse((await call(app, 'GET', '/api/Account', customer)).json());
    expect(me.Photo).toMatch(/\/img\/user\/00000000-0000-4000-a000-000000000003_\{width\}x\{height\}\.svg$/);
    expect((await get(app, fill(me.Photo as string))).statusCode).toBe(200);

    const list = (await call(app, 'GET', '/api/en/PreOrder?PageSize=99', customer)).json();
    const withSalesman = list.Items.find((p: { SalesMan: string }) => p.SalesMan);
    expect(withSalesman.SalesManPhoto).toMatch(/\/img\/user\/[0-9a-f-]{36}_\{width\}x\{height\}\.svg$/);
    const detail = PreOrderSchema.parse((await call(app, 'GET', `/api/en/PreOrder/${withSalesman.Id}`, customer)).json());
    expect(detail.SalesManPhoto).toBe(withSalesman.SalesManPhoto);
    expect((await get(app, fill(detail.SalesManPhoto as string))).statusCode).toBe(200);

    const group = (await call(app, 'GET', '/api/en/productgroup/1', customer)).json();
    expect(group.BrandLogo).toMatch(new RegExp(`/img/brand/${group.Brand.Code}_\\{width\\}x\\{height\\}\\.svg$`));
  });
});
