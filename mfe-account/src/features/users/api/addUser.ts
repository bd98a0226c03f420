import type { AddUser } from 'shared-kernel/contract';
import { usersApi } from './tags';

/** POST customer/{id}/user: a new user of the company; answers the new id (ModelState prefix `addUserModel.`). */
export const addUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    addUser: build.mutation<string, { customerKey: string; user: AddUser }>({
      query: ({ customerKey, user }) => ({ url: `customer/${encodeURIComponent(customerKey)}/user`, method: 'POST', body: user }),
      invalidatesTags: ['CustomerUsers'],
    }),
  }),
});

export const { useAddUserMutation } = addUserApi;
