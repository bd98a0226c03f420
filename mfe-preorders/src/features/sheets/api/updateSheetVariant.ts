import { preordersApi } from '../../../app/api';
import { getSheetGroupsApi } from './getSheetGroups';
import type { SheetGroupKind, SheetVariantAnswer } from './types';

/**
 * PUT preordersheet/{id}/productvariant/{vid} {IsAvailable}: the admin size toggle (spec section 4); without
 * IsAvailable the API flips the current value. Answers {Id, IsAvailable}, which is written into the cached group list.
 */
export const updateSheetVariantApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updateSheetVariant: build.mutation<SheetVariantAnswer, { sheetId: number; kind: SheetGroupKind; variantId: number; IsAvailable?: boolean }>({
      query: ({ sheetId, variantId, IsAvailable }) => ({
        url: `preordersheet/${sheetId}/productvariant/${variantId}`,
        method: 'PUT',
        body: IsAvailable === undefined ? {} : { IsAvailable },
      }),
      async onQueryStarted({ sheetId, kind }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          getSheetGroupsApi.util.updateQueryData('getSheetGroups', { sheetId, kind }, (page) => {
            for (const g of page.Items) for (const p of g.Products) for (const v of p.Variants) if (v.Id === data.Id) v.IsAvailable = data.IsAvailable;
          }),
        );
      },
    }),
  }),
});

export const { useUpdateSheetVariantMutation } = updateSheetVariantApi;
