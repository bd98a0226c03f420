import type { SizeChart } from 'shared-kernel/contract';
import { sizeChartsApi } from './tags';

/** PUT sizechart/{Id} */
export const updateSizeChartApi = sizeChartsApi.injectEndpoints({
  endpoints: (build) => ({
    updateAdminSizeChart: build.mutation<SizeChart, SizeChart>({
      query: (body) => ({ url: `sizechart/${body.Id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminSizeChart'],
    }),
  }),
});

export const { useUpdateAdminSizeChartMutation } = updateSizeChartApi;
