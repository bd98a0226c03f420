import type { Country } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET country/available: the countries of the report's country filter (OverviewName in the request locale, Iso2 is the filter value). */
export const getReportCountriesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getReportCountries: build.query<Country[], void>({
      query: () => ({ url: 'country/available' }),
    }),
  }),
});

export const { useGetReportCountriesQuery } = getReportCountriesApi;
