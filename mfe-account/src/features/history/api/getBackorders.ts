import type { OrderSummary, Paged } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';
import type { OrderListArgs } from '../types';

/** GET Customer/Backorder?page: the orders with lines still on backorder (customers and marketing). */
export const getBackordersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getBackorders: build.query<Paged<OrderSummary>, OrderListArgs>({
      query: ({ page }) => ({ url: 'Customer/Backorder', params: { page } }),
    }),
  }),
});

export const { useGetBackordersQuery } = getBackordersApi;
