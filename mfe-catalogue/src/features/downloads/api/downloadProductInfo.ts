import { catalogueApi } from '../../../app/api';

/** POST dl/product-info/csv with the selected row ids: the CSV text (saved as Product-Info.csv with a BOM). */
export const downloadProductInfoApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    downloadProductInfo: build.mutation<string, number[]>({
      query: (ids) => ({ url: 'dl/product-info/csv', method: 'POST', body: ids, responseType: 'text' }),
    }),
  }),
});

export const { useDownloadProductInfoMutation } = downloadProductInfoApi;
