import type { AxWarning, Paged } from 'shared-kernel/contract';
import { adminApi } from '../../../app/api';

/** Spec section 9: the admin dashboard shows 6 AX warnings per page. */
export const AX_WARNINGS_PAGE_SIZE = 6;

/** GET axwarning?Page&PageSize=6: exports to the ERP that failed (refetched after resend and ignore). */
export const getAxWarningsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAxWarnings: build.query<Paged<AxWarning>, { page: number }>({
      query: ({ page }) => ({ url: 'axwarning', params: { Page: page, PageSize: AX_WARNINGS_PAGE_SIZE } }),
      providesTags: ['AxWarning'],
    }),
  }),
});

export const { useGetAxWarningsQuery } = getAxWarningsApi;
