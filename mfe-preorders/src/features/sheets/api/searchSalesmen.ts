import type { SalesmanHit } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET account/salesmanAutocomplete?search (no locale): salesmen by name, for the report filter. */
export const searchSalesmenApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    searchReportSalesmen: build.query<SalesmanHit[], string>({
      query: (search) => ({ url: 'account/salesmanAutocomplete', params: { search }, noLocale: true }),
    }),
  }),
});

export const { useSearchReportSalesmenQuery } = searchSalesmenApi;
