import type { SizeChart } from 'shared-kernel/contract';
import { sizeChartsApi } from './tags';

/** GET sizechart/{id} */
export const getSizeChartApi = sizeChartsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminSizeChart: build.query<SizeChart, number>({
      query: (id) => ({ url: `sizechart/${id}` }),
      providesTags: ['AdminSizeChart'],
    }),
  }),
});

export const { useGetAdminSizeChartQuery } = getSizeChartApi;
