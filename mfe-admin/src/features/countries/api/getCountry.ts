import type { Country } from 'shared-kernel/contract';
import { countriesApi } from './tags';

/** GET country/{id} */
export const getCountryApi = countriesApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCountry: build.query<Country, number>({
      query: (id) => ({ url: `country/${id}` }),
      providesTags: ['AdminCountry'],
    }),
  }),
});

export const { useGetAdminCountryQuery } = getCountryApi;
