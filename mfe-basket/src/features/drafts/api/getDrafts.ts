import type { DraftSummary } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** GET basket/drafts: own drafts and the drafts shared with me. */
export const getDraftsApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    getDrafts: build.query<DraftSummary[], void>({
      query: () => 'basket/drafts',
      providesTags: ['Drafts'],
    }),
  }),
});

export const { useGetDraftsQuery } = getDraftsApi;
