import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApi, openApiText } from './openapi';
import { OPERATION_NAMES } from './operations';

/*
 * The published contract (issue 16): shared-kernel/openapi.json is generated (`npm run contract`), never
 * edited by hand, and holds every call of spec section 7.
 */

/** Spec section 7, call by call, as the spec writes them (account calls and the token at the API root, the rest under the locale). */
const SECTION_7 = {
  root: ['POST token', 'POST hubs/{hub}/negotiate'],
  account: [
    'POST Account/Impersonate',
    'POST Account/RevertImpersonate',
    'POST Account/DisableCustomerIsWatching',
    'POST account/customeriswatching',
    'POST Account/Register',
    'GET Account/ConfirmEmail',
    'GET Account',
    'GET account/{id}',
    'PUT Account',
    'POST Account/ChangePassword',
    'POST Account/ForgotPassword',
    'POST Account/ResetPassword',
    'GET Account/employees',
    'GET Account/search',
    'GET account/salesmanAutocomplete',
    'POST account/remove',
  ],
  locale: [
    'GET address/complete',
    'GET Customer/Orderhistory',
    'GET Customer/Backorder',
    'GET Customer/Invoice',
    'GET Customer/Invoice/{invoiceNumber}',
    'PUT Customer/CustomerKey',
    'POST Customer/{customer}/Address',
    'POST Customer/{customer}/DeleteAddress',
    'GET Customer/{id}/DeliveryAddress',
    'GET Customer/{id}/InvoiceAddress',
    'GET Customer/{id}/ShopAddress',
    'GET Customer/{id}/DealerLocator',
    'POST Customer/DealerLocator/{Id}/Show',
    'POST Customer/DealerLocator/{Id}/Hide',
    'GET Order/{id}',
    'GET Order/{id}/images',
    'GET Order/{id}/csv',
    'POST order/{id}/reorder',
    'POST order/{id}/invoice',
    'GET ProductGroup/{id}/productsheet',
    'POST warranty',
    'POST customer/contact',
    'GET dl',
    'POST dl/{type}',
    'POST dl/product-info/csv',
    'GET PreOrderSheet',
    'POST PreOrderSheet',
    'GET PreOrderSheet/{id}',
    'PUT PreOrderSheet/{id}',
    'POST PreOrderSheet/{id}/copy',
    'GET PreOrderSheet/autocomplete',
    'GET PreOrderSheet/{id}/productgroups',
    'GET PreOrderSheet/{id}/marketingproductgroups',
    ...['productgroup', 'marketingproductgroup'].flatMap((g) => [
      `POST preordersheet/{id}/${g}`,
      `PUT preordersheet/{id}/${g}/{gid}`,
      `DELETE preordersheet/{id}/${g}/{gid}`,
      `PUT preordersheet/{id}/${g}/{gid}/sortindex/{n}`,
    ]),
    ...['product', 'marketingproduct'].flatMap((p) => [`POST preordersheet/{id}/${p}`, `PUT preordersheet/{id}/${p}/{pid}`, `DELETE preordersheet/{id}/${p}/{pid}`]),
    'PUT preordersheet/{id}/productvariant/{vid}',
    'GET preordersheet/base',
    'GET preordersheet/report',
    'GET preordersheet/exportreport',
    'GET brand',
    'GET brand/{id}/collection',
    'POST PreOrder',
    'GET PreOrder',
    'GET PreOrder/forecasted',
    'GET PreOrder/{id}',
    ...['totals', 'notifications', 'productgroups', 'marketingproductgroups', 'subgrouptotals', 'deliverymomenttotals', 'targets'].map((x) => `GET PreOrder/{id}/${x}`),
    ...['customer', 'sales', 'close', 'sendreminders', 'sendtosales'].map((x) => `PUT PreOrder/{id}/${x}`),
    'PUT PreOrder/{id}/productnotification/{nid}',
    'PUT PreOrder/{id}/productnotification',
    ...['productgroup/{gid}', 'product/{pid}', 'productvariant/{vid}', 'marketingproductgroup/{gid}', 'marketingproduct/{pid}', 'marketingproductvariant/{vid}'].map((x) => `PUT PreOrder/{id}/${x}`),
    'POST PreOrder/{id}/export',
    'POST PreOrder/{id}/resend',
    'GET axwarning',
    'DELETE axwarning/{id}',
    'POST axwarning/{id}/export',
    'POST axwarning/{id}/resend',
    'GET customer',
    'GET customer/{id}',
    'PUT customer/',
    'GET customer/autocomplete',
    'GET customer/{id}/user',
    'POST customer/{id}/user',
    'POST customer/{id}/user/{uid}/block',
    'GET customer/{id}/deliveryaddress',
    'GET productgroup/',
    'GET productgroup/{id}',
    'GET productgroup/autocomplete',
    'GET productgroup/getaggregations',
    'GET product/{id}',
    'GET basket',
    'POST basket/addItems',
    'POST basket/updateItem',
    'DELETE basket/removeItem/{productVariantId}',
    'POST basket/validate',
    'POST basket/submit',
    'POST basket/switch',
    'GET notification',
    'GET notification/all',
    'GET notification/{id}',
    'POST notification',
    'PUT notification/{Id}',
    'GET banner/current',
    'GET banner',
    'POST banner',
    'GET banner/{id}',
    'PUT banner/{Id}',
    'GET branch',
    'GET branch/{id}',
    'PUT branch/{Id}',
    'GET coupon',
    'GET coupon/{id}',
    'POST coupon',
    'PUT coupon/{Id}',
    'POST coupon/check',
    'GET country',
    'GET country/available',
    'GET country/{id}',
    'PUT country/{Id}',
    'GET sizechart',
    'GET sizechart/{id}',
    'POST sizechart',
    'PUT sizechart/{Id}',
    'GET currency',
    'GET currency/{code}/symbol',
  ],
};

