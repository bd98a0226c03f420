import type { Country, Paged } from 'shared-kernel/contract';
import { countriesApi } from './tags';

/** Spec section 9: countries overview, 100 per page. */
export const COUNTRIES_PAGE_SIZE = 100;

/** GET country?Page&PageSize=100 (admin). */
export const getCountriesApi = countriesApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCountries: build.query<Paged<Country>, { page: number }>({
      query: ({ page }) => ({ url: 'country', params: { Page: page, PageSize: COUNTRIES_PAGE_SIZE } }),
      providesTags: ['AdminCountry'],
    }),
  }),
});

export const { useGetAdminCountriesQuery } = getCountriesApi;
