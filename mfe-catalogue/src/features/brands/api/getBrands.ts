import type { Brand } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/** GET brand?filterOnBranch=true: the brands of the customer's branch (spec section 7). */
export const getBrandsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getBranchBrands: build.query<Brand[], { locale: Locale }>({
      query: () => ({ url: 'brand', params: { filterOnBranch: 'true' } }),
    }),
  }),
});

export const { useGetBranchBrandsQuery } = getBrandsApi;
