import { preordersApi } from '../../../app/api';
import { groupSegment, type SheetGroupKind } from './types';

/** POST preordersheet/{id}/productgroup or /marketingproductgroup {Id}: adds a group (a duplicate answers ModelState Id). */
export const addSheetGroupApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    addSheetGroup: build.mutation<number, { sheetId: number; kind: SheetGroupKind; groupId: number }>({
      query: ({ sheetId, kind, groupId }) => ({
        url: `preordersheet/${sheetId}/${groupSegment(kind)}`,
        method: 'POST',
        body: { Id: groupId },
      }),
      invalidatesTags: (_r, _e, { sheetId }) => [{ type: 'Sheet', id: `groups-${sheetId}` }, { type: 'Sheet', id: sheetId }],
    }),
  }),
});

export const { useAddSheetGroupMutation } = addSheetGroupApi;
