import { saveBlob, type PortalError } from 'shared-kernel';
import { preordersApi } from '../../../app/api';

/** Spec section 7: CSV exports download as export.csv. */
export const EXPORT_FILE_NAME = 'export.csv';

/**
 * POST PreOrder/{id}/export: the pre-order lines as CSV, saved as export.csv. The file is saved here and
 * never enters the store (a Blob is not serializable).
 */
export const exportPreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    exportPreOrder: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `PreOrder/${id}/export`, method: 'POST', responseType: 'blob' });
        if (result.error) return { error: result.error as PortalError };
        saveBlob(result.data as Blob, EXPORT_FILE_NAME);
        return { data: null };
      },
    }),
  }),
});

export const { useExportPreOrderMutation } = exportPreOrderApi;
