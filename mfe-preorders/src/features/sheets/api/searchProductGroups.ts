import type { ProductHit } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/**
 * GET productgroup/autocomplete?search&preOrderSheetId[&marketingOnly=true]: the sheet builder's search, the
 * groups of the sheet's brand with pre-order items included (marketing groups only for the marketing search).
 */
export const searchProductGroupsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    searchSheetProductGroups: build.query<ProductHit[], { sheetId: number; search: string; marketing: boolean }>({
      query: ({ sheetId, search, marketing }) => ({
        url: 'productgroup/autocomplete',
        params: { search, preOrderSheetId: sheetId, marketingOnly: marketing ? 'true' : undefined },
      }),
    }),
  }),
});

export const { useSearchSheetProductGroupsQuery } = searchProductGroupsApi;
