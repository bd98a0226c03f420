import type { Brand } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/**
 * GET brand?all=true: every brand of the portal, to choose from in an access request (a request for
 * access is about brands the customer may not order yet, so not only the customer's own brands).
 */
export const getContactBrandsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getContactBrands: build.query<Brand[], void>({
      query: () => ({ url: 'brand', params: { all: true } }),
    }),
  }),
});

export const { useGetContactBrandsQuery } = getContactBrandsApi;
