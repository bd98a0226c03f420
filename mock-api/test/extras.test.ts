import type { FastifyInstance } from 'fastify';
import { CollectionSchema, CustomerSchema, DownloadRowSchema, ReportExportSchema, SheetReportSchema } from 'shared-kernel/contract';
import { checkPhoto } from '../src/routes/contact';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff']) t[u] = await login(app, u);
});
afterAll(() => close());

describe('downloads, contact, warranty', () => {
  it('lists download rows and answers URLs and CSV for a selection', async () => {
    const rows = (await call(app, 'GET', '/api/en/dl', t.customer)).json().map((r: unknown) => DownloadRowSchema.parse(r));
    expect(rows.length).toBe(40);
    const ids = rows.slice(0, 3).map((r: { Id: number }) => r.Id);
    expect((await call(app, 'POST', '/api/en/dl/images?resolution=low', t.customer, ids)).json()).toEqual({ Url: expect.stringMatching(/\/api\/en\/dl\/files\/[0-9a-f]{32}\.zip$/) });
    expect((await call(app, 'POST', '/api/en/dl/videos', t.customer, ids)).statusCode).toBe(400);
    const csv = await call(app, 'POST', '/api/en/dl/product-info/csv', t.customer, ids);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Product-Info.csv"');
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('accepts contact and warranty requests with validation', async () => {
    expect((await call(app, 'POST', '/api/en/customer/contact', t.staff, { Occasion: 0, Question: 'Hello?' })).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/en/customer/contact', t.staff, { Occasion: 2, Question: 'Access please' })).json().ModelState).toEqual({ 'model.Brands': [expect.any(String)] });
    // photos: the server checks the real content (file signature) and the size, not only the declared type
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`;
    const claim = { ArticleName: 'Jacket', ArticleColor: 'Navy', ArticleSize: 'M', Complaint: 'Zip broke', DefectPhoto: png, ProofOfPurchasePhoto: gif, DataProtectionConsent: true };
    expect((await call(app, 'POST', '/api/en/warranty', t.customer, claim)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/en/warranty', t.customer, { ...claim, DataProtectionConsent: false })).statusCode).toBe(400);
    const disguised = `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`;
    expect((await call(app, 'POST', '/api/en/warranty', t.customer, { ...claim, DefectPhoto: disguised })).json().ModelState).toEqual({ 'model.DefectPhoto': ['The photo must be a jpeg, png or gif image.'] });
    // the 10 MB limit on the decoded bytes (checked on the function: a 14 MB request body is no unit test)
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkPhoto(`data:image/jpeg;base64,${big.toString('base64')}`)).toEqual({ error: 'fileSizeExceeds' });
    expect(checkPhoto(`data:image/jpeg;base64,${big.subarray(0, 10 * 1024 * 1024).toString('base64')}`)).toMatchObject({ type: 'image/jpeg' });
    // stored for customer service: admins list them, others may not
    const stored = (await call(app, 'GET', '/api/en/servicerequest?kind=warranty', t.admin)).json();
    expect(stored[0]).toMatchObject({ Kind: 'warranty', CustomerKey: 'C0001', Article: 'Jacket Navy M', DefectPhoto: { Type: 'image/png', Bytes: 12 }, ProofOfPurchasePhoto: { Type: 'image/gif' } });
    expect((await call(app, 'GET', '/api/en/servicerequest?kind=contact', t.admin)).json().length).toBeGreaterThan(0);
    expect((await call(app, 'GET', '/api/en/servicerequest', t.customer)).statusCode).toBe(403);
  });

  it('lists service requests for admins with customer, sender and photo URLs that serve the stored bytes', async () => {
    expect((await call(app, 'POST', '/api/en/customer/contact', t.staff, { Occasion: 2, Brands: [{ Name: 'Velvet', Code: 'VLV' }], Question: '<b>not html</b>' })).statusCode).toBe(200);
    const [contact] = (await call(app, 'GET', '/api/en/servicerequest?kind=contact', t.admin)).json();
    expect(contact).toMatchObject({ Kind: 'contact', Occasion: 2, Brands: 'VLV', Text: '<b>not html</b>', CustomerKey: 'C0001', CustomerName: expect.any(String), UserName: 'staff', UserFullName: expect.any(String), DefectPhoto: null });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const gif = Buffer.from('GIF89a-proof');
    const claim = { ArticleName: 'Cap', ArticleColor: 'Red', ArticleSize: 'S', Complaint: 'Seam', DefectPhoto: `data:image/png;base64,${png.toString('base64')}`, ProofOfPurchasePhoto: `data:image/gif;base64,${gif.toString('base64')}`, DataProtectionConsent: true };
    expect((await call(app, 'POST', '/api/en/warranty', t.customer, claim)).statusCode).toBe(200);
    const all = (await call(app, 'GET', '/api/nl/servicerequest', t.admin)).json();
    const [warranty] = all;
    expect(warranty).toMatchObject({ Kind: 'warranty', Article: 'Cap Red S', UserName: 'customer' });
    expect(warranty.DefectPhoto.Url).toMatch(new RegExp(`/api/nl/servicerequest/${warranty.Id}/photo/defect$`));
    expect(warranty.ProofOfPurchasePhoto.Url).toMatch(new RegExp(`/api/nl/servicerequest/${warranty.Id}/photo/proof$`));
    // newest first
    expect(all.map((r: { Id: number }) => r.Id)).toEqual([...all.map((r: { Id: number }) => r.Id)].sort((a, b) => b - a));
    const photo = await call(app, 'GET', new URL(warranty.DefectPhoto.Url).pathname, t.admin);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(png)).toBe(true);
    const proof = await call(app, 'GET', `/api/en/servicerequest/${warranty.Id}/photo/proof`, t.admin);
    expect(proof.headers['content-type']).toBe('image/gif');
    expect(proof.rawPayload.equals(gif)).toBe(true);
    expect((await call(app, 'GET', `/api/en/servicerequest/${warranty.Id}/photo/proof`, t.customer)).statusCode).toBe(403);
    expect((await call(app, 'GET', `/api/en/servicerequest/${contact.Id}/photo/defect`, t.admin)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/en/servicerequest/${warranty.Id}/photo/other`, t.admin)).statusCode).toBe(404);
  });

  it('brand?all=true answers every brand to any signed-in user (access requests)', async () => {
    const everyBrand = (await call(app, 'GET', '/api/en/brand', t.admin)).json().map((b: { Code: string }) => b.Code);
    const own = (await call(app, 'GET', '/api/en/brand', t.customer)).json().map((b: { Code: string }) => b.Code);
    expect(own.length).toBeLessThan(everyBrand.length);
    for (const who of ['customer', 'staff', 'salesman']) {
      expect((await call(app, 'GET', '/api/en/brand?all=true', t[who])).json().map((b: { Code: string }) => b.Code)).toEqual(everyBrand);
    }
    expect((await call(app, 'GET', '/api/en/brand?all=true&filterOnBranch=true', t.customer)).json()).toHaveLength(everyBrand.length);
    expect((await call(app, 'GET', '/api/en/brand?all=yes', t.customer)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/en/brand?all=true')).statusCode).toBe(401);
  });
});

describe('customer data, collections, reports', () => {
  it('PUT customer/ updates the own company; not another', async () => {
    const c = CustomerSchema.parse((await call(app, 'GET', '/api/en/customer/C0001', t.customer)).json());
    const body = { ...c, CommercialName: 'Demo Fashion & Co' };
    expect((await call(app, 'PUT', '/api/en/customer/', t.customer, body)).json().CommercialName).toBe('Demo Fashion & Co');
    expect((await call(app, 'PUT', '/api/en/customer/', t.customer, { ...body, Key: 'C0002' })).statusCode).toBe(403);
    expect((await call(app, 'PUT', '/api/en/customer/', t.customer, { ...body, Email: 'nope' })).json().ModelState).toEqual({ 'model.Email': [expect.any(String)] });
  });

  it('lists the collections of a brand by id or code', async () => {
    const byCode = (await call(app, 'GET', '/api/en/brand/NRW/collection', t.customer)).json().map((c: unknown) => CollectionSchema.parse(c));
    expect(byCode).toHaveLength(4);
    expect((await call(app, 'GET', '/api/en/brand/1/collection', t.customer)).json()).toEqual(byCode);
    expect((await call(app, 'GET', '/api/en/brand/XXX/collection', t.customer)).statusCode).toBe(404);
  });

  it('reports a sheet with statistics and exports it as base64', async () => {
    const r = SheetReportSchema.parse((await call(app, 'GET', '/api/nl/preordersheet/report?sheetId=2', t.admin)).json());
    expect(r.Data.BrandCode).toBe('NRW');
    expect(r.Statistics.map((s) => s.Label)).toEqual(['PreOrders', 'Sent', 'Closed', 'Amount', 'Total']);
    const file = ReportExportSchema.parse((await call(app, 'GET', '/api/en/preordersheet/exportreport?sheetId=2&country=BE', t.admin)).json());
    expect(Buffer.from(file.Content, 'base64').toString('utf8')).toContain('BrandCode;NRW');
    expect((await call(app, 'GET', '/api/en/preordersheet/report?sheetId=2', t.salesman)).statusCode).toBe(403);
  });
});
