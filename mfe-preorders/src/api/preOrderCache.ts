import type { Paged, PreOrderProductGroup } from 'shared-kernel/contract';
import { appliedPriceCents, chosenDeliveryDate, productFigures, serverAmounts } from '../lib/rules';

/**
 * The saved amount in a cached product list: the variant's Amount and its product's TotalAmount,
 * TotalPrice and NettoPrice (spec section 9 rules, integer cents, as the server computes them).
 * Answers whether the variant was found. (updatePreOrderVariant writes it into the cached lists.)
 */
export function patchVariantAmount(list: Paged<PreOrderProductGroup>, variantId: number, amount: number): boolean {
  for (const group of list.Items) {
    for (const product of group.Products) {
      const variant = product.Variants.find((v) => v.Id === variantId);
      if (!variant) continue;
      variant.Amount = amount;
      const f = productFigures(serverAmounts(product), product.Variants, appliedPriceCents(product, chosenDeliveryDate(product, null)), product.PreOrderDiscount);
      product.TotalAmount = f.amount;
      product.TotalPrice = f.totalCents / 100;
      product.NettoPrice = f.netCents / 100;
      return true;
    }
  }
  return false;
}
