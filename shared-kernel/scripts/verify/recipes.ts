import type { OperationName } from '../../src/contract/operations';
import type { CallArgs } from './client';

/* eslint-disable @typescript-eslint/no-explicit-any -- recipes read the answers the run has already checked against their schemas */

/** what a recipe knows: the caller, and the answers of the operations walked before */
export interface RecipeContext {
  /** the caller's session (login answer); null for the public calls */
  me: { id: string; role: string; customerKey: string; userName: string } | null;
  /**
   * a value from an earlier answer of `op`: the caller's own answer first, else another caller's (the
   * call then may rightly answer 403 or 404: someone else's data)
   */
  pick<T>(op: OperationName, fn: (body: any) => T | undefined | null): T | undefined;
}

/** the args of a call, and the status it must answer when not the success status (a call that cannot succeed) */
export type RecipeResult = CallArgs & { expect?: number };
/** null: the server holds no data for the call (reported as skipped) */
export type Recipe = (c: RecipeContext) => RecipeResult | null;

const first = (b: any) => b?.Items?.[0];
const id = (v: unknown) => (v === undefined || v === null ? null : v);
/** `{ params: { id } }`, null without a value */
const byId = (v: unknown): RecipeResult | null => (id(v) === null ? null : { params: { id: v } });

const customerKey = (c: RecipeContext) => c.me?.customerKey || c.pick('listCustomers', (b) => first(b)?.Key);
const preOrderId = (c: RecipeContext) => c.pick('listPreOrders', (b) => first(b)?.Id);
const sheetId = (c: RecipeContext) => c.pick('listPreOrderSheets', (b) => first(b)?.Id);
const groupId = (c: RecipeContext) => c.pick('listProductGroups', (b) => b?.Items?.find((g: any) => g.CustomerHasAccess)?.Id ?? first(b)?.Id);
const sku = (c: RecipeContext) => c.pick('getProductGroup', (b) => b?.Products?.[0]?.Variants?.[0]?.Sku);
/** the file name at the end of a download Url */
const fileOf = (url: unknown) => (typeof url === 'string' ? url.split('?')[0].split('/').pop() : undefined);
/** the `/img/...` path of the first image template of the shop list */
const imagePath = (c: RecipeContext) =>
  c.pick('listProductGroups', (b) => {
    const template: string | undefined = first(b)?.Images?.[0];
    const m = template ? /\/img\/(.+)$/.exec(template.replace('{width}', '60').replace('{height}', '60')) : null;
    return m?.[1];
  }) ?? 'verify_60x60.svg';

/**
 * The read walk, in order: each call may use the answers of those before it (a list's first item is the
 * detail's id). Every GET operation is here, plus the POSTs that change nothing (sign-in is done first, the
 * hub negotiate, the basket check and the two resolve calls).
 */
