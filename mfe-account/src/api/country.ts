import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The countries the portal delivers to (contract country.ts): the address form's country list. */
export const countryEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listAvailableCountries: build.query<OpResponse<'listAvailableCountries'>, void>({
      query: () => opRequest('listAvailableCountries'),
    }),
  }),
});

export const { useListAvailableCountriesQuery } = countryEndpoints;
