import type { SheetGroup } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { groupSegment, groupsTag, type SheetGroupKind } from './types';

/** PUT preordersheet/{id}/productgroup/{gid} (or /marketingproductgroup/{gid}) {PreOrderDiscount, MaximumDiscount, Brochure}: answers the SheetGroup. */
export const updateSheetGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    updateSheetGroup: build.mutation<SheetGroup, { sheetId: number; kind: SheetGroupKind; groupId: number; PreOrderDiscount: number; MaximumDiscount: number; Brochure: number }>({
      query: ({ sheetId, kind, groupId, PreOrderDiscount, MaximumDiscount, Brochure }) => ({
        url: `preordersheet/${sheetId}/${groupSegment(kind)}/${groupId}`,
        method: 'PUT',
        body: { PreOrderDiscount, MaximumDiscount, Brochure },
      }),
      invalidatesTags: (_r, _e, { sheetId }) => [groupsTag(sheetId), { type: 'Sheet', id: sheetId }],
    }),
  }),
});

export const { useUpdateSheetGroupMutation } = updateSheetGroupApi;
