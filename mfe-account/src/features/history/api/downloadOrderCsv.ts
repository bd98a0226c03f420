import { csvBlob, saveBlob, type PortalError } from 'shared-kernel';
import { accountApi } from '../../../app/api';

export const ORDER_CSV_FILE_NAME = 'Order-Lines.csv';

/**
 * GET Order/{id}/csv: the order lines, saved as Order-Lines.csv with a BOM (Excel). The file is saved
 * here and never enters the store.
 */
export const downloadOrderCsvApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    downloadOrderCsv: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `Order/${id}/csv`, responseType: 'text' });
        if (result.error) return { error: result.error as PortalError };
        saveBlob(csvBlob(String(result.data ?? '')), ORDER_CSV_FILE_NAME);
        return { data: null };
      },
    }),
  }),
});

export const { useDownloadOrderCsvMutation } = downloadOrderCsvApi;
