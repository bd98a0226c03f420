import type { DraftSummary } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** PUT basket/drafts/{id}/share: the complete list of colleagues the draft is shared with (owner only). */
export const shareDraftApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    shareDraft: build.mutation<DraftSummary, { id: number; userIds: string[] }>({
      query: ({ id, userIds }) => ({ url: `basket/drafts/${id}/share`, method: 'PUT', body: { UserIds: userIds } }),
      invalidatesTags: ['Drafts'],
    }),
  }),
});

export const { useShareDraftMutation } = shareDraftApi;
