import { preordersApi } from '../../../app/api';
import { productsTag } from './getPreOrderProductGroups';

export interface VariantUpdateArgs {
  preOrderId: number;
  variantId: number;
  amount: number;
  /** a marketing product's variant: PUT .../marketingproductvariant/{vid} */
  marketing: boolean;
}

/**
 * PUT PreOrder/{id}/productvariant/{vid} (or marketingproductvariant) {Id, Amount}: an autosave
 * (keepalive). Reloads the totals and the list's per-product totals.
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
      invalidatesTags: (_r, _e, { preOrderId, marketing }) => ['PreOrderTotals', productsTag(preOrderId, marketing)],
    }),
  }),
});
