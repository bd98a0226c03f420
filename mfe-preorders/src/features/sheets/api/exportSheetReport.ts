import { saveBlob } from 'shared-kernel';
import { preordersApi } from '../../../app/api';
import { reportParams, type ReportFilter } from './getSheetReport';

/** The file of GET preordersheet/exportreport (contract ReportExportSchema). */
interface ReportFile {
  /** the file, base64 */
  Content: string;
  FileName: string;
}

/** A base64 text as bytes. */
export function base64Bytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * GET preordersheet/exportreport with the report's filters: {Content (base64), FileName}. The file is decoded and
 * saved here (saveBlob); only the file name enters the store.
 */
export const exportSheetReportApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    exportSheetReport: build.mutation<string, ReportFilter>({
      query: (filter) => ({ url: 'preordersheet/exportreport', params: reportParams(filter) }),
      transformResponse: (file: ReportFile) => {
        saveBlob(new Blob([base64Bytes(file.Content)], { type: file.FileName.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' }), file.FileName);
        return file.FileName;
      },
    }),
  }),
});

export const { useExportSheetReportMutation } = exportSheetReportApi;
