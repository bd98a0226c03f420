import type { Paged, PreOrderSheet } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** The most sheets the report page lists in its select (the list call allows up to 500). */
export const REPORT_SHEETS_PAGE_SIZE = 500;

/** GET PreOrderSheet?Page=1&PageSize=500: every sheet (newest deadline first), to choose the report's sheet. */
export const getReportSheetsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getReportSheets: build.query<Paged<PreOrderSheet>, void>({
      query: () => ({ url: 'PreOrderSheet', params: { Page: 1, PageSize: REPORT_SHEETS_PAGE_SIZE } }),
      providesTags: ['SheetList'],
    }),
  }),
});

export const { useGetReportSheetsQuery } = getReportSheetsApi;
