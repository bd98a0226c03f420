import { catalogueApi } from '../../../app/api';

/** The download types of POST dl/{type} (shared-kernel/contract/download.ts DOWNLOAD_TYPES). */
export type DownloadType = 'materials' | 'sheets' | 'images';
export type DownloadResolution = 'high' | 'low';

export interface PrepareDownloadArgs {
  type: DownloadType;
  resolution: DownloadResolution;
  /** the selected rows' ids (1-500) */
  ids: number[];
}

/** POST dl/{type}?resolution with the selected row ids: answers the { Url } of the prepared package. */
export const prepareDownloadApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    prepareDownload: build.mutation<{ Url: string }, PrepareDownloadArgs>({
      query: ({ type, resolution, ids }) => ({ url: `dl/${type}`, method: 'POST', params: { resolution }, body: ids }),
    }),
  }),
});

export const { usePrepareDownloadMutation } = prepareDownloadApi;
