import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrder/{id}: the forecasted pre-order the create page starts from (query id). */
export const getPreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCreateSourcePreOrder: build.query<PreOrder, number>({
      query: (id) => ({ url: `PreOrder/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'PreOrder', id }],
    }),
  }),
});

export const { useGetCreateSourcePreOrderQuery } = getPreOrderApi;
