import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi } from '../app/api';

/** Size charts (contract sizechart.ts). */
export const sizeChartEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** a size chart of Rows x Columns Cells (the product page's size tab) */
    getSizeChart: build.query<OpResponse<'getSizeChart'>, OpArgs<'getSizeChart'>>({
      query: (args) => opRequest('getSizeChart', args),
    }),
  }),
});

export const { useGetSizeChartQuery } = sizeChartEndpoints;
