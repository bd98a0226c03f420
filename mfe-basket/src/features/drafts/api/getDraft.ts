import type { DraftDetail } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** GET basket/drafts/{id}: one draft with its lines (product names, prices, why a line cannot be ordered now). */
export const getDraftApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    getDraft: build.query<DraftDetail, number>({
      query: (id) => `basket/drafts/${id}`,
      providesTags: ['Drafts'],
    }),
  }),
});

export const { useGetDraftQuery } = getDraftApi;