/** `GET /api/{locale}/Customer/{id}/DeliveryAddress` -> `get /api/{locale}/customer/{}/deliveryaddress` (paths are case-insensitive) */
const key = (method: string, path: string) => `${method.toLowerCase()} ${path.replace(/\{(?!locale\})\w+\}/g, '{}').replace(/\/$/, '').toLowerCase()}`;

describe('openapi.json', () => {
  const doc = buildOpenApi() as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

  it('is the committed file, generated by npm run contract (never edited by hand)', () => {
    const committed = readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8');
    // a mismatch: run `npm run contract` and commit shared-kernel/openapi.json
    expect(committed === openApiText()).toBe(true);
  });

  it('is OpenAPI 3.1 with one operation per contract operation', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(ids.sort()).toEqual([...OPERATION_NAMES].sort());
  });

  it('holds every call of spec section 7', () => {
    const published = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => key(m, path))));
    const wanted = [
      ...SECTION_7.root.map((c) => c.split(' ') as [string, string]).map(([m, p]) => key(m, `/${p}`)),
      ...SECTION_7.account.map((c) => c.split(' ') as [string, string]).map(([m, p]) => key(m, `/api/${p}`)),
      ...SECTION_7.locale.map((c) => c.split(' ') as [string, string]).map(([m, p]) => key(m, `/api/{locale}/${p}`)),
    ];
    expect(wanted.length).toBeGreaterThan(140);
    expect(wanted.filter((w) => !published.has(w))).toEqual([]);
  });

  it('documents roles, errors and the shared schemas of the answers', () => {
    const getBranch = doc.paths['/api/{locale}/branch/{id}'].get as unknown as { 'x-roles': string[]; responses: Record<string, unknown> };
    expect(getBranch['x-roles']).toEqual(['Admin']);
    expect(Object.keys(getBranch.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(JSON.stringify(getBranch.responses['200'])).toContain('#/components/schemas/Branch');
  });
});
