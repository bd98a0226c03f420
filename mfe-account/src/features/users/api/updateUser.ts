import type { AccountUpdate, User } from 'shared-kernel/contract';
import { usersApi } from './tags';

/**
 * PUT Account (no locale) with another user's data, Id included (spec section 7 lists no other call to
 * edit a user). NB: mock-api's PUT Account ignores Id and always updates the caller.
 */
export const updateUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<User, AccountUpdate & { Id: string }>({
      query: (body) => ({ url: 'Account', method: 'PUT', body, noLocale: true }),
      invalidatesTags: (_r, _e, body) => ['CustomerUsers', { type: 'AccountUser', id: body.Id }],
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;
