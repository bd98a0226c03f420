import type { Paged, PreOrderProductGroup } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** Spec sections 7 and 9: the product list of a pre-order shows 10 groups per page. */
export const PRODUCTS_PAGE_SIZE = 10;

export interface ProductGroupsArgs {
  preOrderId: number;
  page: number;
  search: string;
  amountsOnly: boolean;
}

/** The PreOrderProducts tag of one list: a saved amount or discount reloads only that list. */
export const productsTag = (preOrderId: number, marketing: boolean) => ({ type: 'PreOrderProducts' as const, id: `${preOrderId}${marketing ? ':marketing' : ''}` });

/** GET PreOrder/{id}/productgroups?Page&PageSize=10&Search&AmountsOnly */
export const getPreOrderProductGroupsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getPreOrderProductGroups: build.query<Paged<PreOrderProductGroup>, ProductGroupsArgs>({
      query: ({ preOrderId, page, search, amountsOnly }) => ({
        url: `PreOrder/${preOrderId}/productgroups`,
        params: { Page: page, PageSize: PRODUCTS_PAGE_SIZE, Search: search.trim() || undefined, AmountsOnly: amountsOnly ? 'true' : undefined },
      }),
      providesTags: (_r, _e, { preOrderId }) => ['PreOrderProducts', productsTag(preOrderId, false)],
    }),
  }),
});

export const { useGetPreOrderProductGroupsQuery } = getPreOrderProductGroupsApi;
