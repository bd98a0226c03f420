import { preordersApi } from '../../../app/api';
import { groupSegment, type SheetGroupKind } from './types';

/** DELETE preordersheet/{id}/productgroup/{gid} or /marketingproductgroup/{gid}. */
export const removeSheetGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    removeSheetGroup: build.mutation<null, { sheetId: number; kind: SheetGroupKind; groupId: number }>({
      query: ({ sheetId, kind, groupId }) => ({
        url: `preordersheet/${sheetId}/${groupSegment(kind)}/${groupId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { sheetId }) => [{ type: 'Sheet', id: `groups-${sheetId}` }, { type: 'Sheet', id: sheetId }],
    }),
  }),
});

export const { useRemoveSheetGroupMutation } = removeSheetGroupApi;
