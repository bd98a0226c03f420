import type { User } from 'shared-kernel/contract';
import { draftsApi } from './draftsApi';

/** GET customer/{key}/user: the users of the company (the same call as the account's user management), to share a draft with. */
export const getCompanyUsersApi = draftsApi.injectEndpoints({
  endpoints: (build) => ({
    getCompanyUsers: build.query<User[], string>({
      query: (key) => `customer/${encodeURIComponent(key)}/user`,
    }),
  }),
});

export const { useGetCompanyUsersQuery } = getCompanyUsersApi;
