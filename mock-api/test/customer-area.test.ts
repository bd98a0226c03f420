import type { FastifyInstance } from 'fastify';
import {
  AddItemsResponseSchema,
  AddressSchema,
  BasketSchema,
  DealerLocatorAddressSchema,
  InvoiceSchema,
  OrderDetailSchema,
  OrderSummarySchema,
  pagedSchema,
} from 'shared-kernel/contract';
import { PDFDocument } from 'pdf-lib';
import { call, login, testApp } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
const t: Record<string, string> = {};
beforeAll(async () => {
  ({ app, close } = await testApp());
  for (const u of ['admin', 'salesman', 'customer', 'staff', 'marketing']) t[u] = await login(app, u);
});
afterAll(() => close());

describe('orders and invoices', () => {
  it('pages the order history and shows a detail with lines, shipments and invoices', async () => {
    const page = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?page=2', t.customer)).json());
    expect(page).toMatchObject({ Page: 2, TotalCount: 25, PageCount: 3 });
    const detail = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${page.Items[0].Id}`, t.marketing)).json());
    expect(detail.Products.length).toBeGreaterThan(0);
    expect(detail.Products[0].TotalPrice).toBeCloseTo(detail.Products[0].UnitPrice * detail.Products[0].Quantity, 2);
    expect((await call(app, 'GET', '/api/en/Customer/Orderhistory', t.staff)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/en/Order/999999', t.customer)).statusCode).toBe(404);
    const csv = await call(app, 'GET', `/api/en/Order/${detail.Id}/csv`, t.customer);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Order-Lines.csv"');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect((await call(app, 'GET', `/api/en/Order/${detail.Id}/images`, t.customer)).json().Url).toMatch(/^http/);
  });

  it('filters backorders and invoices; serves the invoice PDF', async () => {
    const back = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Backorder', t.customer)).json());
    expect(back.TotalCount).toBeGreaterThan(0);
    const all = pagedSchema(InvoiceSchema).parse((await call(app, 'GET', '/api/en/Customer/Invoice?totalAmountFrom=-9999999&totalAmountTo=9999999&dateFrom=2017-01-01', t.customer)).json());
    expect(all.TotalCount).toBeGreaterThan(0);
    const none = pagedSchema(InvoiceSchema).parse((await call(app, 'GET', '/api/en/Customer/Invoice?totalAmountFrom=9999998', t.customer)).json());
    expect(none.TotalCount).toBe(0);
    const pdf = await call(app, 'GET', `/api/en/Customer/Invoice/${all.Items[0].InvoiceNumber}`, t.customer);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    // a real document made with pdf-lib: it loads, is titled by its number, and has a page
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Invoice ${all.Items[0].InvoiceNumber}`);
    expect(doc.getPageCount()).toBeGreaterThan(0);
    expect((await call(app, 'GET', '/api/en/Customer/Invoice', t.marketing)).statusCode).toBe(403);
  });

  it('re-orders into the basket with Errors for refused lines', async () => {
    const page = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?pageSize=25', t.customer)).json());
    const before = BasketSchema.parse((await call(app, 'GET', '/api/en/basket', t.customer)).json());
    const res = await call(app, 'POST', `/api/en/order/${page.Items[0].Id}/reorder`, t.customer, []);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Errors: expect.any(Array) });
    const after = BasketSchema.parse((await call(app, 'GET', '/api/en/basket', t.customer)).json());
    expect(after.TotalPrice).toBeGreaterThanOrEqual(before.TotalPrice);
  });
});

