/**
 * The money rules of a pre-order (spec section 9), pure and in integer cents, used by mock-api to
 * answer totals and by mfe-preorders to recompute them offline (issue 19): both sides run this one
 * implementation, so a total typed offline equals the one the server answers after the sync.
 *
 * - a line's price is the applied retail price: the chosen delivery date's price when above 0, else the
 *   product's price;
 * - its discount is the product's discount of the pre-order, else the pre-order's group discount, else
 *   the sheet's discount of the group (a group discount clears the product discounts of its group);
 * - total amount = sum of the amounts; total price = sum of amount x price; net = sum of
 *   total x (100 - discount) / 100, with the pre-order's own discount on top, rounded to whole cents
 *   once, at the end (the per-line nets stay exact fractions of a cent until then).
 */

/** One priced line: a size variant with an amount above 0. */
export interface PreOrderMoneyLine {
  amount: number;
  /** the applied retail price per piece, cents */
  priceCents: number;
  /** the line's discount in percent (0-100) */
  discount: number;
}

export interface PreOrderSums {
  /** pieces */
  amount: number;
  /** sum of amount x price, cents */
  grossCents: number;
  /** after the line discounts and the order discount, whole cents */
  netCents: number;
}

/** the delivery date's price when above 0, else the product's price (cents) */
export function appliedPriceCents(productPriceCents: number, deliveryDatePriceCents: number | null | undefined): number {
  return deliveryDatePriceCents !== null && deliveryDatePriceCents !== undefined && deliveryDatePriceCents > 0 ? deliveryDatePriceCents : productPriceCents;
}

/** the product's discount of the pre-order, else the pre-order's group discount, else the sheet's, else 0 */
export function appliedDiscount(product: number | null | undefined, group: number | null | undefined, sheet: number | null | undefined): number {
  return product ?? group ?? sheet ?? 0;
}

/** sums of lines (in the order given: the server sums in ascending variant id); `orderDiscount` applies on top */
export function sumPreOrderLines(lines: readonly PreOrderMoneyLine[], orderDiscount = 0): PreOrderSums {
  let amount = 0;
  let grossCents = 0;
  let net = 0;
  for (const l of lines) {
    amount += l.amount;
    grossCents += l.amount * l.priceCents;
    net += (l.amount * l.priceCents * (100 - l.discount)) / 100;
  }
  return { amount, grossCents, netCents: Math.round((net * (100 - orderDiscount)) / 100) };
}

/** growth of `netCents` over an earlier pre-order's net, in percent with one decimal (0 without an earlier total) */
export function growthPercentage(netCents: number, previousNetCents: number): number {
  return previousNetCents ? Math.round(((netCents - previousNetCents) / previousNetCents) * 1000) / 10 : 0;
}

/** a part's share of a whole, in percent with one decimal (0 of nothing) */
export function sharePercentage(partCents: number, wholeCents: number): number {
  return wholeCents ? Math.round((partCents / wholeCents) * 1000) / 10 : 0;
}

/** the growth targets of spec section 9 (20, 50 and 100 percent) on an earlier net, whole cents */
export function growthTargetCents(previousNetCents: number, percent: 20 | 50 | 100): number {
  return percent === 100 ? previousNetCents * 2 : Math.round(previousNetCents * (percent === 20 ? 1.2 : 1.5));
}
