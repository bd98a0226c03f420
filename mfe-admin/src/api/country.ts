import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Countries overview: 100 per page (also the country options of the branch form). */
export const COUNTRIES_PAGE_SIZE = 100;

/** Countries (contract country.ts): overview, one country, update (countries are not created in the portal). */
export const countryEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listCountries: build.query<OpResponse<'listCountries'>, OpArgs<'listCountries'>>({
      query: (args) => opRequest('listCountries', args),
      providesTags: ['Country'],
    }),
    getCountry: build.query<OpResponse<'getCountry'>, OpArgs<'getCountry'>>({
      query: (args) => opRequest('getCountry', args),
      providesTags: ['Country'],
    }),
    updateCountry: build.mutation<OpResponse<'updateCountry'>, OpArgs<'updateCountry'>>({
      query: (args) => opRequest('updateCountry', args),
      invalidatesTags: ['Country'],
    }),
  }),
});

export const { useListCountriesQuery, useGetCountryQuery, useUpdateCountryMutation } = countryEndpoints;
