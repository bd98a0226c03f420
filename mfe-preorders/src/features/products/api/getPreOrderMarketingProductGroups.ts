import type { Paged, PreOrderProductGroup } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { productsTag } from './getPreOrderProductGroups';

/** Spec sections 7 and 9: the customer and salesman edit pages ask 400 marketing groups at once. */
export const MARKETING_PAGE_SIZE = 400;

/** GET PreOrder/{id}/marketingproductgroups?Page=1&PageSize=400 */
export const getPreOrderMarketingProductGroupsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrderMarketingProductGroups: build.query<Paged<PreOrderProductGroup>, { preOrderId: number }>({
      query: ({ preOrderId }) => ({ url: `PreOrder/${preOrderId}/marketingproductgroups`, params: { Page: 1, PageSize: MARKETING_PAGE_SIZE } }),
      providesTags: (_r, _e, { preOrderId }) => ['PreOrderProducts', productsTag(preOrderId, true)],
    }),
  }),
});

export const { useGetPreOrderMarketingProductGroupsQuery } = getPreOrderMarketingProductGroupsApi;
