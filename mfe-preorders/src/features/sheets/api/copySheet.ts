import { preordersApi } from '../../../app/api';

/** POST PreOrderSheet/{id}/copy: a hidden copy of the sheet; answers the new id. */
export const copySheetApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    copySheet: build.mutation<number, number>({
      query: (id) => ({ url: `PreOrderSheet/${id}/copy`, method: 'POST' }),
      invalidatesTags: ['SheetList'],
    }),
  }),
});

export const { useCopySheetMutation } = copySheetApi;
