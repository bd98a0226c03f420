import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi, withoutLocale, type Localized } from '../app/api';

/** Brands (contract brand.ts). */
export const brandEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** the brands; Our brands asks filterOnBranch=true (the customer's branch, spec section 7) */
    listBrands: build.query<OpResponse<'listBrands'>, Localized<OpArgs<'listBrands'>>>({
      query: (args) => opRequest('listBrands', withoutLocale(args)),
    }),
  }),
});

export const { useListBrandsQuery } = brandEndpoints;
