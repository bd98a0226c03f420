import type { Brand } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** GET brand?filterOnBranch=true: the brands the customer may shop (dashboard brand links). */
export const getBrandsApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<Brand[], void>({
      query: () => ({ url: 'brand', params: { filterOnBranch: true } }),
    }),
  }),
});

export const { useGetBrandsQuery } = getBrandsApi;
