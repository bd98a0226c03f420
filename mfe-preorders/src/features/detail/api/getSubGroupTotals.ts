import { preordersApi } from '../../../app/api';

/** One row of GET PreOrder/{id}/subgrouptotals (spec section 3). */
export interface SubGroupTotal {
  SubGroup: string;
  Amount: number;
  Total: number;
  /** percentage of the pre-order's total */
  Share: number;
}

/** GET PreOrder/{id}/subgrouptotals */
export const getSubGroupTotalsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSubGroupTotals: build.query<SubGroupTotal[], number>({
      query: (id) => ({ url: `PreOrder/${id}/subgrouptotals` }),
      providesTags: ['PreOrderTotals'],
    }),
  }),
});

export const { useGetSubGroupTotalsQuery } = getSubGroupTotalsApi;
