import type { ImpersonationSession, Paged } from 'shared-kernel/contract';
import { adminApi } from '../../../app/api';

/** Spec section 9: overviews show 12 per page. */
export const IMPERSONATION_PAGE_SIZE = 12;

/** GET impersonation?Page&PageSize&Search (admin): the impersonation sessions, newest first (issue 10). */
export const getImpersonationSessionsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getImpersonationSessions: build.query<Paged<ImpersonationSession>, { page: number; search: string }>({
      query: ({ page, search }) => ({ url: 'impersonation', params: { Page: page, PageSize: IMPERSONATION_PAGE_SIZE, Search: search || undefined } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetImpersonationSessionsQuery } = getImpersonationSessionsApi;
