import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi, withoutLocale, type Localized } from '../app/api';

export type RequestDownloadArgs = OpArgs<'requestDownload'>;

/** Downloads and the file-sharing widget (contract download.ts). */
export const downloadEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** every download row of the customer (the table pages through them itself, 500 a page) */
    listDownloads: build.query<OpResponse<'listDownloads'>, Localized<OpArgs<'listDownloads'>>>({
      query: (args) => opRequest('listDownloads', withoutLocale(args)),
    }),
    /** the selected rows as CSV text (saved as Product-Info.csv with a BOM) */
    downloadProductInfoCsv: build.mutation<string, OpArgs<'downloadProductInfoCsv'>>({
      query: (args) => opRequest('downloadProductInfoCsv', args),
    }),
    /** packages materials, sheets or images of the selected rows: answers the { Url } of the ZIP */
    requestDownload: build.mutation<OpResponse<'requestDownload'>, RequestDownloadArgs>({
      query: (args) => opRequest('requestDownload', args),
    }),
    /** the file-sharing widget's page URL for the dialog's iframe (a short-lived view) */
    openFileShare: build.mutation<OpResponse<'openFileShare'>, void>({
      query: () => opRequest('openFileShare'),
    }),
  }),
});

export const { useListDownloadsQuery, useDownloadProductInfoCsvMutation, useRequestDownloadMutation, useOpenFileShareMutation } = downloadEndpoints;
