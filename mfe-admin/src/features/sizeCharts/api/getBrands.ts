import type { Brand } from 'shared-kernel/contract';
import { sizeChartsApi } from './tags';

/** GET brand: the brands a size chart can belong to. */
export const getSizeChartBrandsApi = sizeChartsApi.injectEndpoints({
  endpoints: (build) => ({
    getSizeChartBrands: build.query<Brand[], void>({ query: () => ({ url: 'brand' }) }),
  }),
});

export const { useGetSizeChartBrandsQuery } = getSizeChartBrandsApi;
