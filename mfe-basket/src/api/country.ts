import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** Countries (contract country.ts). */
export const countryEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** the countries a dropshipment can go to, with their costs per currency */
    listAvailableCountries: build.query<OpResponse<'listAvailableCountries'>, void>({
      query: () => opRequest('listAvailableCountries'),
    }),
  }),
});

export const { useListAvailableCountriesQuery } = countryEndpoints;
