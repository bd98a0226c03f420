import type { DraftRestoreMode, DraftRestoreResponse } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** POST basket/drafts/{id}/restore: replace or merge into the basket; skipped lines come back as Errors. The basket reloads. */
export const restoreDraftApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    restoreDraft: build.mutation<DraftRestoreResponse, { id: number; mode: DraftRestoreMode }>({
      query: ({ id, mode }) => ({ url: `basket/drafts/${id}/restore`, method: 'POST', body: { Mode: mode } }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useRestoreDraftMutation } = restoreDraftApi;
