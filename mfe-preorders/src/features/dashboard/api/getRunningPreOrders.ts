import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** Spec section 9: the salesman dashboard shows 6 running negotiations per page. */
export const RUNNING_PAGE_SIZE = 6;
/** Running = not closed (3): open, sent to the salesman, sent to sales. */
export const RUNNING_STATES = '0,1,2';

/** GET PreOrder?Page&PageSize=6&State=0,1,2: the salesman's running negotiations. */
export const getRunningPreOrdersApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getRunningPreOrders: build.query<Paged<PreOrderSummary>, { page: number }>({
      query: ({ page }) => ({ url: 'PreOrder', params: { Page: page, PageSize: RUNNING_PAGE_SIZE, State: RUNNING_STATES } }),
    }),
  }),
});

export const { useGetRunningPreOrdersQuery } = getRunningPreOrdersApi;
