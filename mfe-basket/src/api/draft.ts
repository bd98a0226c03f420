import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** Draft baskets (contract drafts.ts): every change reloads the drafts (tag Drafts), a restore the basket. */
export const draftEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** own drafts and the drafts shared with me */
    listDrafts: build.query<OpResponse<'listDrafts'>, void>({
      query: () => opRequest('listDrafts'),
      providesTags: ['Drafts'],
    }),
    /** saves the current basket under a name (ModelState: Name, or the general list) */
    createDraft: build.mutation<OpResponse<'createDraft'>, OpArgs<'createDraft'>>({
      query: (args) => opRequest('createDraft', args),
      invalidatesTags: ['Drafts'],
    }),
    /** one draft with its lines (product names, prices, why a line cannot be ordered now) */
    getDraft: build.query<OpResponse<'getDraft'>, OpArgs<'getDraft'>>({
      query: (args) => opRequest('getDraft', args),
      providesTags: ['Drafts'],
    }),
    /** replace or merge into the basket; skipped lines come back as Errors */
    restoreDraft: build.mutation<OpResponse<'restoreDraft'>, OpArgs<'restoreDraft'>>({
      query: (args) => opRequest('restoreDraft', args),
      invalidatesTags: ['Basket'],
    }),
    /** the complete list of colleagues the draft is shared with (owner only) */
    shareDraft: build.mutation<OpResponse<'shareDraft'>, OpArgs<'shareDraft'>>({
      query: (args) => opRequest('shareDraft', args),
      invalidatesTags: ['Drafts'],
    }),
    /** owner only */
    deleteDraft: build.mutation<OpResponse<'deleteDraft'>, OpArgs<'deleteDraft'>>({
      query: (args) => opRequest('deleteDraft', args),
      invalidatesTags: ['Drafts'],
    }),
  }),
});

export const { useListDraftsQuery, useCreateDraftMutation, useGetDraftQuery, useRestoreDraftMutation, useShareDraftMutation, useDeleteDraftMutation } = draftEndpoints;
