import type { SheetTarget } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrder/{id}/targets: the targets of the pre-order's sheet. */
export const getPreOrderTargetsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrderTargets: build.query<SheetTarget[], number>({
      query: (id) => ({ url: `PreOrder/${id}/targets` }),
      providesTags: ['PreOrderTotals'],
    }),
  }),
});

export const { useGetPreOrderTargetsQuery } = getPreOrderTargetsApi;
