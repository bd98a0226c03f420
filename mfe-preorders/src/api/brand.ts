import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Brands and their collections (contract brand.ts): what a sheet is built for. */
export const brandApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    listBrands: build.query<OpResponse<'listBrands'>, OpArgs<'listBrands'>>({
      query: (args) => opRequest('listBrands', args),
    }),
    /** the seasons (collections) of a brand, by id or code */
    listBrandCollections: build.query<OpResponse<'listBrandCollections'>, OpArgs<'listBrandCollections'>>({
      query: (args) => opRequest('listBrandCollections', args),
    }),
  }),
});

export const { useListBrandsQuery, useListBrandCollectionsQuery } = brandApi;
