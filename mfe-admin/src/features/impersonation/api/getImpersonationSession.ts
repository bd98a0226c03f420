import type { ImpersonationSessionDetail } from 'shared-kernel/contract';
import { adminApi } from '../../../app/api';

/** GET impersonation/{id} (admin): one impersonation session with the writes made in it (issue 10). */
export const getImpersonationSessionApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getImpersonationSession: build.query<ImpersonationSessionDetail, number>({
      query: (id) => ({ url: `impersonation/${id}` }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetImpersonationSessionQuery } = getImpersonationSessionApi;
