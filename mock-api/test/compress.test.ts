// Response compression (http/compress.ts): JSON of 1 KB and more goes gzip or brotli encoded as the
// client's Accept-Encoding asks, on every route and on the kept pre-order grid alike; smaller answers,
// clients that ask for none, PDFs and ZIPs go as they are; request bodies are never inflated.
import type { FastifyInstance } from 'fastify';
import { OrderSummarySchema, pagedSchema } from 'shared-kernel/contract';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'zlib';
import { COMPRESS_THRESHOLD } from '../src/http/encoded-body';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
let preOrderId: number;

beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['customer', 'salesman']) t[u] = await login(app, u);
  preOrderId = (await call(app, 'GET', '/api/en/PreOrder?State=0', t.customer)).json().Items[0].Id;
});
afterAll(() => close());

const get = (url: string, headers: Record<string, string> = {}, user = 'customer') => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t[user]}`, ...headers } });

const decode = (encoding: string | undefined, bytes: Buffer) => (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');

/** a plain route (compressed by the plugin) and the grid (kept with its encodings): both large JSON */
const LARGE = () => ['/api/en/productgroup/?Page=1&pageSize=24', `/api/en/PreOrder/${preOrderId}/productgroups?Page=1&PageSize=10`];

describe('response compression', () => {
  it('gzip and br answers decode to the identity JSON, plain routes and the kept grid alike', async () => {
    for (const url of LARGE()) {
      const plain = await get(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
      for (const encoding of ['gzip', 'br']) {
        // twice: the grid's second answer comes from its kept encodings
        for (let i = 0; i < 2; i++) {
          const res = await get(url, { 'accept-encoding': encoding });
          expect([url, res.headers['content-encoding']]).toEqual([url, encoding]);
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
          expect(JSON.parse(decode(encoding, res.rawPayload))).toEqual(plain.json());
        }
      }
    }
  });

  it('negotiates as the client asks: brotli first among equals, q-values, * and x-gzip as gzip, identity or unknown ones as none', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      ['compress, zstd', undefined],
      ['', undefined],
    ];
    for (const url of LARGE()) {
      const plain = (await get(url)).json();
      for (const [asked, sent] of cases) {
        const res = await get(url, { 'accept-encoding': asked });
        expect([url, asked, res.headers['content-encoding']]).toEqual([url, asked, sent]);
        expect(JSON.parse(decode(sent, res.rawPayload))).toEqual(plain);
      }
      const refused = await get(url, { 'accept-encoding': 'gzip', 'x-no-compression': '1' });
      expect(refused.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers without Accept-Encoding as they are (identity), with Content-Length', async () => {
    for (const url of LARGE()) {
      const res = await get(url);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    for (const url of ['/api/en/currency/EUR/symbol', `/api/en/PreOrder/${preOrderId}/targets`, '/health']) {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
      expect([url, res.headers['content-encoding']]).toEqual([url, undefined]);
    }
    // a grid page under 1 KB (no group matches) too
    const empty = await get(`/api/en/PreOrder/${preOrderId}/productgroups?Search=zz-none`, { 'accept-encoding': 'br' });
    expect(empty.json().Items).toEqual([]);
    expect(empty.headers['content-encoding']).toBeUndefined();
  });

  it('keeps PDFs and ZIPs as they are; a CSV download decodes to the same text', async () => {
    const ask = { 'accept-encoding': 'gzip, deflate, br' };
    const invoices = (await get('/api/en/Customer/Invoice?dateFrom=2017-01-01')).json();
    const pdf = await get(`/api/en/Customer/Invoice/${invoices.Items[0].InvoiceNumber}`, ask);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const orders = pagedSchema(OrderSummarySchema).parse((await get('/api/en/Customer/Orderhistory?page=1')).json());
    const { Url } = (await get(`/api/en/Order/${orders.Items[0].Id}/images`)).json();
    const zip = await app.inject({ method: 'GET', url: new URL(Url).pathname, headers: ask });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const csvPath = `/api/en/Order/${orders.Items[0].Id}/csv`;
    const plainCsv = await get(csvPath);
    const csv = await get(csvPath, ask);
    expect(csv.headers['content-disposition']).toBe(plainCsv.headers['content-disposition']);
    expect(decode(csv.headers['content-encoding'] as string | undefined, csv.rawPayload)).toBe(plainCsv.body);
  });

  it('does not inflate request bodies: a gzip body is a 400, not decompressed', async () => {
    const body = gzipSync(JSON.stringify({ products: [] }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/basket/addItems',
      headers: { authorization: `Bearer ${t.customer}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps the CORS Vary beside Accept-Encoding', async () => {
    for (const url of LARGE()) {
      const res = await get(url, { origin: 'http://localhost:3000', 'accept-encoding': 'br' });
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(String(res.headers.vary).toLowerCase()).toEqual(expect.stringContaining('origin'));
      expect(String(res.headers.vary).toLowerCase()).toEqual(expect.stringContaining('accept-encoding'));
    }
  });
});
