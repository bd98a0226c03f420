import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrder/{id}: the full pre-order (tag PreOrder, per id). */
export const getPreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrder: build.query<PreOrder, number>({
      query: (id) => ({ url: `PreOrder/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'PreOrder', id }, 'PreOrder'],
    }),
  }),
});

export const { useGetPreOrderQuery } = getPreOrderApi;
