import type { SheetReport } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** The report filters (contract SheetReportQuerySchema); empty filters are left out of the query. */
export interface ReportFilter {
  sheetId: number;
  salesmanId?: string;
  country?: string;
}
export const reportParams = ({ sheetId, salesmanId, country }: ReportFilter) => ({ sheetId, salesmanId: salesmanId || undefined, country: country || undefined });

/** GET preordersheet/report?sheetId[&salesmanId][&country]: the sheet's data and statistics (admin). */
export const getSheetReportApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSheetReport: build.query<SheetReport, ReportFilter>({
      query: (filter) => ({ url: 'preordersheet/report', params: reportParams(filter) }),
      providesTags: (_r, _e, { sheetId }) => [{ type: 'Report', id: sheetId }],
    }),
  }),
});

export const { useGetSheetReportQuery } = getSheetReportApi;
