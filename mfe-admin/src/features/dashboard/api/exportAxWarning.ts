import { saveBlob, type PortalError } from 'shared-kernel';
import { adminApi } from '../../../app/api';

export const AX_EXPORT_FILE_NAME = 'export.csv';

/**
 * POST axwarning/{id}/export: the warning as CSV, saved as export.csv. The file is saved here and
 * never enters the store (a Blob is not serializable).
 */
export const exportAxWarningApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    exportAxWarning: build.mutation<null, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: `axwarning/${id}/export`, method: 'POST', responseType: 'blob' });
        if (result.error) return { error: result.error as PortalError };
        saveBlob(result.data as Blob, AX_EXPORT_FILE_NAME);
        return { data: null };
      },
    }),
  }),
});

export const { useExportAxWarningMutation } = exportAxWarningApi;
