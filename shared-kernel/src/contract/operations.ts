import type { Role } from './common';

/*
 * Every call of the portal API as plain data (issue 16): name -> method, path, who may call it and the
 * error answers it gives. This file imports no zod at run time (a type only), so browser code may import
 * it; the schemas of each operation (params, query, body, response) live beside the resource's schemas
 * (`contract/<resource>.ts`, `<resource>Operations`) and are joined in `contract/operation-schemas.ts`.
 * mock-api registers its routes from this table, the OpenAPI document and the verify run derive from it.
 *
 * Paths are OpenAPI templates: `{locale}` is the UI language (en, nl, fr), filled by the base query.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** who may call: no token ('public'), every signed-in user ('any'), or the listed roles (403 for others) */
export type OperationRoles = 'public' | 'any' | readonly Role[];

/**
 * The error answers of an operation: 400 (ModelState or Message; every call that takes a body may answer it
 * for an unreadable one), 401 (no or a bad token), 403 (role or someone else's data), 404, 409 (stale row
 * version), 422 (an Idempotency-Key reused with another request), 429 (sign-in throttle), 503 (the server holds too much of something for now: pending hub
 * connections, prepared packages; try again later).
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** what a successful answer carries: JSON (default), nothing, a file, or a page (the file-sharing widget) */
export type AnswerKind = 'json' | 'empty' | 'pdf' | 'csv' | 'zip' | 'image' | 'html';

export interface OperationSpec {
  method: HttpMethod;
  path: string;
  roles: OperationRoles;
  errors: readonly ErrorStatus[];
  /** default 'json' */
  answer?: AnswerKind;
  /** success status (default 200) */
  status?: 200 | 201 | 303;
  /** request body type (default JSON) */
  consumes?: 'form';
  /** prefix of the ModelState keys of a 400 (default `model`) */
  modelPrefix?: 'addUserModel';
  /** error bodies are OAuth2 `{ error, error_description }` instead of `{ Message }` */
  oauthErrors?: true;
  /** the last path parameter takes the rest of the path, slashes included (`/img/{path}`) */
  tail?: true;
  /**
   * also an admin or salesman while impersonating a customer (whose role the token carries): the
   * customer pre-order overview's "New pre-order" (issue 15); the handler limits it to that customer
   */
  impersonators?: true;
  /** a page, or a form posted from one: a browser (Accept: text/html) gets its errors as a page too */
  browser?: true;
  /**
   * honours an `Idempotency-Key` header (trade-show mode's replayed header writes): a repeated key answers
   * the first answer again, the same key with another request 422
   */
  idempotent?: true;
}

const ADMIN = ['Admin'] as const;
/** admin and salesman */
const STAFF = ['Admin', 'Vertegenwoordiger'] as const;
/** the three customer roles */
const CUSTOMER = ['Klant', 'PersoneelKlant', 'MarketingKlant'] as const;
/** customer roles that order */
const BUYER = ['Klant', 'PersoneelKlant'] as const;
/** staff and the customer roles that order (pre-order lines, addresses) */
const EDITOR = ['Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant'] as const;
/** staff and the company's administrator (users) */
const MANAGER = ['Admin', 'Vertegenwoordiger', 'Klant'] as const;
/** order history: customers and marketing */
const READER = ['Klant', 'MarketingKlant'] as const;
const KLANT = ['Klant'] as const;

// error lists by kind of call
const R = [401] as const;
const RQ = [400, 401] as const;
const R404 = [400, 401, 404] as const;
const SCOPED = [400, 401, 403, 404] as const;
const ROLE = [401, 403] as const;
const ROLE400 = [400, 401, 403] as const;
const ROLE404 = [400, 401, 403, 404] as const;
const PUBLIC400 = [400] as const;

