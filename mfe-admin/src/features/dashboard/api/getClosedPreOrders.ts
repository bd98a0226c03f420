import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { adminApi } from '../../../app/api';

/** Spec section 9: 12 closed pre-orders per page; state 3 is closed (contract PREORDER_STATE_CLOSED). */
export const CLOSED_PAGE_SIZE = 12;
export const CLOSED_STATE = 3;

/** GET PreOrder?State=3&Page&PageSize=12: processed (closed) pre-orders. */
export const getClosedPreOrdersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getClosedPreOrders: build.query<Paged<PreOrderSummary>, { page: number }>({
      query: ({ page }) => ({ url: 'PreOrder', params: { State: CLOSED_STATE, Page: page, PageSize: CLOSED_PAGE_SIZE } }),
    }),
  }),
});

export const { useGetClosedPreOrdersQuery } = getClosedPreOrdersApi;
