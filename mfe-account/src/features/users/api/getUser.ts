import type { User } from 'shared-kernel/contract';
import { usersApi } from './tags';

/** GET account/{id} (no locale): one user of the company. */
export const getUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (id) => ({ url: `account/${encodeURIComponent(id)}`, noLocale: true }),
      providesTags: (_r, _e, id) => [{ type: 'AccountUser', id }],
    }),
  }),
});

export const { useGetUserQuery } = getUserApi;
