import { saveBlob, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** The dashboard's AX warnings: 6 per page. */
export const AX_WARNINGS_PAGE_SIZE = 6;
/** the file name the export is saved under */
export const AX_EXPORT_FILE_NAME = 'export.csv';

/** AX warnings (contract dashboard.ts): the list, ignore, resend, and export as a CSV download. */
export const axWarningEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listAxWarnings: build.query<OpResponse<'listAxWarnings'>, OpArgs<'listAxWarnings'>>({
      query: (args) => opRequest('listAxWarnings', args),
      providesTags: ['AxWarning'],
    }),
    ignoreAxWarning: build.mutation<null, OpArgs<'ignoreAxWarning'>>({
      query: (args) => opRequest('ignoreAxWarning', args),
      invalidatesTags: ['AxWarning'],
    }),
    resendAxWarning: build.mutation<OpResponse<'resendAxWarning'>, OpArgs<'resendAxWarning'>>({
      query: (args) => opRequest('resendAxWarning', args),
      invalidatesTags: ['AxWarning'],
    }),
    /** saves the answer as export.csv (read as a blob so the bytes are kept) */
    exportAxWarning: build.mutation<null, OpArgs<'exportAxWarning'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery({ ...opRequest('exportAxWarning', args), responseType: 'blob' });
        if (result.error) return { error: result.error as PortalError };
        saveBlob(result.data as Blob, AX_EXPORT_FILE_NAME);
        return { data: null };
      },
    }),
  }),
});

export const { useListAxWarningsQuery, useIgnoreAxWarningMutation, useResendAxWarningMutation, useExportAxWarningMutation } = axWarningEndpoints;
