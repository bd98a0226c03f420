import type { PreOrderTotals } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrder/{id}/totals: amounts, prices, marketing totals, target and comparisons. */
export const getPreOrderTotalsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrderTotals: build.query<PreOrderTotals, number>({
      query: (id) => ({ url: `PreOrder/${id}/totals` }),
      providesTags: ['PreOrderTotals'],
    }),
  }),
});

export const { useGetPreOrderTotalsQuery } = getPreOrderTotalsApi;
