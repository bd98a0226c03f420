import type { User } from 'shared-kernel/contract';
import { accountEditApi } from './tags';

/** GET Account (no locale): the signed-in user. */
export const getAccountApi = accountEditApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<User, void>({
      query: () => ({ url: 'Account', noLocale: true }),
      providesTags: ['Account'],
    }),
  }),
});

export const { useGetAccountQuery } = getAccountApi;
