import type { FileShareSession } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/** POST fileshare/session: the file-sharing widget's page URL for the dialog's iframe (a short-lived view). */
export const openFileShareApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    openFileShare: build.mutation<FileShareSession, void>({
      query: () => ({ url: 'fileshare/session', method: 'POST' }),
    }),
  }),
});

export const { useOpenFileShareMutation } = openFileShareApi;
