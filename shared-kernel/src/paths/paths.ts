import type { Role } from '../contract/index';
import { homeArea } from '../session/session';
import { query, route, type QueryValue, type RouteDef } from './route';

/**
 * Every portal route: its owner, its pattern below the locale ('/{locale}/' + pattern) and typed
 * builders (spec section 2 plus the pages the portal added). The shell's route table, redirects and
 * menus derive from it, each remote's routes.tsx uses its patterns, and every link to another remote is
 * built with it:
 *
 *   <Link to={paths.productDetail.path({ id: 12 }, { color: 3 })}>   inside a remote: '/customer/shop/product/12?color=3'
 *   navigate(paths.basketOverview.href(locale))                      full address:    '/nl/customer/basket/overview'
 *
 * Names are camelCase and say what the page is; a new page gets its line here before its <Route>.
 */

/** shop overview filters (spec section 2): Brands, Collection, ... comma separated, and the paging */
type ShopQuery = { Brands?: QueryValue; Page?: number; pageSize?: number; addBranchFilter?: boolean } & { [filter: string]: QueryValue };

export const paths = {
  // shell: public pages, the role home redirect, the versions panel
  home: route('shell', ''),
  login: route('shell', 'login', query<{ redirect?: string }>()),
  register: route('shell', 'register', query<{ userId?: string; code?: string }>()),
  passwordForgot: route('shell', 'password-forgot'),
  resetPassword: route('shell', 'resetpassword', query<{ userId?: string; code?: string }>()),
  versions: route('shell', 'versions'),

  // mfe-catalogue
  search: route('catalogue', 'search', query<{ search?: string }>()),
  shopOverview: route('catalogue', 'customer/shop/overview', query<ShopQuery>()),
  productDetail: route('catalogue', 'customer/shop/product/:id', query<{ color?: string | number; stockOnly?: boolean }>()),
  fastOrder: route('catalogue', 'customer/shop/fast-order'),
  ourBrands: route('catalogue', 'customer/our-brands/overview'),
  downloads: route('catalogue', 'customer/downloads/overview'),

  // mfe-basket
  basketOverview: route('basket', 'customer/basket/overview'),
  checkout: route('basket', 'customer/basket/checkout'),
  confirmation: route('basket', 'customer/basket/confirmation', query<{ order?: string }>()),
  basketDrafts: route('basket', 'customer/basket/drafts'),

  // mfe-preorders
  customerPreOrders: route('preorders', 'customer/pre-orders'),
  customerPreOrderEdit: route('preorders', 'customer/pre-orders/edit/:id'),
  // trade-show mode (issue 19): the sync center of each side
  customerSyncCenter: route('preorders', 'customer/pre-orders/offline'),
  salesmanHome: route('preorders', 'salesman'),
  salesmanPreOrders: route('preorders', 'salesman/pre-orders'),
  salesmanPreOrderCreate: route('preorders', 'salesman/pre-orders/create', query<{ customerKey?: string; id?: number; sheetId?: number }>()),
  salesmanPreOrderEdit: route('preorders', 'salesman/pre-orders/edit/:id'),
  salesmanSyncCenter: route('preorders', 'salesman/pre-orders/offline'),
  availableSheets: route('preorders', 'admin/pre-orders/beschikbare-fiches'),
  adminCustomerPreOrders: route('preorders', 'admin/pre-orders/customer-preorders'),
  preOrderProcessing: route('preorders', 'admin/pre-orders/preorder-processing'),
  sheetCreate: route('preorders', 'admin/pre-orders/create'),
  sheetEdit: route('preorders', 'admin/pre-orders/edit/:id'),
  reports: route('preorders', 'admin/reports'),

  // mfe-account
  customerHome: route('account', 'customer'),
  accountEdit: route('account', 'customer/account/edit'),
  accountUsers: route('account', 'customer/account/users'),
  accountEditUser: route('account', 'customer/account/editUser', query<{ id: string }>()),
  addresses: route('account', 'customer/account/addresses'),
  addressCreate: route('account', 'customer/account/addresses/create/:type'),
  history: route('account', 'customer/account/history'),
  historyDetail: route('account', 'customer/account/history/detail/:id'),
  backorders: route('account', 'customer/account/backorders'),
  backorderDetail: route('account', 'customer/account/backorders/detail/:id'),
  invoices: route('account', 'customer/account/invoices'),
  salesmanAccountEdit: route('account', 'salesman/account/edit'),
  contact: route('account', 'contact/:brand?'),
  warranty: route('account', 'warranty'),

  // mfe-admin
  adminHome: route('admin', 'admin'),
  employees: route('admin', 'admin/users'),
  employeeEdit: route('admin', 'admin/editUser', query<{ id: string }>()),
  notifications: route('admin', 'admin/notifications'),
  notificationCreate: route('admin', 'admin/notifications/create'),
  notificationEdit: route('admin', 'admin/notifications/edit/:id'),
  banners: route('admin', 'admin/banners'),
  bannerCreate: route('admin', 'admin/banners/create'),
  bannerEdit: route('admin', 'admin/banners/edit/:id'),
  branches: route('admin', 'admin/branches'),
  branchEdit: route('admin', 'admin/branches/edit/:id'),
  coupons: route('admin', 'admin/coupons'),
  couponCreate: route('admin', 'admin/coupons/create'),
  couponEdit: route('admin', 'admin/coupons/edit/:id'),
  countries: route('admin', 'admin/countries'),
  countryEdit: route('admin', 'admin/countries/edit/:id'),
  sizeCharts: route('admin', 'admin/sizeCharts'),
  sizeChartCreate: route('admin', 'admin/sizeCharts/create'),
  sizeChartEdit: route('admin', 'admin/sizeCharts/edit/:id'),
  serviceRequests: route('admin', 'admin/service-requests'),
  impersonationSessions: route('admin', 'admin/impersonation/:id?'),
  customerList: route('admin', 'salesman/customer-list'),
  customerDetail: route('admin', 'salesman/customer-list/customer/:id'),
  customerUsers: route('admin', 'salesman/users', query<{ customerKey?: string; keyword?: string }>()),
};
// (not `satisfies`: as a context it would widen the query type of the routes that declare none)
const _everyEntryIsARoute: Record<string, RouteDef> = paths;

