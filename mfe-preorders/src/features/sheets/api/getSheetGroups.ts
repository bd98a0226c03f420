import { preordersApi } from '../../../app/api';
import { SHEET_GROUPS_PAGE_SIZE, type SheetGroupKind, type SheetGroupPage } from './types';

/** GET PreOrderSheet/{id}/productgroups or /marketingproductgroups: the groups on a sheet, in sort order. */
export const getSheetGroupsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSheetGroups: build.query<SheetGroupPage, { sheetId: number; kind: SheetGroupKind }>({
      query: ({ sheetId, kind }) => ({
        url: `PreOrderSheet/${sheetId}/${kind === 'marketing' ? 'marketingproductgroups' : 'productgroups'}`,
        params: { Page: 1, PageSize: SHEET_GROUPS_PAGE_SIZE },
      }),
      providesTags: (_r, _e, { sheetId }) => [{ type: 'Sheet', id: `groups-${sheetId}` }],
    }),
  }),
});

export const { useGetSheetGroupsQuery } = getSheetGroupsApi;
