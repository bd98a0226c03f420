import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { getPreOrderApi } from './getPreOrder';

/** Spec section 7, customer update payload. */
export interface PreOrderCustomerUpdate {
  Id: number;
  Address: number | null;
  OrderReference: string;
  PreOrderDiscount: number;
  CustomerComment: string | null;
  EarlyShipmentAllowed: boolean;
  InternalCustomerReference: string;
  /** the RowVersion of the pre-order the edit is based on; a newer stored one answers 409 (nothing saved) */
  RowVersion?: number;
}

/**
 * PUT PreOrder/{id}/customer (autosave, keepalive). The answer is the saved pre-order: it replaces the
 * cached one (last update, customer state, the incremented RowVersion) without a refetch. A stale
 * RowVersion answers 409 with the concurrency ExceptionMessage (spec section 8).
 */
export const updatePreOrderCustomerApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updatePreOrderCustomer: build.mutation<PreOrder, PreOrderCustomerUpdate>({
      query: (body) => ({ url: `PreOrder/${body.Id}/customer`, method: 'PUT', body, keepalive: true }),
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPreOrderApi.util.upsertQueryData('getPreOrder', body.Id, data));
      },
    }),
  }),
});

export const { useUpdatePreOrderCustomerMutation } = updatePreOrderCustomerApi;
