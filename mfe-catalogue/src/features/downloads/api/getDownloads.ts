import type { DownloadRow } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/** GET dl: every download row of the customer (the table pages through them itself, 500 a page). */
export const getDownloadsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getDownloads: build.query<DownloadRow[], { locale: Locale }>({
      query: () => ({ url: 'dl' }),
    }),
  }),
});

export const { useGetDownloadsQuery } = getDownloadsApi;
