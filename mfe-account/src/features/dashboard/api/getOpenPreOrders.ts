import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** Spec section 9: the customer dashboard lists up to 99 pre-orders. */
export const OPEN_PREORDERS_PAGE_SIZE = 99;
/** Every state but closed (3): open, sent to the salesman, sent to sales. */
export const OPEN_PREORDER_STATES = '0,1,2';

/** GET PreOrder?Page=1&PageSize=99&State=0,1,2: the customer's open pre-orders. */
export const getOpenPreOrdersApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenPreOrders: build.query<Paged<PreOrderSummary>, void>({
      query: () => ({ url: 'PreOrder', params: { Page: 1, PageSize: OPEN_PREORDERS_PAGE_SIZE, State: OPEN_PREORDER_STATES } }),
    }),
  }),
});

export const { useGetOpenPreOrdersQuery } = getOpenPreOrdersApi;