export type PathName = keyof typeof paths;

/**
 * Section roots without a page of their own: the shell sends them on, keeping the query
 * (spec section 2: /customer/account redirects to edit; shop and basket open their overview).
 */
export const pathRedirects: readonly { from: string; to: PathName }[] = [
  { from: 'customer/shop', to: 'shopOverview' },
  { from: 'customer/basket', to: 'basketOverview' },
  { from: 'customer/account', to: 'accountEdit' },
  { from: 'admin/pre-orders', to: 'availableSheets' },
];

/** The home page of a role (spec section 2: /admin, /salesman or /customer). */
export function roleHome(role: Role) {
  const area = homeArea(role);
  return area === 'admin' ? paths.adminHome : area === 'salesman' ? paths.salesmanHome : paths.customerHome;
}

/** The names of the routes one owner renders, in table order. */
export function pathsOf(owner: RouteDef['owner']): PathName[] {
  return (Object.keys(paths) as PathName[]).filter((name) => paths[name].owner === owner);
}

/**
 * The route a path below the locale ('/customer/shop/product/12') is, with its params; null when the
 * portal has no such page. Patterns end where the path ends, so at most one matches.
 */
export function findRoute(pathname: string): { name: PathName; params: Record<string, string | undefined> } | null {
  for (const name of Object.keys(paths) as PathName[]) {
    const params = paths[name].match(pathname);
    if (params) return { name, params };
  }
  return null;
}

/** The page a redirect-only path goes to (pattern of its target), or null. */
export function redirectTarget(pathname: string): PathName | null {
  const p = pathname.replace(/\/+$/, '').replace(/^\/+/, '').toLowerCase();
  return pathRedirects.find((r) => r.from.toLowerCase() === p)?.to ?? null;
}
