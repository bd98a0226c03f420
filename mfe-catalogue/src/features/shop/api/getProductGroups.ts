import type { ProductGroupPage } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

export interface GetProductGroupsArgs {
  /** Page, pageSize, addBranchFilter and the comma-separated filter values (see lib/shopQuery requestParams) */
  params: Record<string, string | number>;
  /** cache key only: names are translated, the base query puts the locale in the URL */
  locale: Locale;
}

/**
 * GET productgroup/: one page of the shop grid. Its `Filters` are the aggregations of the side
 * filters (each facet counted with the other filters applied; mock-api's productgroup/getaggregations
 * answers the same groups), so one call fills grid and filters.
 */
export const getProductGroupsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getProductGroups: build.query<ProductGroupPage, GetProductGroupsArgs>({
      query: ({ params }) => ({ url: 'productgroup', params }),
    }),
  }),
});

export const { useGetProductGroupsQuery } = getProductGroupsApi;
