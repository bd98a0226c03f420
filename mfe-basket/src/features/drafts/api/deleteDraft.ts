import { draftsApi } from './draftsApi';

/** DELETE basket/drafts/{id} (owner only). */
export const deleteDraftApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteDraft: build.mutation<unknown, number>({
      query: (id) => ({ url: `basket/drafts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Drafts'],
    }),
  }),
});

export const { useDeleteDraftMutation } = deleteDraftApi;
