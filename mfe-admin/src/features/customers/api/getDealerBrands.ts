import type { Brand } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** GET brand: the brands a dealer-locator address can list. */
export const getDealerBrandsApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getDealerBrands: build.query<Brand[], void>({
      query: () => 'brand',
    }),
  }),
});

export const { useGetDealerBrandsQuery } = getDealerBrandsApi;
