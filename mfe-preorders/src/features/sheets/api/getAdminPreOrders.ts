import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { ADMIN_PAGE_SIZE } from './types';

/** GET PreOrder?Page&PageSize=12[&State=3]: every customer's pre-orders (admin), or the closed ones. */
export const getAdminPreOrdersApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPreOrders: build.query<Paged<PreOrderSummary>, { page: number; state?: number }>({
      query: ({ page, state }) => ({ url: 'PreOrder', params: { Page: page, PageSize: ADMIN_PAGE_SIZE, State: state } }),
      providesTags: ['PreOrderList'],
    }),
  }),
});

export const { useGetAdminPreOrdersQuery } = getAdminPreOrdersApi;
