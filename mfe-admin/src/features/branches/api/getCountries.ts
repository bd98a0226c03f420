import type { Country, Paged } from 'shared-kernel/contract';
import { branchesApi } from './tags';

/** GET country?PageSize=100: the countries of the restriction matrix. */
export const getBranchCountriesApi = branchesApi.injectEndpoints({
  endpoints: (build) => ({
    getBranchCountries: build.query<Paged<Country>, void>({ query: () => ({ url: 'country', params: { Page: 1, PageSize: 100 } }) }),
  }),
});

export const { useGetBranchCountriesQuery } = getBranchCountriesApi;
