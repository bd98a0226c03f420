import { preordersApi } from '../../../app/api';
import type { BrandOption } from './types';

/** GET brand: the brands a sheet can be built for. */
export const getBrandsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getBrands: build.query<BrandOption[], void>({
      query: () => ({ url: 'brand' }),
    }),
  }),
});

export const { useGetBrandsQuery } = getBrandsApi;
