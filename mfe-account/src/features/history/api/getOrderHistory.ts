import type { OrderSummary, Paged } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';
import type { OrderListArgs } from '../types';

/** GET Customer/Orderhistory?page: the company's orders, newest first (customers and marketing). */
export const getOrderHistoryApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderHistory: build.query<Paged<OrderSummary>, OrderListArgs>({
      query: ({ page }) => ({ url: 'Customer/Orderhistory', params: { page } }),
    }),
  }),
});

export const { useGetOrderHistoryQuery } = getOrderHistoryApi;
