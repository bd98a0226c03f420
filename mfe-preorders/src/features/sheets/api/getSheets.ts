import type { Paged, PreOrderSheet } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { ADMIN_PAGE_SIZE } from './types';

/** GET PreOrderSheet?Page&PageSize=12: the available sheets (admin overview). */
export const getSheetsApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getSheets: build.query<Paged<PreOrderSheet>, { page: number }>({
      query: ({ page }) => ({ url: 'PreOrderSheet', params: { Page: page, PageSize: ADMIN_PAGE_SIZE } }),
      providesTags: ['SheetList'],
    }),
  }),
});

export const { useGetSheetsQuery } = getSheetsApi;
