import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Marketing users get no prices and no stock or supplier information (spec section 6, issue 15 security
 * point 5), from any call: one redaction over every JSON answer to a MarketingKlant (an app hook, and
 * `sendJson` for the answers it serializes itself), not a choice of each route.
 *
 * - money: every field named below is 0 (a number) or all its numbers are 0 (the per-country maps of the
 *   basket, the costs of a country). Not -1: that means "no access" and sends the UI to the request-product
 *   page. A null stays null.
 * - stock and supplier information: quantities 0, indications 'none', dates null.
 * Amounts, discounts and percentages stay; so does a size's StockStatus (what the catalogue offers, which the
 * UI needs to show a size at all).
 */
const MONEY_FIELDS = new Set([
  // catalogue and orders
  'RetailFromPrice',
  'OriginalFromPrice',
  'RetailPrice',
  'OriginalPrice',
  'UnitPrice',
  'Total',
  'TotalPrice',
  // pre-orders
  'NettoPrice',
  'TotalProductPrice',
  'TotalProductPriceAfterDiscount',
  'MarketingTotalPrice',
  'MarketingTotalPriceAfterDiscount',
  'TargetPrice',
  'TwentyPercentGrowthAmount',
  'FiftyPercentGrowthAmount',
  'HundredPercentGrowthAmount',
  // basket
  'ProductPrice',
  'ProductDiscount',
  'ProductTotal',
  'ProductTotalNoDiscount',
  'TotalPriceNoDiscount',
  'FreeDeliveryMinimums',
  'ShipmentCosts',
  'DropshipmentCosts',
  'RemainingForFreeDelivery',
  // draft baskets (cents)
  'TotalCents',
  'UnitCents',
  // countries' delivery costs
  'ShippingCosts',
  'DropShipmentCosts',
  'FreeDeliveryShippingCosts',
  'FreeDeliveryDropShipmentCosts',
]);
const STOCK_QUANTITIES = new Set(['Stock', 'SupplierStock', 'FutureAvailableStock', 'AmountInStock', 'SupplierDaysToDeliverMin', 'SupplierDaysToDeliverMax']);
const STOCK_INDICATIONS = new Set(['StockIndication', 'SupplierStockIndication']);
const STOCK_DATES = new Set(['NextStockDelivery', 'NextStockSupplier']);

const zeroNumbers = (v: unknown): unknown => {
  if (typeof v === 'number') return 0;
  if (Array.isArray(v)) return v.map(zeroNumbers);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, zeroNumbers(x)]));
  return v;
};

/** a JSON value without prices, stock and supplier information (see above) */
export function withoutPricesAndStock<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutPricesAndStock) as T;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (MONEY_FIELDS.has(k)) out[k] = zeroNumbers(v);
    else if (STOCK_QUANTITIES.has(k)) out[k] = typeof v === 'number' ? 0 : v;
    else if (STOCK_INDICATIONS.has(k)) out[k] = typeof v === 'string' ? 'none' : v;
    else if (STOCK_DATES.has(k)) out[k] = null;
    else out[k] = withoutPricesAndStock(v);
  }
  return out as T;
}

/** is the answer to this request for a marketing user (also a hub or a route without auth: no) */
export const isMarketing = (req: FastifyRequest): boolean => req.auth?.role === 'MarketingKlant';

/** the answer as a user of `req` may see it */
export function redactFor<T>(req: FastifyRequest, value: T): T {
  return isMarketing(req) ? withoutPricesAndStock(value) : value;
}

/**
 * Registers the redaction on every answer the app serializes (preSerialization: the objects routes
 * return); `sendJson` (http/json.ts) applies it to the values it serializes itself. CSV exports leave the
 * columns out themselves (Order/{id}/csv).
 */
export function registerMarketingRedaction(app: FastifyInstance): void {
  app.addHook('preSerialization', async (req, _reply, payload) => redactFor(req, payload));
}
