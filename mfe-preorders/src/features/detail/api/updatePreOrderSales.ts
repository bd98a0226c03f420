import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { getPreOrderApi } from './getPreOrder';
import type { PreOrderCustomerUpdate } from './updatePreOrderCustomer';

/** Spec section 7, sales update payload. */
export interface PreOrderSalesUpdate extends PreOrderCustomerUpdate {
  ForecastsAndHistoryVisible: boolean;
  InternalComment: string | null;
}

/**
 * PUT PreOrder/{id}/sales (salesman and admin; autosave, keepalive); the answer replaces the cached pre-order
 * (with the incremented RowVersion). A stale RowVersion (inherited from the customer update) answers 409.
 */
export const updatePreOrderSalesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreOrderSales: build.mutation<PreOrder, PreOrderSalesUpdate>({
      query: (body) => ({ url: `PreOrder/${body.Id}/sales`, method: 'PUT', body, keepalive: true }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPreOrderApi.util.upsertQueryData('getPreOrder', body.Id, data));
      },
    }),
  }),
});

export const { useUpdatePreOrderSalesMutation } = updatePreOrderSalesApi;
