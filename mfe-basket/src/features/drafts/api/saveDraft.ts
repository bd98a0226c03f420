import type { DraftCreate, DraftSummary } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** POST basket/drafts: saves the current basket under a name (ModelState: Name, or the general list). */
export const saveDraftApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    saveDraft: build.mutation<DraftSummary, DraftCreate>({
      query: (body) => ({ url: 'basket/drafts', method: 'POST', body }),
      invalidatesTags: ['Drafts'],
    }),
  }),
});

export const { useSaveDraftMutation } = saveDraftApi;
