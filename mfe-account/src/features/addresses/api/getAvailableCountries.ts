import type { Country } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** GET country/available: the countries an address may be in (names in the request locale) */
export const getAvailableCountriesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getAddressCountries: build.query<Country[], void>({
      query: () => 'country/available',
    }),
  }),
});

export const { useGetAddressCountriesQuery } = getAvailableCountriesApi;
