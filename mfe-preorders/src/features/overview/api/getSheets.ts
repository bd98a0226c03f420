import type { Paged, PreOrderSheet } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/**
 * GET PreOrderSheet?Page&PageSize[&State]: sheets, newest deadline first. State '0' is the salesman's
 * "available sheets": it also sends open=true, so sheets whose deadline passed are left out; other calls
 * (the collection filter) get every sheet.
 */
export const getSheetsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOverviewSheets: build.query<Paged<PreOrderSheet>, { page: number; pageSize: number; state?: string }>({
      query: ({ page, pageSize, state }) => ({ url: 'PreOrderSheet', params: { Page: page, PageSize: pageSize, ...(state !== undefined ? { State: state } : {}), ...(state === '0' ? { open: 'true' } : {}) } }),
      providesTags: ['SheetList'],
    }),
  }),
});

export const { useGetOverviewSheetsQuery } = getSheetsApi;
