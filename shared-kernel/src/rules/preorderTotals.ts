import type { PreOrderProduct, PreOrderProductGroup, PreOrderTotals } from '../contract/index';
import { appliedPriceCents, growthPercentage, growthTargetCents, sharePercentage, sumPreOrderLines, type PreOrderMoneyLine } from './preorderMoney';

/**
 * The figures of a pre-order computed from what the API answers for its product lists (GET
 * PreOrder/{id}/productgroups and /marketingproductgroups, every page): what mfe-preorders shows
 * offline after local edits, and what mock-api's tests hold against its SQL totals.
 */

const cents = (amount: number) => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);

/** the delivery date a product uses: its DeliveryDate, else the one flagged IsSelected */
export function chosenDeliveryDateOf(product: Pick<PreOrderProduct, 'DeliveryDate' | 'DeliveryDates'>) {
  const wanted = product.DeliveryDate;
  const same = (d: { DeliveryDate: string }) => wanted !== null && (d.DeliveryDate === wanted || Date.parse(d.DeliveryDate) === Date.parse(wanted));
  return product.DeliveryDates.find(same) ?? product.DeliveryDates.find((d) => d.IsSelected) ?? null;
}

/** the applied retail price of a product on the pre-order, cents */
export function productPriceCents(product: Pick<PreOrderProduct, 'DeliveryDate' | 'DeliveryDates' | 'RetailPrice'>): number {
  const date = chosenDeliveryDateOf(product);
  return appliedPriceCents(cents(product.RetailPrice), date ? cents(date.RetailFromPrice) : null);
}

export interface PricedVariantLine extends PreOrderMoneyLine {
  variantId: number;
  productId: number;
  subGroup: string;
  deliveryDate: string;
}

/** the priced lines (amount above 0) of product groups, in ascending variant id as the server sums them */
export function linesOfGroups(groups: readonly PreOrderProductGroup[]): PricedVariantLine[] {
  const lines: PricedVariantLine[] = [];
  for (const g of groups) {
    for (const p of g.Products) {
      const priceCents = productPriceCents(p);
      const deliveryDate = chosenDeliveryDateOf(p)?.DeliveryDate ?? p.DeliveryDate ?? '';
      for (const v of p.Variants) {
        if (v.Amount > 0) lines.push({ variantId: v.Id, productId: p.Id, subGroup: g.BrandSubgroup, deliveryDate, amount: v.Amount, priceCents, discount: p.PreOrderDiscount });
      }
    }
  }
  return lines.sort((a, b) => a.variantId - b.variantId);
}

/** a product's TotalAmount, TotalPrice and NettoPrice as the product list answers them (decimals of whole cents) */
export function productFiguresOf(product: PreOrderProduct): Pick<PreOrderProduct, 'TotalAmount' | 'TotalPrice' | 'NettoPrice'> {
  const priceCents = productPriceCents(product);
  const lines = [...product.Variants]
    .filter((v) => v.Amount > 0)
    .sort((a, b) => a.Id - b.Id)
    .map((v) => ({ amount: v.Amount, priceCents, discount: product.PreOrderDiscount }));
  const s = sumPreOrderLines(lines);
  return { TotalAmount: s.amount, TotalPrice: s.grossCents / 100, NettoPrice: s.netCents / 100 };
}

/**
 * GET PreOrder/{id}/totals from the product lists. The comparisons with earlier pre-orders are history:
 * their figures are kept, the growth of this pre-order over each is computed again.
 */
export function totalsOfGroups(
  products: readonly PreOrderProductGroup[],
  marketing: readonly PreOrderProductGroup[],
  orderDiscount: number,
  comparisons: PreOrderTotals['Comparisons'] = [],
): PreOrderTotals {
  const p = linesOfGroups(products);
  const m = linesOfGroups(marketing);
  const ps = sumPreOrderLines(p, orderDiscount);
  const ms = sumPreOrderLines(m, orderDiscount);
  const Comparisons = comparisons.map((c) => ({ ...c, GrowthPercentage: growthPercentage(ps.netCents, cents(c.TotalPrice)) }));
  const target = Comparisons[0];
  return {
    ProductCount: new Set(p.map((l) => l.productId)).size,
    ProductVariantAmount: ps.amount,
    TotalProductPrice: ps.grossCents / 100,
    TotalProductPriceAfterDiscount: ps.netCents / 100,
    MarketingProductCount: new Set(m.map((l) => l.productId)).size,
    MarketingProductVariantAmount: ms.amount,
    MarketingTotalPrice: ms.grossCents / 100,
    MarketingTotalPriceAfterDiscount: ms.netCents / 100,
    TargetPrice: target ? growthTargetCents(cents(target.TotalPrice), 20) / 100 : 0,
    TargetGrowthPercentage: target ? 20 : 0,
    Comparisons,
  };
}

/** GET PreOrder/{id}/subgrouptotals from the product list (marketing products not included, no order discount) */
export function subGroupTotalsOfGroups(products: readonly PreOrderProductGroup[]) {
  const lines = linesOfGroups(products);
  const all = sumPreOrderLines(lines).netCents;
  return [...new Set(lines.map((l) => l.subGroup))].sort().map((SubGroup) => {
    const s = sumPreOrderLines(lines.filter((l) => l.subGroup === SubGroup));
    return { SubGroup, Amount: s.amount, Total: s.netCents / 100, Share: sharePercentage(s.netCents, all) };
  });
}

/**
 * GET PreOrder/{id}/deliverymomenttotals (indicative) from the product list: lines by the delivery date
 * each product shows, then subgroup. (The server groups by the date stored with the line, which a line
 * typed before a date was chosen does not have; the list shows the first offered date for it.)
 */
export function deliveryMomentTotalsOfGroups(products: readonly PreOrderProductGroup[]) {
  const lines = linesOfGroups(products);
  return [...new Set(lines.map((l) => l.deliveryDate))].sort().map((DeliveryDate) => {
    const own = lines.filter((l) => l.deliveryDate === DeliveryDate);
    return {
      DeliveryDate,
      Rows: [...new Set(own.map((l) => l.subGroup))].sort().map((SubGroup) => {
        const s = sumPreOrderLines(own.filter((l) => l.subGroup === SubGroup));
        return { SubGroup, Amount: s.amount, Total: s.netCents / 100 };
      }),
    };
  });
}
