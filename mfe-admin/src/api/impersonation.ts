import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Spec section 9: overviews show 12 per page. */
export const IMPERSONATION_PAGE_SIZE = 12;

/** Traceable impersonation (contract impersonation.ts): the sessions and one with its writes (issue 10); never cached. */
export const impersonationEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listImpersonationSessions: build.query<OpResponse<'listImpersonationSessions'>, OpArgs<'listImpersonationSessions'>>({
      query: (args) => opRequest('listImpersonationSessions', args),
      keepUnusedDataFor: 0,
    }),
    getImpersonationSession: build.query<OpResponse<'getImpersonationSession'>, OpArgs<'getImpersonationSession'>>({
      query: (args) => opRequest('getImpersonationSession', args),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListImpersonationSessionsQuery, useGetImpersonationSessionQuery } = impersonationEndpoints;
