import type { Paged, PreOrderProductGroup } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { appliedPriceCents, chosenDeliveryDate, productFigures, serverAmounts } from '../rules';
import { getPreOrderMarketingProductGroupsApi } from './getPreOrderMarketingProductGroups';
import { getPreOrderProductGroupsApi, productsTag, type ProductGroupsArgs } from './getPreOrderProductGroups';

export interface VariantUpdateArgs {
  preOrderId: number;
  variantId: number;
  amount: number;
  /** a marketing product's variant: PUT .../marketingproductvariant/{vid} */
  marketing: boolean;
}

/**
 * The saved amount in a cached product list: the variant's Amount and its product's TotalAmount,
 * TotalPrice and NettoPrice (spec section 9 rules, integer cents, as the server computes them).
 * Answers whether the variant was found.
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

/**
 * PUT PreOrder/{id}/productvariant/{vid} (or marketingproductvariant) {Id, Amount}: an autosave
 * (keepalive). Reloads the totals; the product list is not reloaded (a pre-order can hold a
 * thousand sizes: a reload per keystroke was a request storm of the whole page and a re-render of
 * every row): the saved amount and its product's totals are written into the cached lists instead.
 */
export const updatePreOrderVariantApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreOrderVariant: build.mutation<unknown, VariantUpdateArgs>({
      query: ({ preOrderId, variantId, amount, marketing }) => ({
        url: `PreOrder/${preOrderId}/${marketing ? 'marketingproductvariant' : 'productvariant'}/${variantId}`,
        method: 'PUT',
        body: { Id: variantId, Amount: amount },
        keepalive: true,
      }),
      invalidatesTags: ['PreOrderTotals'],
      async onQueryStarted({ preOrderId, variantId, amount, marketing }, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the autosave reports the failure and the page reloads
        }
        const patch = (draft: Paged<PreOrderProductGroup>) => void patchVariantAmount(draft, variantId, amount);
        for (const entry of preordersApi.util.selectInvalidatedBy(getState(), [productsTag(preOrderId, marketing)])) {
          if (entry.endpointName === 'getPreOrderProductGroups') {
            dispatch(getPreOrderProductGroupsApi.util.updateQueryData('getPreOrderProductGroups', entry.originalArgs as ProductGroupsArgs, patch));
          } else if (entry.endpointName === 'getPreOrderMarketingProductGroups') {
            dispatch(getPreOrderMarketingProductGroupsApi.util.updateQueryData('getPreOrderMarketingProductGroups', entry.originalArgs as { preOrderId: number }, patch));
          }
        }
      },
    }),
  }),
});
