import type { Paged, SizeChart } from 'shared-kernel/contract';
import { sizeChartsApi } from './tags';

/** Spec section 9: overviews show 12 per page. */
export const SIZE_CHARTS_PAGE_SIZE = 12;

/** GET sizechart?Page&PageSize */
export const getSizeChartsApi = sizeChartsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSizeCharts: build.query<Paged<SizeChart>, { page: number }>({
      query: ({ page }) => ({ url: 'sizechart', params: { Page: page, PageSize: SIZE_CHARTS_PAGE_SIZE } }),
      providesTags: ['AdminSizeChart'],
    }),
  }),
});

export const { useGetAdminSizeChartsQuery } = getSizeChartsApi;
