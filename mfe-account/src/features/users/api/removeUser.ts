import { usersApi } from './tags';

/** POST account/remove (no locale): deletes a user by e-mail. */
export const removeUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    removeUser: build.mutation<null, { Email: string }>({
      query: (body) => ({ url: 'account/remove', method: 'POST', body, noLocale: true }),
      invalidatesTags: ['CustomerUsers'],
    }),
  }),
});

export const { useRemoveUserMutation } = removeUserApi;
