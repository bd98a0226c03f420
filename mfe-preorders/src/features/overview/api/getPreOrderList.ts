import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** Spec section 9: the pre-order overviews show 12 rows per page. */
export const OVERVIEW_PAGE_SIZE = 12;

/**
 * Query of GET PreOrder and GET PreOrder/forecasted (names of PreOrderListQuerySchema); list values
 * are comma-separated, switches 'true'/'false'.
 */
export interface PreOrderListArgs {
  Page: number;
  PageSize?: number;
  State?: string;
  brands?: string;
  collections?: string;
  customer?: string;
  country?: string;
  hasNewMessages?: 'true' | 'false';
  myCustomersOnly?: 'true' | 'false';
  mySheetsOnly?: 'true' | 'false';
}

/** drops empty values so that the URL carries only what is set */
export function listParams(args: PreOrderListArgs): Record<string, string | number> {
  const params: Record<string, string | number> = { PageSize: OVERVIEW_PAGE_SIZE };
  for (const [key, value] of Object.entries(args)) if (value !== undefined && value !== '') params[key] = value as string | number;
  return params;
}

/** GET PreOrder: the pre-orders of the caller's scope (customer: their company's; salesman: filters). */
export const getPreOrderListApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOverviewPreOrders: build.query<Paged<PreOrderSummary>, PreOrderListArgs>({
      query: (args) => ({ url: 'PreOrder', params: listParams(args) }),
      providesTags: ['PreOrderList'],
    }),
  }),
});

export const { useGetOverviewPreOrdersQuery } = getPreOrderListApi;
