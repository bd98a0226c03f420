import type { User } from 'shared-kernel/contract';
import { customerUsersApi } from './tags';

export interface CustomerUserSearchArgs {
  customerKey: string;
  keyword: string;
}

/** GET Account/search?customerKey&keyword (no locale): users of customers, by customer and keyword. */
export const searchCustomerUsersApi = customerUsersApi.injectEndpoints({
  endpoints: (build) => ({
    searchCustomerUsers: build.query<User[], CustomerUserSearchArgs>({
      query: ({ customerKey, keyword }) => ({
        url: 'Account/search',
        params: { ...(customerKey ? { customerKey } : {}), ...(keyword ? { keyword } : {}) },
        noLocale: true,
      }),
      providesTags: ['CustomerUserSearch'],
    }),
  }),
});

export const { useSearchCustomerUsersQuery } = searchCustomerUsersApi;
