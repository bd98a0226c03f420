import type { User } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** GET customer/{id}/user: the users of a customer (main account first). */
export const getCustomerDetailUsersApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerDetailUsers: build.query<User[], string>({
      query: (id) => `customer/${encodeURIComponent(id)}/user`,
      providesTags: ['CustomerDetailUsers'],
    }),
  }),
});

export const { useGetCustomerDetailUsersQuery } = getCustomerDetailUsersApi;
