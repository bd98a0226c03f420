import type { PreOrderSheet } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrderSheet/{id}: one sheet with targets and groups. */
export const getSheetApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSheet: build.query<PreOrderSheet, number>({
      query: (id) => ({ url: `PreOrderSheet/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Sheet', id }],
    }),
  }),
});

export const { useGetSheetQuery } = getSheetApi;