describe('basket', () => {
  it('adds, updates, validates, removes and submits', async () => {
    const basket = BasketSchema.parse((await call(app, 'GET', '/api/en/basket', t.staff)).json());
    const v = basket.Products[0].Variants[0];
    const add = AddItemsResponseSchema.parse((await call(app, 'POST', '/api/en/basket/addItems', t.staff, { products: [{ amount: 1, productVariantId: v.ProductVariantId }, { amount: 1, productVariantId: 99999999 }] })).json());
    expect(add.Details).toHaveLength(1);
    expect(add.Errors).toEqual(['The product does not exist.']);
    expect(add.UpsellingProducts.length).toBeGreaterThan(0);
    expect((await call(app, 'POST', '/api/en/basket/updateItem', t.staff, { productVariantId: v.ProductVariantId, Amount: 2 })).json()).toEqual({ Error: null });
    expect((await call(app, 'POST', '/api/en/basket/updateItem', t.staff, { productVariantId: v.ProductVariantId, Amount: 0 })).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/en/basket/validate', t.staff)).json()).toEqual({ Errors: [] });
    expect((await call(app, 'DELETE', `/api/en/basket/removeItem/${v.ProductVariantId}`, t.staff)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/api/en/basket/switch', t.staff, { isDropshipment: true })).json().IsDropshipment).toBe(true);
    const missing = await call(app, 'POST', '/api/en/basket/submit', t.staff, { IsDropshipment: true });
    expect(missing.json().ModelState).toEqual({ 'model.DropshipmentDeliveryAddress': [expect.any(String)] });
    await call(app, 'POST', '/api/en/basket/switch', t.staff, { isDropshipment: false });
    const submitted = await call(app, 'POST', '/api/en/basket/submit', t.staff, { Reference: 'TEST-1' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({ axId: expect.stringMatching(/^SO\d+$/), gtmObject: expect.any(Object) });
    expect(BasketSchema.parse((await call(app, 'GET', '/api/en/basket', t.customer)).json()).Products).toEqual([]);
    const empty = await call(app, 'POST', '/api/en/basket/submit', t.staff, {});
    expect(empty.json().ModelState).toEqual({ model: ['The basket is empty.'] });
    expect((await call(app, 'POST', '/api/en/basket/addItems', t.marketing, { products: [{ amount: 1, productVariantId: 1 }] })).statusCode).toBe(403);
  });
});

describe('addresses', () => {
  it('lists by type, creates, deletes and toggles the dealer locator', async () => {
    const delivery = (await call(app, 'GET', '/api/en/Customer/C0001/DeliveryAddress', t.customer)).json().map((a: unknown) => AddressSchema.parse(a));
    expect(delivery.length).toBe(2);
    expect((await call(app, 'GET', '/api/en/customer/C0001/deliveryaddress', t.customer)).json()).toHaveLength(2);
    const body = { Name: 'Depot', Street: 'Kaai', HouseNumber: '1', ZipCode: '2000', City: 'Antwerpen', CountryId: 1, Type: 'DELIVERY' };
    const id = (await call(app, 'POST', '/api/en/Customer/C0001/Address', t.customer, body)).json();
    expect((await call(app, 'GET', '/api/en/Customer/C0001/DeliveryAddress', t.customer)).json()).toHaveLength(3);
    expect((await call(app, 'POST', '/api/en/Customer/C0001/Address', t.customer, { ...body, ZipCode: '' })).json().ModelState).toEqual({ 'model.ZipCode': [expect.any(String)] });
    expect((await call(app, 'POST', '/api/en/Customer/C0001/DeleteAddress', t.customer, { Id: id })).statusCode).toBe(200);
    const shops = (await call(app, 'GET', '/api/en/Customer/C0001/DealerLocator', t.customer)).json().map((a: unknown) => DealerLocatorAddressSchema.parse(a));
    const hidden = await call(app, 'POST', `/api/en/Customer/DealerLocator/${shops[0].Id}/Hide`, t.customer);
    expect(hidden.json().ShowOnDealerLocator).toBe(false);
    const shown = await call(app, 'POST', `/api/en/Customer/DealerLocator/${shops[0].Id}/Show`, t.customer, { Latitude: 51.2, Longitude: 4.4, Brands: ['NRW'], DealerType: 1 });
    expect(shown.json()).toMatchObject({ ShowOnDealerLocator: true, Latitude: 51.2, Brands: ['NRW'], DealerType: 1 });
    expect((await call(app, 'GET', '/api/en/Customer/C0002/DeliveryAddress', t.customer)).statusCode).toBe(403);
    expect((await call(app, 'GET', '/api/nl/address/complete?postalCode=1012AB&houseNr=1', t.customer)).json()).toEqual({ street: expect.any(String) });
  });

  it('admin changes a customer number', async () => {
    const res = await call(app, 'PUT', '/api/en/Customer/CustomerKey', t.admin, { CurrentKey: 'C0002', NewAltKey: '999002' });
    expect(res.json().AltKey).toBe('999002');
    expect((await call(app, 'PUT', '/api/en/Customer/CustomerKey', t.admin, { CurrentKey: 'C0002', NewAltKey: '100001' })).json().ExceptionMessage).toEqual(expect.any(String));
    expect((await call(app, 'PUT', '/api/en/Customer/CustomerKey', t.salesman, { CurrentKey: 'C0002', NewAltKey: '1' })).statusCode).toBe(403);
  });
});

describe('marketing users get no prices in orders (spec section 6)', () => {
  it('answers 0 for totals and line prices, and a CSV without price columns', async () => {
    const page = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?page=1', t.marketing)).json());
    expect(page.Items.length).toBeGreaterThan(0);
    expect(page.Items.every((o) => o.Total === 0)).toBe(true);
    const detail = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${page.Items[0].Id}`, t.marketing)).json());
    expect(detail.Products.every((l) => l.UnitPrice === 0 && l.TotalPrice === 0)).toBe(true);
    const csv = (await call(app, 'GET', `/api/en/Order/${page.Items[0].Id}/csv`, t.marketing)).body;
    expect(csv.split('\n')[0]).not.toMatch(/Price/);
    // the customer of the same company does see them
    const own = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?page=1', t.customer)).json());
    expect(own.Items.some((o) => o.Total > 0)).toBe(true);
  });
});

describe('order images', () => {
  it('answers the Url of a ZIP with one image per order line', async () => {
    const page = pagedSchema(OrderSummarySchema).parse((await call(app, 'GET', '/api/en/Customer/Orderhistory?page=1', t.customer)).json());
    const detail = OrderDetailSchema.parse((await call(app, 'GET', `/api/en/Order/${page.Items[0].Id}`, t.customer)).json());
    const { Url } = (await call(app, 'GET', `/api/en/Order/${detail.Id}/images`, t.customer)).json();
    expect(Url).toMatch(/\/api\/en\/order\/images\/[0-9a-f]{32}\.zip$/);
    const zip = await app.inject({ method: 'GET', url: new URL(Url).pathname });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const bytes = zip.rawPayload;
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // one local file header per line
    expect(bytes.toString('latin1').split('PK\u0003\u0004').length - 1).toBe(detail.Products.length);
    expect((await app.inject({ method: 'GET', url: '/api/en/order/images/00000000000000000000000000000000.zip' })).statusCode).toBe(404);
  });
});
