import type { SizeChart } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/** GET sizechart/{id}: a size chart of Rows x Columns Cells. */
export const sizeChartApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getSizeChart: build.query<SizeChart, number>({
      query: (id) => ({ url: `sizechart/${id}` }),
    }),
  }),
});

export const { useGetSizeChartQuery } = sizeChartApi;
