import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Spec section 9: size charts overview, 12 per page. */
export const SIZE_CHARTS_PAGE_SIZE = 12;

/** Size charts (contract sizechart.ts): overview, one chart, create and update. */
export const sizeChartEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listSizeCharts: build.query<OpResponse<'listSizeCharts'>, OpArgs<'listSizeCharts'>>({
      query: (args) => opRequest('listSizeCharts', args),
      providesTags: ['SizeChart'],
    }),
    getSizeChart: build.query<OpResponse<'getSizeChart'>, OpArgs<'getSizeChart'>>({
      query: (args) => opRequest('getSizeChart', args),
      providesTags: ['SizeChart'],
    }),
    createSizeChart: build.mutation<OpResponse<'createSizeChart'>, OpArgs<'createSizeChart'>>({
      query: (args) => opRequest('createSizeChart', args),
      invalidatesTags: ['SizeChart'],
    }),
    updateSizeChart: build.mutation<OpResponse<'updateSizeChart'>, OpArgs<'updateSizeChart'>>({
      query: (args) => opRequest('updateSizeChart', args),
      invalidatesTags: ['SizeChart'],
    }),
  }),
});

export const { useListSizeChartsQuery, useGetSizeChartQuery, useCreateSizeChartMutation, useUpdateSizeChartMutation } = sizeChartEndpoints;
