import type { User } from 'shared-kernel/contract';
import { usersApi } from './tags';

/** GET customer/{id}/user: the users of a company (main account first). */
export const getCustomerUsersApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerUsers: build.query<User[], string>({
      query: (key) => `customer/${encodeURIComponent(key)}/user`,
      providesTags: ['CustomerUsers'],
    }),
  }),
});

export const { useGetCustomerUsersQuery } = getCustomerUsersApi;
