import type { Brand } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** GET brand: the brands to choose from in an access request */
export const getContactBrandsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getContactBrands: build.query<Brand[], void>({
      query: () => 'brand',
    }),
  }),
});

export const { useGetContactBrandsQuery } = getContactBrandsApi;
