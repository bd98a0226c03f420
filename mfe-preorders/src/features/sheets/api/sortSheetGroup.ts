import type { SheetGroup } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { groupSegment, groupsTag, type SheetGroupKind } from './types';

/** PUT preordersheet/{id}/productgroup/{gid}/sortindex/{n} (or /marketingproductgroup/...): moves a group to position n; answers the groups in their new order. */
export const sortSheetGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    sortSheetGroup: build.mutation<SheetGroup[], { sheetId: number; kind: SheetGroupKind; groupId: number; index: number }>({
      query: ({ sheetId, kind, groupId, index }) => ({ url: `preordersheet/${sheetId}/${groupSegment(kind)}/${groupId}/sortindex/${index}`, method: 'PUT' }),
      invalidatesTags: (_r, _e, { sheetId }) => [groupsTag(sheetId), { type: 'Sheet', id: sheetId }],
    }),
  }),
});

export const { useSortSheetGroupMutation } = sortSheetGroupApi;