/** The operation table. Names are stable: remotes, mock-api and the verify run refer to them. */
export const OPERATIONS = {
  // ---- server root -------------------------------------------------------------------------------
  getHealth: { method: 'GET', path: '/health', roles: 'public', errors: [] },
  getImage: { method: 'GET', path: '/img/{path}', roles: 'public', errors: [400, 404], answer: 'image', tail: true },
  createToken: { method: 'POST', path: '/token', roles: 'public', errors: [400, 429], consumes: 'form', oauthErrors: true },
  negotiateHub: { method: 'POST', path: '/hubs/{hub}/negotiate', roles: 'public', errors: [400, 401, 404, 503] },

  // ---- account (no locale) -----------------------------------------------------------------------
  impersonate: { method: 'POST', path: '/api/Account/Impersonate', roles: STAFF, errors: ROLE400 },
  revertImpersonation: { method: 'POST', path: '/api/Account/RevertImpersonate', roles: 'any', errors: RQ },
  enableCustomerIsWatching: { method: 'POST', path: '/api/account/customeriswatching', roles: 'any', errors: RQ },
  disableCustomerIsWatching: { method: 'POST', path: '/api/Account/DisableCustomerIsWatching', roles: 'any', errors: [400, 401, 429], oauthErrors: true },
  listEmployees: { method: 'GET', path: '/api/Account/employees', roles: ADMIN, errors: ROLE },
  createEmployee: { method: 'POST', path: '/api/Account/employees', roles: ADMIN, errors: ROLE400, modelPrefix: 'addUserModel' },
  blockUser: { method: 'POST', path: '/api/account/{id}/block', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  searchUsers: { method: 'GET', path: '/api/Account/search', roles: STAFF, errors: ROLE400 },
  salesmanAutocomplete: { method: 'GET', path: '/api/account/salesmanAutocomplete', roles: STAFF, errors: ROLE400 },
  removeUser: { method: 'POST', path: '/api/account/remove', roles: MANAGER, errors: ROLE404, answer: 'empty' },
  getAccount: { method: 'GET', path: '/api/Account', roles: 'any', errors: R },
  getUser: { method: 'GET', path: '/api/account/{id}', roles: 'any', errors: SCOPED },
  updateAccount: { method: 'PUT', path: '/api/Account', roles: 'any', errors: SCOPED },
  changePassword: { method: 'POST', path: '/api/Account/ChangePassword', roles: 'any', errors: [400, 401, 403, 429], answer: 'empty' },
  confirmEmail: { method: 'GET', path: '/api/Account/ConfirmEmail', roles: 'public', errors: PUBLIC400 },
  register: { method: 'POST', path: '/api/Account/Register', roles: 'public', errors: PUBLIC400, answer: 'empty' },
  forgotPassword: { method: 'POST', path: '/api/Account/ForgotPassword', roles: 'public', errors: PUBLIC400, answer: 'empty' },
  resetPassword: { method: 'POST', path: '/api/Account/ResetPassword', roles: 'public', errors: PUBLIC400, answer: 'empty' },

  // ---- notifications and banners -----------------------------------------------------------------
  listNotifications: { method: 'GET', path: '/api/{locale}/notification', roles: 'any', errors: RQ },
  listAdminNotifications: { method: 'GET', path: '/api/{locale}/notification/all', roles: ADMIN, errors: ROLE400 },
  getNotification: { method: 'GET', path: '/api/{locale}/notification/{id}', roles: ADMIN, errors: ROLE404 },
  createNotification: { method: 'POST', path: '/api/{locale}/notification', roles: ADMIN, errors: ROLE400 },
  updateNotification: { method: 'PUT', path: '/api/{locale}/notification/{id}', roles: ADMIN, errors: ROLE404 },
  getCurrentBanner: { method: 'GET', path: '/api/{locale}/banner/current', roles: 'any', errors: RQ },
  listBanners: { method: 'GET', path: '/api/{locale}/banner', roles: ADMIN, errors: ROLE400 },
  getBanner: { method: 'GET', path: '/api/{locale}/banner/{id}', roles: ADMIN, errors: ROLE404 },
  createBanner: { method: 'POST', path: '/api/{locale}/banner', roles: ADMIN, errors: ROLE400 },
  updateBanner: { method: 'PUT', path: '/api/{locale}/banner/{id}', roles: ADMIN, errors: ROLE404 },

  // ---- pre-orders ----------------------------------------------------------------------------------
  listPreOrders: { method: 'GET', path: '/api/{locale}/PreOrder', roles: 'any', errors: RQ },
  listForecastedPreOrders: { method: 'GET', path: '/api/{locale}/PreOrder/forecasted', roles: STAFF, errors: ROLE400 },
  getPreOrder: { method: 'GET', path: '/api/{locale}/PreOrder/{id}', roles: 'any', errors: R404 },
  createPreOrder: { method: 'POST', path: '/api/{locale}/PreOrder', roles: STAFF, errors: ROLE400, impersonators: true },
  updatePreOrderAsCustomer: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/customer', roles: BUYER, errors: [400, 401, 403, 404, 409, 422], idempotent: true },
  updatePreOrderAsSales: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/sales', roles: STAFF, errors: [400, 401, 403, 404, 409, 422], idempotent: true },
  sendPreOrderToSales: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/sendtosales', roles: EDITOR, errors: [400, 401, 403, 404, 409] },
  closePreOrder: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/close', roles: STAFF, errors: [400, 401, 403, 404, 409] },
  sendPreOrderReminders: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/sendreminders', roles: STAFF, errors: ROLE404, answer: 'empty' },
  exportPreOrder: { method: 'POST', path: '/api/{locale}/PreOrder/{id}/export', roles: ADMIN, errors: ROLE404, answer: 'csv' },
  resendPreOrder: { method: 'POST', path: '/api/{locale}/PreOrder/{id}/resend', roles: ADMIN, errors: ROLE404 },
  listPreOrderProductGroups: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/productgroups', roles: 'any', errors: R404 },
  listPreOrderMarketingProductGroups: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/marketingproductgroups', roles: 'any', errors: R404 },
  updatePreOrderVariant: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/productvariant/{vid}', roles: EDITOR, errors: ROLE404 },
  updatePreOrderMarketingVariant: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/marketingproductvariant/{vid}', roles: EDITOR, errors: ROLE404 },
  updatePreOrderProduct: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/product/{pid}', roles: EDITOR, errors: ROLE404 },
  updatePreOrderMarketingProduct: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/marketingproduct/{pid}', roles: EDITOR, errors: ROLE404 },
  updatePreOrderProductGroup: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/productgroup/{gid}', roles: EDITOR, errors: ROLE404 },
  updatePreOrderMarketingProductGroup: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/marketingproductgroup/{gid}', roles: EDITOR, errors: ROLE404 },
  getPreOrderTotals: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/totals', roles: 'any', errors: R404 },
  getPreOrderSubgroupTotals: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/subgrouptotals', roles: 'any', errors: R404 },
  getPreOrderDeliveryMomentTotals: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/deliverymomenttotals', roles: 'any', errors: R404 },
  getPreOrderTargets: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/targets', roles: 'any', errors: R404 },
  listPreOrderNotifications: { method: 'GET', path: '/api/{locale}/PreOrder/{id}/notifications', roles: 'any', errors: R404 },
  reportPreOrderNotification: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/productnotification/{nid}', roles: STAFF, errors: ROLE404 },
  reportAllPreOrderNotifications: { method: 'PUT', path: '/api/{locale}/PreOrder/{id}/productnotification', roles: STAFF, errors: ROLE404 },
  resolvePreOrderLines: { method: 'POST', path: '/api/{locale}/PreOrder/{id}/resolve', roles: EDITOR, errors: ROLE404 },

  // ---- pre-order sheets ----------------------------------------------------------------------------
  listPreOrderSheets: { method: 'GET', path: '/api/{locale}/PreOrderSheet', roles: STAFF, errors: ROLE400, impersonators: true },
  preOrderSheetAutocomplete: { method: 'GET', path: '/api/{locale}/PreOrderSheet/autocomplete', roles: STAFF, errors: ROLE400 },
  getPreOrderSheetBase: { method: 'GET', path: '/api/{locale}/preordersheet/base', roles: STAFF, errors: ROLE404 },
  getPreOrderSheet: { method: 'GET', path: '/api/{locale}/PreOrderSheet/{id}', roles: STAFF, errors: ROLE404 },
  createPreOrderSheet: { method: 'POST', path: '/api/{locale}/PreOrderSheet', roles: ADMIN, errors: ROLE400 },
  updatePreOrderSheet: { method: 'PUT', path: '/api/{locale}/PreOrderSheet/{id}', roles: ADMIN, errors: ROLE404 },
  copyPreOrderSheet: { method: 'POST', path: '/api/{locale}/PreOrderSheet/{id}/copy', roles: ADMIN, errors: ROLE404 },
  listSheetProductGroups: { method: 'GET', path: '/api/{locale}/PreOrderSheet/{id}/productgroups', roles: STAFF, errors: ROLE404 },
  listSheetMarketingProductGroups: { method: 'GET', path: '/api/{locale}/PreOrderSheet/{id}/marketingproductgroups', roles: STAFF, errors: ROLE404 },
  addSheetProductGroup: { method: 'POST', path: '/api/{locale}/preordersheet/{id}/productgroup', roles: ADMIN, errors: ROLE404 },
  addSheetMarketingProductGroup: { method: 'POST', path: '/api/{locale}/preordersheet/{id}/marketingproductgroup', roles: ADMIN, errors: ROLE404 },
  removeSheetProductGroup: { method: 'DELETE', path: '/api/{locale}/preordersheet/{id}/productgroup/{gid}', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  removeSheetMarketingProductGroup: { method: 'DELETE', path: '/api/{locale}/preordersheet/{id}/marketingproductgroup/{gid}', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  updateSheetProductGroup: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/productgroup/{gid}', roles: ADMIN, errors: ROLE404 },
  updateSheetMarketingProductGroup: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/marketingproductgroup/{gid}', roles: ADMIN, errors: ROLE404 },
  sortSheetProductGroup: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/productgroup/{gid}/sortindex/{n}', roles: ADMIN, errors: ROLE404 },
  sortSheetMarketingProductGroup: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/marketingproductgroup/{gid}/sortindex/{n}', roles: ADMIN, errors: ROLE404 },
  addSheetProduct: { method: 'POST', path: '/api/{locale}/preordersheet/{id}/product', roles: ADMIN, errors: ROLE404 },
  addSheetMarketingProduct: { method: 'POST', path: '/api/{locale}/preordersheet/{id}/marketingproduct', roles: ADMIN, errors: ROLE404 },
  updateSheetProduct: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/product/{pid}', roles: ADMIN, errors: ROLE404 },
  updateSheetMarketingProduct: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/marketingproduct/{pid}', roles: ADMIN, errors: ROLE404 },
  removeSheetProduct: { method: 'DELETE', path: '/api/{locale}/preordersheet/{id}/product/{pid}', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  removeSheetMarketingProduct: { method: 'DELETE', path: '/api/{locale}/preordersheet/{id}/marketingproduct/{pid}', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  toggleSheetVariant: { method: 'PUT', path: '/api/{locale}/preordersheet/{id}/productvariant/{vid}', roles: ADMIN, errors: ROLE404 },
  getSheetReport: { method: 'GET', path: '/api/{locale}/preordersheet/report', roles: ADMIN, errors: ROLE404 },
  exportSheetReport: { method: 'GET', path: '/api/{locale}/preordersheet/exportreport', roles: ADMIN, errors: ROLE404 },

  // ---- AX warnings -----------------------------------------------------------------------------------
  listAxWarnings: { method: 'GET', path: '/api/{locale}/axwarning', roles: ADMIN, errors: ROLE400 },
  ignoreAxWarning: { method: 'DELETE', path: '/api/{locale}/axwarning/{id}', roles: ADMIN, errors: ROLE404, answer: 'empty' },
  exportAxWarning: { method: 'POST', path: '/api/{locale}/axwarning/{id}/export', roles: ADMIN, errors: ROLE404, answer: 'csv' },
  resendAxWarning: { method: 'POST', path: '/api/{locale}/axwarning/{id}/resend', roles: ADMIN, errors: ROLE404 },

  // ---- customers ---------------------------------------------------------------------------------------
  listCustomers: { method: 'GET', path: '/api/{locale}/customer', roles: STAFF, errors: ROLE400 },
  customerAutocomplete: { method: 'GET', path: '/api/{locale}/customer/autocomplete', roles: STAFF, errors: ROLE400 },
  getCustomer: { method: 'GET', path: '/api/{locale}/customer/{id}', roles: 'any', errors: SCOPED },
  updateCustomer: { method: 'PUT', path: '/api/{locale}/customer', roles: MANAGER, errors: ROLE404 },
  changeCustomerKey: { method: 'PUT', path: '/api/{locale}/Customer/CustomerKey', roles: ADMIN, errors: ROLE404 },
  listCustomerUsers: { method: 'GET', path: '/api/{locale}/customer/{id}/user', roles: 'any', errors: SCOPED },
  addCustomerUser: { method: 'POST', path: '/api/{locale}/customer/{id}/user', roles: MANAGER, errors: ROLE404, modelPrefix: 'addUserModel' },
  blockCustomerUser: { method: 'POST', path: '/api/{locale}/customer/{id}/user/{uid}/block', roles: MANAGER, errors: ROLE404, answer: 'empty' },

  // ---- addresses and dealer locator --------------------------------------------------------------------
  listDeliveryAddresses: { method: 'GET', path: '/api/{locale}/Customer/{id}/DeliveryAddress', roles: 'any', errors: SCOPED },
  listInvoiceAddresses: { method: 'GET', path: '/api/{locale}/Customer/{id}/InvoiceAddress', roles: 'any', errors: SCOPED },
  listShopAddresses: { method: 'GET', path: '/api/{locale}/Customer/{id}/ShopAddress', roles: 'any', errors: SCOPED },
  listDealerLocatorAddresses: { method: 'GET', path: '/api/{locale}/Customer/{id}/DealerLocator', roles: 'any', errors: SCOPED },
  createAddress: { method: 'POST', path: '/api/{locale}/Customer/{id}/Address', roles: EDITOR, errors: ROLE404 },
  deleteAddress: { method: 'POST', path: '/api/{locale}/Customer/{id}/DeleteAddress', roles: EDITOR, errors: ROLE404, answer: 'empty' },
  showDealerLocatorAddress: { method: 'POST', path: '/api/{locale}/Customer/DealerLocator/{id}/Show', roles: EDITOR, errors: ROLE404 },
  hideDealerLocatorAddress: { method: 'POST', path: '/api/{locale}/Customer/DealerLocator/{id}/Hide', roles: EDITOR, errors: ROLE404 },
  completeAddress: { method: 'GET', path: '/api/{locale}/address/complete', roles: 'any', errors: R404 },

  // ---- catalogue -------------------------------------------------------------------------------------------
  listProductGroups: { method: 'GET', path: '/api/{locale}/productgroup', roles: 'any', errors: RQ },
  getProductGroupAggregations: { method: 'GET', path: '/api/{locale}/productgroup/getaggregations', roles: 'any', errors: RQ },
  productGroupAutocomplete: { method: 'GET', path: '/api/{locale}/productgroup/autocomplete', roles: 'any', errors: RQ },
  getProductGroup: { method: 'GET', path: '/api/{locale}/productgroup/{id}', roles: 'any', errors: R404 },
  getProductSheet: { method: 'GET', path: '/api/{locale}/ProductGroup/{id}/productsheet', roles: 'any', errors: R404, answer: 'pdf' },
  getProduct: { method: 'GET', path: '/api/{locale}/product/{id}', roles: 'any', errors: R404 },
  listBrands: { method: 'GET', path: '/api/{locale}/brand', roles: 'any', errors: RQ },
  listBrandCollections: { method: 'GET', path: '/api/{locale}/brand/{id}/collection', roles: 'any', errors: R404 },
  resolveCatalogueLines: { method: 'POST', path: '/api/{locale}/productvariant/resolve', roles: BUYER, errors: ROLE400 },

  // ---- basket and drafts ---------------------------------------------------------------------------------
  getBasket: { method: 'GET', path: '/api/{locale}/basket', roles: CUSTOMER, errors: ROLE },
  addBasketItems: { method: 'POST', path: '/api/{locale}/basket/addItems', roles: BUYER, errors: ROLE400 },
  updateBasketItem: { method: 'POST', path: '/api/{locale}/basket/updateItem', roles: BUYER, errors: ROLE400 },
  removeBasketItem: { method: 'DELETE', path: '/api/{locale}/basket/removeItem/{productVariantId}', roles: BUYER, errors: ROLE400, answer: 'empty' },
  validateBasket: { method: 'POST', path: '/api/{locale}/basket/validate', roles: BUYER, errors: ROLE400 },
  switchBasket: { method: 'POST', path: '/api/{locale}/basket/switch', roles: BUYER, errors: ROLE400 },
  submitBasket: { method: 'POST', path: '/api/{locale}/basket/submit', roles: BUYER, errors: ROLE400 },
  checkCoupon: { method: 'POST', path: '/api/{locale}/coupon/check', roles: BUYER, errors: ROLE400 },
  listDrafts: { method: 'GET', path: '/api/{locale}/basket/drafts', roles: CUSTOMER, errors: ROLE },
  createDraft: { method: 'POST', path: '/api/{locale}/basket/drafts', roles: BUYER, errors: ROLE400, status: 201 },
  getDraft: { method: 'GET', path: '/api/{locale}/basket/drafts/{id}', roles: CUSTOMER, errors: ROLE404 },
  restoreDraft: { method: 'POST', path: '/api/{locale}/basket/drafts/{id}/restore', roles: BUYER, errors: ROLE404 },
  shareDraft: { method: 'PUT', path: '/api/{locale}/basket/drafts/{id}/share', roles: CUSTOMER, errors: ROLE404 },
  deleteDraft: { method: 'DELETE', path: '/api/{locale}/basket/drafts/{id}', roles: CUSTOMER, errors: ROLE404, answer: 'empty' },

  // ---- reference data (admin) ------------------------------------------------------------------------------
  listCurrencies: { method: 'GET', path: '/api/{locale}/currency', roles: 'any', errors: R },
  getCurrencySymbol: { method: 'GET', path: '/api/{locale}/currency/{code}/symbol', roles: 'any', errors: R404 },
  listAvailableCountries: { method: 'GET', path: '/api/{locale}/country/available', roles: 'any', errors: R },
  listCountries: { method: 'GET', path: '/api/{locale}/country', roles: ADMIN, errors: ROLE400 },
  getCountry: { method: 'GET', path: '/api/{locale}/country/{id}', roles: ADMIN, errors: ROLE404 },
  updateCountry: { method: 'PUT', path: '/api/{locale}/country/{id}', roles: ADMIN, errors: ROLE404 },
  listBranches: { method: 'GET', path: '/api/{locale}/branch', roles: ADMIN, errors: ROLE400 },
  getBranch: { method: 'GET', path: '/api/{locale}/branch/{id}', roles: ADMIN, errors: ROLE404 },
  updateBranch: { method: 'PUT', path: '/api/{locale}/branch/{id}', roles: ADMIN, errors: ROLE404 },
  listCoupons: { method: 'GET', path: '/api/{locale}/coupon', roles: ADMIN, errors: ROLE400 },
  getCoupon: { method: 'GET', path: '/api/{locale}/coupon/{id}', roles: ADMIN, errors: ROLE404 },
  createCoupon: { method: 'POST', path: '/api/{locale}/coupon', roles: ADMIN, errors: ROLE400 },
  updateCoupon: { method: 'PUT', path: '/api/{locale}/coupon/{id}', roles: ADMIN, errors: ROLE404 },
  listSizeCharts: { method: 'GET', path: '/api/{locale}/sizechart', roles: 'any', errors: RQ },
  getSizeChart: { method: 'GET', path: '/api/{locale}/sizechart/{id}', roles: 'any', errors: R404 },
  createSizeChart: { method: 'POST', path: '/api/{locale}/sizechart', roles: ADMIN, errors: ROLE400 },
  updateSizeChart: { method: 'PUT', path: '/api/{locale}/sizechart/{id}', roles: ADMIN, errors: ROLE404 },

  // ---- orders and invoices ------------------------------------------------------------------------------------
  listOrderHistory: { method: 'GET', path: '/api/{locale}/Customer/Orderhistory', roles: READER, errors: ROLE400 },
  listBackorders: { method: 'GET', path: '/api/{locale}/Customer/Backorder', roles: READER, errors: ROLE400 },
  getOrder: { method: 'GET', path: '/api/{locale}/Order/{id}', roles: READER, errors: ROLE404 },
  getOrderImages: { method: 'GET', path: '/api/{locale}/Order/{id}/images', roles: READER, errors: [400, 401, 403, 404, 503] },
  downloadOrderImages: { method: 'GET', path: '/api/{locale}/order/images/{file}', roles: 'public', errors: [400, 404], answer: 'zip' },
  getOrderCsv: { method: 'GET', path: '/api/{locale}/Order/{id}/csv', roles: READER, errors: ROLE404, answer: 'csv' },
  reorder: { method: 'POST', path: '/api/{locale}/order/{id}/reorder', roles: KLANT, errors: ROLE404 },
  requestOrderInvoice: { method: 'POST', path: '/api/{locale}/order/{id}/invoice', roles: KLANT, errors: ROLE404, answer: 'empty' },
  listInvoices: { method: 'GET', path: '/api/{locale}/Customer/Invoice', roles: KLANT, errors: ROLE400 },
  getInvoicePdf: { method: 'GET', path: '/api/{locale}/Customer/Invoice/{invoiceNumber}', roles: KLANT, errors: ROLE404, answer: 'pdf' },

  // ---- downloads, contact, warranty ---------------------------------------------------------------------------
  listDownloads: { method: 'GET', path: '/api/{locale}/dl', roles: CUSTOMER, errors: ROLE },
  downloadProductInfoCsv: { method: 'POST', path: '/api/{locale}/dl/product-info/csv', roles: CUSTOMER, errors: ROLE400, answer: 'csv' },
  requestDownload: { method: 'POST', path: '/api/{locale}/dl/{type}', roles: CUSTOMER, errors: [400, 401, 403, 503] },
  downloadFile: { method: 'GET', path: '/api/{locale}/dl/files/{file}', roles: 'public', errors: [400, 404], answer: 'zip' },
  // the downloads dialog's file-sharing widget (issue 15): a signed-in call opens a view, the framed page
  // and its revoke form carry the view token (401, as a page for a browser, when unknown or expired)
  openFileShare: { method: 'POST', path: '/api/{locale}/fileshare/session', roles: CUSTOMER, errors: ROLE400 },
  getFileSharePage: { method: 'GET', path: '/api/{locale}/fileshare/page', roles: 'public', errors: [400, 401], answer: 'html', browser: true },
  revokeFileShare: { method: 'POST', path: '/api/{locale}/fileshare/revoke', roles: 'public', errors: [400, 401], answer: 'empty', status: 303, consumes: 'form', browser: true },
  sendContactRequest: { method: 'POST', path: '/api/{locale}/customer/contact', roles: CUSTOMER, errors: ROLE400, answer: 'empty' },
  sendWarrantyClaim: { method: 'POST', path: '/api/{locale}/warranty', roles: CUSTOMER, errors: ROLE400, answer: 'empty' },
  listServiceRequests: { method: 'GET', path: '/api/{locale}/servicerequest', roles: ADMIN, errors: ROLE400 },
  getServiceRequestPhoto: { method: 'GET', path: '/api/{locale}/servicerequest/{id}/photo/{which}', roles: ADMIN, errors: ROLE404, answer: 'image' },

  // ---- traceable impersonation -----------------------------------------------------------------------------------
  listImpersonationSessions: { method: 'GET', path: '/api/{locale}/impersonation', roles: ADMIN, errors: ROLE400 },
  getImpersonationSession: { method: 'GET', path: '/api/{locale}/impersonation/{id}', roles: ADMIN, errors: ROLE404 },
} as const satisfies Record<string, OperationSpec>;

export type OperationName = keyof typeof OPERATIONS;

/** every operation name, in table order */
export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** the spec of an operation (typed loosely: for code that walks the table) */
export function operationSpec(name: OperationName): OperationSpec {
  return OPERATIONS[name];
}

/** the path parameter names of a path template, in order (`locale` included) */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
