import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The brands (contract brand.ts): `filterOnBranch` for the dashboard's links, `all` for the contact page's access request. */
export const brandEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listBrands: build.query<OpResponse<'listBrands'>, OpArgs<'listBrands'>>({
      query: (args) => opRequest('listBrands', args),
    }),
  }),
});

export const { useListBrandsQuery } = brandEndpoints;