export const READ_RECIPES: Partial<Record<OperationName, Recipe>> = {
  getHealth: () => ({}),
  getAccount: () => ({}),
  getUser: (c) => byId(c.me?.id),
  listEmployees: () => ({}),
  salesmanAutocomplete: () => ({ query: { search: 'a' } }),
  // a registration needs the mailed code: checks the refusal of a wrong one
  confirmEmail: () => ({ query: { userId: '00000000-0000-0000-0000-000000000000', code: 'verify' }, expect: 400 }),
  listNotifications: () => ({}),
  listAdminNotifications: () => ({}),
  getNotification: (c) => byId(c.pick('listAdminNotifications', (b) => first(b)?.Id)),
  getCurrentBanner: () => ({ query: { locationType: 0 } }),
  listBanners: () => ({}),
  getBanner: (c) => byId(c.pick('listBanners', (b) => first(b)?.Id)),
  listCurrencies: () => ({}),
  getCurrencySymbol: (c) => {
    const code = c.pick('listCurrencies', (b) => b?.[0]?.Code);
    return code ? { params: { code } } : null;
  },
  listAvailableCountries: () => ({}),
  listCountries: () => ({}),
  getCountry: (c) => byId(c.pick('listCountries', (b) => first(b)?.Id)),
  listBranches: () => ({}),
  getBranch: (c) => byId(c.pick('listBranches', (b) => first(b)?.Id)),
  listCoupons: () => ({}),
  getCoupon: (c) => byId(c.pick('listCoupons', (b) => first(b)?.Id)),
  listSizeCharts: () => ({}),
  getSizeChart: (c) => byId(c.pick('listSizeCharts', (b) => first(b)?.Id)),
  listBrands: () => ({}),
  listBrandCollections: (c) => byId(c.pick('listBrands', (b) => b?.[0]?.Code)),
  listCustomers: () => ({}),
  customerAutocomplete: () => ({ query: { search: 'a' } }),
  searchUsers: (c) => ({ query: { customerKey: customerKey(c) } }),
  getCustomer: (c) => byId(customerKey(c)),
  listCustomerUsers: (c) => byId(customerKey(c)),
  listDeliveryAddresses: (c) => byId(customerKey(c)),
  listInvoiceAddresses: (c) => byId(customerKey(c)),
  listShopAddresses: (c) => byId(customerKey(c)),
  listDealerLocatorAddresses: (c) => byId(customerKey(c)),
  completeAddress: () => ({ query: { postalCode: '1012AB', houseNr: '1' } }),
  listProductGroups: () => ({}),
  getProductGroupAggregations: () => ({}),
  productGroupAutocomplete: (c) => ({ query: { search: c.pick('listProductGroups', (b) => first(b)?.Name?.slice(0, 3)) ?? 'abc' } }),
  getImage: (c) => ({ params: { path: imagePath(c) } }),
  getProductGroup: (c) => byId(groupId(c)),
  getProductSheet: (c) => byId(groupId(c)),
  getProduct: (c) => byId(c.pick('getProductGroup', (b) => b?.Products?.[0]?.Id)),
  getBasket: () => ({}),
  validateBasket: () => ({}),
  resolveCatalogueLines: (c) => {
    const code = sku(c);
    return code ? { body: { Rows: [{ Line: 1, Code: code, Amount: 1 }] } } : null;
  },
  listDrafts: () => ({}),
  getDraft: (c) => byId(c.pick('listDrafts', (b) => b?.[0]?.Id)),
  listPreOrders: () => ({}),
  listForecastedPreOrders: () => ({}),
  getPreOrder: (c) => byId(preOrderId(c)),
  listPreOrderProductGroups: (c) => byId(preOrderId(c)),
  listPreOrderMarketingProductGroups: (c) => byId(preOrderId(c)),
  getPreOrderTotals: (c) => byId(preOrderId(c)),
  getPreOrderSubgroupTotals: (c) => byId(preOrderId(c)),
  getPreOrderDeliveryMomentTotals: (c) => byId(preOrderId(c)),
  getPreOrderTargets: (c) => byId(preOrderId(c)),
  listPreOrderNotifications: (c) => byId(preOrderId(c)),
  resolvePreOrderLines: (c) => {
    const pid = preOrderId(c);
    const code = c.pick('listPreOrderProductGroups', (b) => first(b)?.Products?.[0]?.Variants?.[0]?.Sku);
    return pid && code ? { params: { id: pid }, body: { Rows: [{ Line: 1, Code: code, Amount: 0 }] } } : null;
  },
  listPreOrderSheets: () => ({}),
  preOrderSheetAutocomplete: () => ({}),
  getPreOrderSheetBase: (c) => (sheetId(c) ? { query: { sheetId: sheetId(c) } } : null),
  getPreOrderSheet: (c) => byId(sheetId(c)),
  listSheetProductGroups: (c) => byId(sheetId(c)),
  listSheetMarketingProductGroups: (c) => byId(sheetId(c)),
  getSheetReport: (c) => (sheetId(c) ? { query: { sheetId: sheetId(c) } } : null),
  exportSheetReport: (c) => (sheetId(c) ? { query: { sheetId: sheetId(c) } } : null),
  listAxWarnings: () => ({}),
  listOrderHistory: () => ({}),
  listBackorders: () => ({}),
  getOrder: (c) => byId(c.pick('listOrderHistory', (b) => first(b)?.Id)),
  getOrderImages: (c) => byId(c.pick('listOrderHistory', (b) => first(b)?.Id)),
  downloadOrderImages: (c) => {
    const file = c.pick('getOrderImages', (b) => fileOf(b?.Url));
    return file ? { params: { file } } : null;
  },
  getOrderCsv: (c) => byId(c.pick('listOrderHistory', (b) => first(b)?.Id)),
  listInvoices: () => ({}),
  getInvoicePdf: (c) => {
    const n = c.pick('listInvoices', (b) => first(b)?.InvoiceNumber);
    return n ? { params: { invoiceNumber: n } } : null;
  },
  listDownloads: () => ({}),
  // the package exists only after POST dl/{type} (the --write run): a wrong token checks the refusal
  downloadFile: (c) => {
    const file = c.pick('requestDownload', (b) => fileOf(b?.Url));
    return file ? { params: { file } } : { params: { file: `${'0'.repeat(32)}.zip` }, expect: 404 };
  },
  // the file-sharing widget: a view (a short-lived token, nothing else changes) opens its page
  openFileShare: () => ({}),
  getFileSharePage: (c) => {
    const url = c.pick('openFileShare', (b) => (typeof b?.Url === 'string' ? b.Url : undefined));
    const t = url ? new URL(url).searchParams.get('t') : null;
    return t ? { query: { t } } : { query: { t: 'verify' }, expect: 401 };
  },
  listServiceRequests: () => ({}),
  getServiceRequestPhoto: (c) => {
    const withPhoto = c.pick('listServiceRequests', (b) => b?.find?.((r: any) => r.DefectPhoto)?.Id);
    return withPhoto ? { params: { id: withPhoto, which: 'defect' } } : null;
  },
  listImpersonationSessions: () => ({}),
  getImpersonationSession: (c) => byId(c.pick('listImpersonationSessions', (b) => first(b)?.Id)),
  negotiateHub: () => ({ params: { hub: 'chat' }, query: { negotiateVersion: 1 } }),
};
