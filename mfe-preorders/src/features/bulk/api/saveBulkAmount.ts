import { preordersApi } from '../../../app/api';

export interface BulkAmountArgs {
  preOrderId: number;
  variantId: number;
  amount: number;
  /** a marketing product's variant: PUT .../marketingproductvariant/{vid} */
  marketing: boolean;
}

/**
 * PUT PreOrder/{id}/productvariant/{vid} (or marketingproductvariant) {Id, Amount}, keepalive: the
 * autosave's amount call, for one line of a bulk entry. It invalidates nothing: the bulk entry reloads
 * the product lists and totals once when all its lines are saved.
 */
export const saveBulkAmountApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    saveBulkAmount: build.mutation<unknown, BulkAmountArgs>({
      query: ({ preOrderId, variantId, amount, marketing }) => ({
        url: `PreOrder/${preOrderId}/${marketing ? 'marketingproductvariant' : 'productvariant'}/${variantId}`,
        method: 'PUT',
        body: { Id: variantId, Amount: amount },
        keepalive: true,
      }),
    }),
  }),
});
