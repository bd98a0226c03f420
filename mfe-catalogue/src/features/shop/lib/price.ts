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
 * Marketing sees no price at all (not even the on-request note). Staff, marketing and customer-hidden
 * do not see the retail price, and customer-is-watching hides purchase prices: as both are the
 * RetailFromPrice here, only a customer account (Klant, also while impersonated) outside
 * customer-is-watching mode sees prices.
 */
export type PriceView =
  | { kind: 'none' }
  | { kind: 'onRequest' }
  | { kind: 'price'; price: number; original: number | null };

export function hasAccess(g: Pick<ProductGroupItem, 'CustomerHasAccess' | 'RetailFromPrice'>): boolean {
  return g.CustomerHasAccess && g.RetailFromPrice >= 0;
}

/** Whether this user may see prices at all (marketing, staff and customer-hidden may not). */
export function seesPrices(flags: RoleFlags): boolean {
  return !flags.isMarketing && !flags.isPersoneel && !flags.isCustomerHidden;
}

export function priceView(g: Pick<ProductGroupItem, 'CustomerHasAccess' | 'RetailFromPrice' | 'OriginalFromPrice'>, flags: RoleFlags): PriceView {
  if (flags.isMarketing) return { kind: 'none' };
  if (!hasAccess(g)) return { kind: 'onRequest' };
  if (!seesPrices(flags)) return { kind: 'none' };
  return { kind: 'price', price: g.RetailFromPrice, original: g.OriginalFromPrice > g.RetailFromPrice ? g.OriginalFromPrice : null };
}
