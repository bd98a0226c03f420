import type { Country } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** GET country/available: the countries a dropshipment can go to, with their costs per currency. */
export const getAvailableCountriesApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableCountries: build.query<Country[], void>({
      query: () => 'country/available',
    }),
  }),
});

export const { useGetAvailableCountriesQuery } = getAvailableCountriesApi;
