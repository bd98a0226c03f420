import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Countries (contract country.ts). */
export const countryApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** the countries of the overview's and the report's country filter (names in the request locale) */
    listAvailableCountries: build.query<OpResponse<'listAvailableCountries'>, void>({
      query: () => opRequest('listAvailableCountries'),
    }),
  }),
});

export const { useListAvailableCountriesQuery } = countryApi;
