import type { Country } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET country/available: the countries of the country filter (names in the request locale). */
export const getCountriesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getOverviewCountries: build.query<Country[], void>({
      query: () => ({ url: 'country/available' }),
    }),
  }),
});

export const { useGetOverviewCountriesQuery } = getCountriesApi;
