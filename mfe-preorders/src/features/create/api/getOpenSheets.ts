import type { Paged, PreOrderSheet } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET PreOrderSheet?State=0&PageSize=500: the open sheets a pre-order can be created on. */
export const getOpenSheetsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCreateOpenSheets: build.query<Paged<PreOrderSheet>, void>({
      query: () => ({ url: 'PreOrderSheet', params: { Page: 1, PageSize: 500, State: '0' } }),
      providesTags: ['SheetList'],
    }),
  }),
});

export const { useGetCreateOpenSheetsQuery } = getOpenSheetsApi;
