import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { listParams } from './getPreOrderList';

/** GET PreOrder/forecasted?Page&PageSize=12: the assignable pre-orders generated from history (staff only). */
export const getForecastedPreOrdersApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOverviewForecastedPreOrders: build.query<Paged<PreOrderSummary>, { page: number }>({
      query: ({ page }) => ({ url: 'PreOrder/forecasted', params: listParams({ Page: page }) }),
      providesTags: ['PreOrderList'],
    }),
  }),
});

export const { useGetOverviewForecastedPreOrdersQuery } = getForecastedPreOrdersApi;
