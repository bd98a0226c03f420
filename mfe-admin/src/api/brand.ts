import { opRequest, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Brands (contract brand.ts): the size chart's brand and the dealer locator's brands. */
export const brandEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listBrands: build.query<OpResponse<'listBrands'>, void>({ query: () => opRequest('listBrands') }),
  }),
});

export const { useListBrandsQuery } = brandEndpoints;
