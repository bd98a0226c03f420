import type { FastifyInstance } from 'fastify';
import { DownloadRowSchema } from 'shared-kernel/contract';
import { crc32, zipStore } from '../src/http/zip';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'customer', 'marketing']) t[u] = await login(app, u);
});
afterAll(() => close());

interface Entry {
  name: string;
  data: Buffer;
  crc: number;
}

/** Reads a stored (method 0) ZIP through its central directory, checking every local header. */
function readZip(zip: Buffer): Entry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 24);
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt16LE(local + 8)).toBe(0);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.push({ name, crc, data: zip.subarray(start, start + size) });
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return entries;
}

async function rowIds(token: string, n: number): Promise<number[]> {
  const rows = (await call(app, 'GET', '/api/en/dl', token)).json().map((r: unknown) => DownloadRowSchema.parse(r));
  return rows.slice(0, n).map((r: { Id: number }) => r.Id);
}

/** the path (with query) of an absolute Url the API answered */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

describe('the ZIP writer', () => {
  it('computes the IEEE CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes entries that read back with their names, contents and CRCs', () => {
    const zip = zipStore([
      { name: 'a.txt', data: Buffer.from('hello') },
      { name: 'dir/é.svg', data: Buffer.from('<svg/>') },
    ]);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['a.txt', 'dir/é.svg']);
    expect(entries[1].data.toString()).toBe('<svg/>');
    for (const e of entries) expect(e.crc).toBe(crc32(e.data));
  });
});

describe('POST dl/{type} and the prepared package', () => {
  it('answers a Url behind which a ZIP with one image per selected row is served', async () => {
    const ids = await rowIds(t.customer, 3);
    const res = await call(app, 'POST', '/api/en/dl/images?resolution=low', t.customer, ids);
    expect(res.statusCode).toBe(200);
    const { Url } = res.json() as { Url: string };
    expect(Url).toMatch(/^http:\/\/[^/]+\/api\/en\/dl\/files\/[0-9a-f]{32}\.zip$/);

    const file = await app.inject({ method: 'GET', url: pathOf(Url) }); // no token: the link itself is the permission
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe('attachment; filename="images-low.zip"');
    const zip = file.rawPayload;
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    const entries = readZip(zip);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => Number(e.name.split('-')[0]))).toEqual(ids);
    for (const e of entries) {
      expect(e.name).toMatch(/-low\.svg$/);
      expect(e.data.toString()).toMatch(/^<svg [^>]*width="300"/);
      expect(e.crc).toBe(crc32(e.data));
    }
  });

  it('packs sheets as CSV and materials as text, one per row; a marketing user may download too', async () => {
    const ids = await rowIds(t.marketing, 2);
    const sheets = (await call(app, 'POST', '/api/nl/dl/sheets?resolution=high', t.marketing, ids)).json().Url as string;
    const sheetEntries = readZip((await app.inject({ method: 'GET', url: pathOf(sheets) })).rawPayload);
    expect(sheetEntries).toHaveLength(2);
    expect(sheetEntries[0].name).toMatch(/-sheet\.csv$/);
    expect(sheetEntries[0].data.toString('utf8')).toMatch(/^\uFEFFBrand;/);

    const materials = (await call(app, 'POST', '/api/en/dl/materials', t.customer, ids)).json().Url as string;
    const materialEntries = readZip((await app.inject({ method: 'GET', url: pathOf(materials) })).rawPayload);
    expect(materialEntries.map((e) => e.name)).toEqual([expect.stringMatching(/-materials\.txt$/), expect.stringMatching(/-materials\.txt$/)]);
  });

  it('answers 404 for an unknown package and 400 for a malformed name', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/en/dl/files/${'0'.repeat(32)}.zip` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/en/dl/files/..%2Fportal.db' })).statusCode).toBe(400);
  });

  it('refuses unknown types, rows of another customer and non-customers', async () => {
    const ids = await rowIds(t.customer, 2);
    expect((await call(app, 'POST', '/api/en/dl/videos', t.customer, ids)).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/en/dl/images?resolution=low', t.customer, [999999])).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/en/dl/images?resolution=low', t.admin, ids)).statusCode).toBe(403);
    expect((await call(app, 'POST', '/api/en/dl/product-info/csv', t.admin, ids)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/en/dl', t.admin)).statusCode).toBe(403);
  });
});

describe('POST dl/product-info/csv', () => {
  it('answers Product-Info.csv starting with the BOM, a header and one line per row', async () => {
    const ids = await rowIds(t.customer, 3);
    const csv = await call(app, 'POST', '/api/en/dl/product-info/csv', t.customer, ids);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Product-Info.csv"');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.body.startsWith('\uFEFFBrand;Name;Model;')).toBe(true);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
  });
});
