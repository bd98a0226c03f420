import type { FastifyInstance } from 'fastify';
import { OPERATIONS, OPERATION_NAMES, type OperationName, type OperationRoles, type Role } from 'shared-kernel/contract';
import { fastifyPath } from '../src/http/operation';
import { DEMO } from '../src/db/seed/people';
import { login, testApp } from './helpers';

/*
 * The route table of the contract's operations (shared-kernel/src/contract/operations.ts: method, path,
 * roles) with a recipe of path parameters per route, shared by the generated tests (role-matrix, robustness,
 * token expiry). test/operations.test.ts checks that the server registers exactly these routes. An
 * operation added later is called by them automatically; one whose parameters no recipe fills fails them
 * with the route named (add an entry to RECIPES below).
 */

/** a signed-in caller: a demo user, or the admin impersonating the demo customer */
export interface Caller {
  name: string;
  role: Role;
  token: string;
  userId: string;
  customerKey: string | null;
  impersonated: boolean;
}

interface CustomerIds {
  key: string;
  mainUserId: string;
  /** a user of the customer that is neither a main account nor a caller (block targets) */
  otherUserId: string;
  orderId: number;
  invoiceNumber: string;
  preorderId: number;
  shopAddressId: number;
}

export interface World {
  app: FastifyInstance;
  close: () => Promise<void>;
  callers: Caller[];
  /**
   * after a call that ends the caller's session (RevertImpersonate ends the impersonation token): a fresh
   * token for the caller, so that the generated tests go on calling as them
   */
  renewAfter: (route: RouteRule, c: Caller, status: number) => Promise<void>;
  own: CustomerIds;
  foreign: CustomerIds;
  /** the draft each customer-role caller owns (by user id), and one of the foreign customer */
  drafts: Map<string, number>;
  foreignDraftId: number;
  firstId: (table: string) => number;
  sheet: { id: number; groupId: number; productId: number; variantId: number; notificationId: number };
  serviceRequestId: number;
}

export type Params = Record<string, string>;

interface Recipe {
  /** the route path without `/api/:locale` or `/api` */
  route: RegExp;
  own: (w: World, c: Caller) => Params;
  /** the same call on another customer's data (routes with a customer-owned id) */
  foreign?: (w: World, c: Caller) => Params;
}

const ownKey = (w: World, c: Caller) => c.customerKey ?? w.own.key;
const s = (n: number | string) => String(n);

