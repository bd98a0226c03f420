import type { SizeChart } from 'shared-kernel/contract';
import { sizeChartsApi } from './tags';

/** POST sizechart: returns the new id. */
export const createSizeChartApi = sizeChartsApi.injectEndpoints({
  endpoints: (build) => ({
    createAdminSizeChart: build.mutation<number, SizeChart>({
      query: (body) => ({ url: 'sizechart', method: 'POST', body }),
      invalidatesTags: ['AdminSizeChart'],
    }),
  }),
});

export const { useCreateAdminSizeChartMutation } = createSizeChartApi;
