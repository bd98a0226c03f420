import type { RoleFlags } from 'shared-kernel';
import type { ProductGroupItem } from 'shared-kernel/contract';

/**
 * What a product card shows as price, by role (spec sections 1 and 6), read against mock-api:
 *
 * - RetailFromPrice is the group's "from" price the customer orders at (mock-api's basket charges it):
 *   the customer's purchase price, named "retail" by the API. -1 (and CustomerHasAccess false)
 *   marks a brand the customer has no access to: the card says 'price on request'.
 * - OriginalFromPrice is the price before a reduction; shown struck through when higher.
 *
 * Marketing sees no price at all (not even the on-request note). Customer-is-watching hides the
 * purchase price. Staff see the purchase price but no retail price, so not the struck-through
 * original either (the same rules as the product detail, features/product/lib/permissions.ts).
 */
export type PriceView =
  | { kind: 'none' }
  | { kind: 'onRequest' }
  | { kind: 'price'; price: number; original: number | null };

export function hasAccess(g: Pick<ProductGroupItem, 'CustomerHasAccess' | 'RetailFromPrice'>): boolean {
  return g.CustomerHasAccess && g.RetailFromPrice >= 0;
}

/** Whether this user may see the purchase price (marketing and customer-is-watching may not). */
export function seesPrices(flags: RoleFlags): boolean {
  return !flags.isMarketing && !flags.isCustomerHidden;
}

export function priceView(g: Pick<ProductGroupItem, 'CustomerHasAccess' | 'RetailFromPrice' | 'OriginalFromPrice'>, flags: RoleFlags): PriceView {
  if (flags.isMarketing) return { kind: 'none' };
  if (!hasAccess(g)) return { kind: 'onRequest' };
  if (!seesPrices(flags)) return { kind: 'none' };
  const original = !flags.isPersoneel && g.OriginalFromPrice > g.RetailFromPrice ? g.OriginalFromPrice : null;
  return { kind: 'price', price: g.RetailFromPrice, original };
}
