import { isDraft, original } from '@reduxjs/toolkit';
import type { Paged, PreOrderProductGroup } from 'shared-kernel/contract';
import { appliedPriceCents, chosenDeliveryDate, productFigures, serverAmounts } from '../lib/rules';

/**
 * The saved amount in a cached product list: the variant's Amount and its product's TotalAmount,
 * TotalPrice and NettoPrice (spec section 9 rules, integer cents, as the server computes them).
 * Answers whether the variant was found. (updatePreOrderVariant writes it into the cached lists, as an
 * Immer draft: the size is looked up in the list the draft was made of, because walking the draft
 * itself makes a draft of every group, product and size it passes, up to a thousand per saved amount.)
 */
export function patchVariantAmount(list: Paged<PreOrderProductGroup>, variantId: number, amount: number): boolean {
  const plain = isDraft(list) ? (original(list) ?? list) : list;
  for (let g = 0; g < plain.Items.length; g++) {
    const products = plain.Items[g].Products;
    for (let p = 0; p < products.length; p++) {
      const index = products[p].Variants.findIndex((v) => v.Id === variantId);
      if (index < 0) continue;
      const product = list.Items[g].Products[p];
      product.Variants[index].Amount = amount;
      const f = productFigures(serverAmounts(product), product.Variants, appliedPriceCents(product, chosenDeliveryDate(product, null)), product.PreOrderDiscount);
      product.TotalAmount = f.amount;
      product.TotalPrice = f.totalCents / 100;
      product.NettoPrice = f.netCents / 100;
      return true;
    }
  }
  return false;
}
