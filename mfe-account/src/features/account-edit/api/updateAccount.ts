import type { AccountUpdate, User } from 'shared-kernel/contract';
import { accountEditApi } from './tags';

/** PUT Account (no locale): the personal data of the signed-in user (salesman: also SalesTakerCode). */
export const updateAccountApi = accountEditApi.injectEndpoints({
  endpoints: (build) => ({
    updateAccount: build.mutation<User, AccountUpdate>({
      query: (body) => ({ url: 'Account', method: 'PUT', body, noLocale: true }),
      invalidatesTags: ['Account'],
    }),
  }),
});

export const { useUpdateAccountMutation } = updateAccountApi;