/** First match wins. Every `:param` of a route must be filled by its recipe. */
export const RECIPES: Recipe[] = [
  { route: /^\/account\/:id\/block$/i, own: (w) => ({ id: w.own.otherUserId }), foreign: (w) => ({ id: w.foreign.otherUserId }) },
  { route: /^\/account\/:id$/i, own: (_w, c) => ({ id: c.userId }), foreign: (w) => ({ id: w.foreign.mainUserId }) },
  {
    route: /^\/customer\/:id\/user\/:uid\/block$/i,
    own: (w, c) => ({ id: ownKey(w, c), uid: w.own.otherUserId }),
    foreign: (w) => ({ id: w.foreign.key, uid: w.foreign.otherUserId }),
  },
  { route: /^\/customer\/dealerlocator\/:id\/(show|hide)$/i, own: (w) => ({ id: s(w.own.shopAddressId) }), foreign: (w) => ({ id: s(w.foreign.shopAddressId) }) },
  { route: /^\/customer\/:id(\/|$)/i, own: (w, c) => ({ id: ownKey(w, c) }), foreign: (w) => ({ id: w.foreign.key }) },
  { route: /^\/customer\/invoice\/:invoiceNumber$/i, own: (w) => ({ invoiceNumber: w.own.invoiceNumber }), foreign: (w) => ({ invoiceNumber: w.foreign.invoiceNumber }) },
  { route: /^\/order\/images\/:file$/i, own: () => ({ file: `${'0'.repeat(32)}.zip` }) },
  { route: /^\/order\/:id(\/|$)/i, own: (w) => ({ id: s(w.own.orderId) }), foreign: (w) => ({ id: s(w.foreign.orderId) }) },
  {
    route: /^\/preorder\/:id(\/|$)/i,
    own: (w) => preorderParams(w, w.own.preorderId),
    foreign: (w) => preorderParams(w, w.foreign.preorderId),
  },
  {
    route: /^\/basket\/drafts\/:id(\/|$)/i,
    own: (w, c) => ({ id: s(w.drafts.get(c.userId) ?? w.foreignDraftId) }),
    foreign: (w) => ({ id: s(w.foreignDraftId) }),
  },
  { route: /^\/basket\/removeItem\/:productVariantId$/i, own: (w) => ({ productVariantId: s(w.sheet.variantId) }) },
  {
    route: /^\/preordersheet\/:id(\/|$)/i,
    own: (w) => ({ id: s(w.sheet.id), gid: s(w.sheet.groupId), pid: s(w.sheet.productId), vid: s(w.sheet.variantId), n: '1' }),
  },
  { route: /^\/brand\/:id\//i, own: (w) => ({ id: s(w.firstId('brands')) }) },
  { route: /^\/currency\/:code\//i, own: () => ({ code: 'EUR' }) },
  { route: /^\/country\/:id$/i, own: (w) => ({ id: s(w.firstId('countries')) }) },
  { route: /^\/branch\/:id$/i, own: (w) => ({ id: s(w.firstId('branches')) }) },
  { route: /^\/coupon\/:id$/i, own: (w) => ({ id: s(w.firstId('coupons')) }) },
  { route: /^\/sizechart\/:id$/i, own: (w) => ({ id: s(w.firstId('size_charts')) }) },
  { route: /^\/notification\/:id$/i, own: (w) => ({ id: s(w.firstId('notifications')) }) },
  { route: /^\/banner\/:id$/i, own: (w) => ({ id: s(w.firstId('banners')) }) },
  { route: /^\/axwarning\/:id(\/|$)/i, own: (w) => ({ id: s(w.firstId('ax_warnings')) }) },
  { route: /^\/impersonation\/:id$/i, own: (w) => ({ id: s(w.firstId('impersonation_sessions')) }) },
  { route: /^\/servicerequest\/:id\/photo\/:which$/i, own: (w) => ({ id: s(w.serviceRequestId), which: 'defect' }) },
  { route: /^\/productgroup\/:id(\/|$)/i, own: (w) => ({ id: s(w.sheet.groupId) }) },
  { route: /^\/product\/:id$/i, own: (w) => ({ id: s(w.sheet.productId) }) },
  { route: /^\/dl\/files\/:file$/i, own: () => ({ file: `${'0'.repeat(32)}.zip` }) },
  { route: /^\/dl\/:type$/i, own: () => ({ type: 'images' }) },
  { route: /^\/img\/\*$/i, own: () => ({ '*': 'banner/1_10x10.svg' }) },
  { route: /^\/hubs\/:hub\/negotiate$/i, own: () => ({ hub: 'chat' }) },
];

/**
 * Minimal valid bodies of the writes on customer-owned ids that customer roles may call. A route registered
 * from its operation validates the body first (400 ModelState) and checks whose data it is after, so the
 * foreign-customer check of the role matrix sends one of these: the call then reaches the scope check, and
 * a 400 there means the body here is stale, never that the scope was checked. Writes without an entry are
 * sent `{}`.
 */
export const FOREIGN_BODIES: Partial<Record<OperationName, unknown>> = {
  updatePreOrderAsCustomer: { Address: null, OrderReference: '', PreOrderDiscount: 0, CustomerComment: null, EarlyShipmentAllowed: false, InternalCustomerReference: '' },
  updatePreOrderVariant: { Amount: 0 },
  updatePreOrderMarketingVariant: { Amount: 0 },
  updatePreOrderProduct: { PreOrderDiscount: 0 },
  updatePreOrderMarketingProduct: { PreOrderDiscount: 0 },
  updatePreOrderProductGroup: { PreOrderDiscount: 0 },
  updatePreOrderMarketingProductGroup: { PreOrderDiscount: 0 },
  createAddress: { Name: 'Matrix', Street: 'Markt', HouseNumber: '1', ZipCode: '1000', City: 'Brussel', CountryId: 1 },
  deleteAddress: { Id: 1 },
  addCustomerUser: { FirstName: 'Matrix', LastName: 'User', Function: 0, PhoneNumber: '', Email: 'matrix.user@example.com', Role: 'PersoneelKlant' },
  blockCustomerUser: { IsBlocked: false },
  resolvePreOrderLines: { Rows: [{ Line: 1, Code: 'X', Amount: 0 }] },
  reorder: [],
  restoreDraft: { Mode: 'merge' },
  shareDraft: { UserIds: [] },
};

function preorderParams(w: World, id: number): Params {
  return { id: s(id), vid: s(w.sheet.variantId), pid: s(w.sheet.productId), gid: s(w.sheet.groupId), nid: s(w.sheet.notificationId) };
}

/** the route path without its `/api/:locale` or `/api` prefix */
export const shortPath = (url: string) => url.replace(/^\/api\/:locale(?=\/)/i, '').replace(/^\/api(?=\/)/i, '');

/** the names of a route's path parameters (`*` for a wildcard) */
export function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

/** a route of the table: an operation with its Fastify url */
export interface RouteRule {
  method: string;
  url: string;
  roles: OperationRoles;
  /** also an impersonating admin or salesman (the operation's `impersonators`) */
  impersonators: boolean;
}

export interface TableRoute extends RouteRule {
  operation: OperationName;
  recipe: Recipe | null;
  /** parameters no recipe fills (a test fails on them) */
  missing: string[];
  customerOwned: boolean;
}

/** every operation of the contract once, as its Fastify route (method + url), with its recipe (the app argument is not needed any more) */
export function routeTable(_app?: FastifyInstance): TableRoute[] {
  return OPERATION_NAMES.map((operation) => {
    const op = OPERATIONS[operation];
    const url = fastifyPath(op);
    const names = paramNames(url).filter((n) => n !== 'locale');
    const recipe = names.length ? (RECIPES.find((r) => r.route.test(shortPath(url))) ?? null) : null;
    return { method: op.method, url, roles: op.roles, impersonators: 'impersonators' in op && !!op.impersonators, operation, recipe, missing: [], customerOwned: !!recipe?.foreign };
  });
}

/** the parameters of a route for a caller; throws a clear message when a parameter has no recipe */
export function paramsFor(w: World, route: TableRoute, c: Caller, which: 'own' | 'foreign' = 'own'): Params {
  const names = paramNames(route.url).filter((n) => n !== 'locale');
  const values: Params = { locale: 'en' };
  if (names.length) {
    if (!route.recipe) throw new Error(`${route.method} ${route.url}: no parameter recipe; add one to RECIPES in mock-api/test/route-table.ts`);
    Object.assign(values, which === 'foreign' && route.recipe.foreign ? route.recipe.foreign(w, c) : route.recipe.own(w, c));
  }
  const missing = names.filter((n) => values[n] === undefined);
  if (missing.length) throw new Error(`${route.method} ${route.url}: the recipe fills no ${missing.map((m) => `:${m}`).join(', ')}; extend RECIPES in mock-api/test/route-table.ts`);
  return values;
}

/** the url of a route with its parameters filled (each encoded) */
export function fillUrl(url: string, params: Params): string {
  return url.replace(/:(\w+)|\*/g, (m, name: string | undefined) => {
    const v = params[name ?? '*'];
    return name ? encodeURIComponent(v) : v.split('/').map(encodeURIComponent).join('/');
  });
}

/** may the caller's role call the route (by its operation's roles, and its impersonators for an impersonating caller)? */
export const allows = (route: RouteRule, c: Caller) => route.roles === 'public' || route.roles === 'any' || route.roles.includes(c.role) || (route.impersonators && c.impersonated);

const one = <T>(app: FastifyInstance, sql: string, ...args: unknown[]): T => {
  const row = app.ctx.db.prepare(sql).get(...args) as T | undefined;
  if (row === undefined) throw new Error(`the seed has no row for: ${sql}`);
  return row;
};

/** an app on the small seed with every caller signed in and the ids the recipes use */
export async function buildWorld(): Promise<World> {
  const { app, close } = await testApp();
  const db = app.ctx.db;
  const callers: Caller[] = [];
  for (const name of ['admin', 'salesman', 'customer', 'staff', 'marketing'] as const) {
    const u = DEMO.users[name];
    callers.push({ name, role: u.role, token: await login(app, name), userId: u.id, customerKey: name === 'admin' || name === 'salesman' ? null : DEMO.customerKey, impersonated: false });
  }
  const impersonate = async () => {
    const imp = await app.inject({ method: 'POST', url: `/api/Account/Impersonate?customerKey=${DEMO.customerKey}`, headers: { authorization: `Bearer ${callers[0].token}` } });
    if (imp.statusCode !== 200) throw new Error(`impersonate: ${imp.statusCode} ${imp.body}`);
    return imp.json() as { AccessToken: string; Id: string; Role: Role };
  };
  const impBody = await impersonate();
  callers.push({ name: 'admin as customer', role: impBody.Role, token: impBody.AccessToken, userId: impBody.Id, customerKey: DEMO.customerKey, impersonated: true });
  const renewAfter = async (route: RouteRule, c: Caller, status: number) => {
    if (c.impersonated && status === 200 && /\/account\/revertimpersonate$/i.test(route.url)) c.token = (await impersonate()).AccessToken;
  };
  // one impersonated call: the impersonation session exists (GET impersonation/{id})
  await app.inject({ method: 'GET', url: '/api/Account', headers: { authorization: `Bearer ${impBody.AccessToken}` } });

  const callerIds = callers.map((c) => c.userId);
  const customerIds = (key: string): CustomerIds => ({
    key,
    mainUserId: one<{ id: string }>(app, 'SELECT id FROM users WHERE customer_key = ? AND is_main_account = 1', key).id,
    otherUserId: one<{ id: string }>(app, `SELECT id FROM users WHERE customer_key = ? AND is_main_account = 0 AND id NOT IN (${callerIds.map(() => '?').join(',')}) ORDER BY id`, key, ...callerIds).id,
    orderId: one<{ id: number }>(app, 'SELECT id FROM orders WHERE customer_key = ? ORDER BY id', key).id,
    invoiceNumber: one<{ invoice_number: string }>(app, 'SELECT invoice_number FROM invoices WHERE customer_key = ? ORDER BY invoice_number', key).invoice_number,
    // open pre-orders first
    preorderId: one<{ id: number }>(app, 'SELECT id FROM preorders WHERE customer_key = ? ORDER BY is_closed, state, id', key).id,
    shopAddressId: one<{ id: number }>(app, "SELECT id FROM addresses WHERE customer_key = ? AND type = 'SHOP' ORDER BY id", key).id,
  });
  const foreignKey = one<{ key: string }>(
    app,
    `SELECT c.key FROM customers c WHERE c.key <> ?
       AND EXISTS (SELECT 1 FROM invoices i WHERE i.customer_key = c.key) AND EXISTS (SELECT 1 FROM preorders p WHERE p.customer_key = c.key)
       AND EXISTS (SELECT 1 FROM addresses a WHERE a.customer_key = c.key AND a.type = 'SHOP')
       AND (SELECT count(*) FROM users u WHERE u.customer_key = c.key AND u.is_main_account = 0) > 0 ORDER BY c.key`,
    DEMO.customerKey,
  ).key;
  const own = customerIds(DEMO.customerKey);
  const foreign = customerIds(foreignKey);

  const now = new Date().toISOString();
  const draft = (ownerId: string, customerKey: string) =>
    Number(db.prepare('INSERT INTO basket_drafts (owner_id, customer_key, name, is_dropshipment, created, updated) VALUES (?, ?, ?, 0, ?, ?)').run(ownerId, customerKey, `matrix ${ownerId}`, now, now).lastInsertRowid);
  const drafts = new Map<string, number>();
  for (const c of callers) if (c.customerKey && !drafts.has(c.userId)) drafts.set(c.userId, draft(c.userId, c.customerKey));
  const foreignDraftId = draft(foreign.mainUserId, foreign.key);

  const sheetId = one<{ sheet_id: number }>(app, 'SELECT sheet_id FROM preorders WHERE id = ?', own.preorderId).sheet_id;
  const groupId = one<{ group_id: number }>(app, 'SELECT group_id FROM sheet_product_groups WHERE sheet_id = ? ORDER BY sort_index, group_id', sheetId).group_id;
  const productId = one<{ id: number }>(app, 'SELECT id FROM products WHERE group_id = ? ORDER BY id', groupId).id;
  const variantId = one<{ id: number }>(app, 'SELECT id FROM variants WHERE product_id = ? ORDER BY id', productId).id;
  const notification = db.prepare('SELECT id FROM preorder_notifications WHERE preorder_id = ? ORDER BY id').get(own.preorderId) as { id: number } | undefined;
  // a warranty request with a 1x1 png, for GET servicerequest/{id}/photo/{which}
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const serviceRequestId = Number(
    db
      .prepare("INSERT INTO service_requests (kind, created, customer_key, user_id, text, defect_photo, defect_photo_type) VALUES ('warranty', ?, ?, ?, 'matrix', ?, 'image/png')")
      .run(now, own.key, own.mainUserId, png).lastInsertRowid,
  );
  return {
    app,
    close,
    callers,
    renewAfter,
    own,
    foreign,
    drafts,
    foreignDraftId,
    firstId: (table) => (db.prepare(`SELECT min(id) AS id FROM ${table}`).get() as { id: number | null }).id ?? 1,
    sheet: { id: sheetId, groupId, productId, variantId, notificationId: notification?.id ?? 1 },
    serviceRequestId,
  };
}
