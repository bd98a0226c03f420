import type { User } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET customer/{id}/user: the customer's users, whose e-mails can be notified. */
export const getCustomerUsersApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCreateCustomerUsers: build.query<User[], string>({
      query: (key) => ({ url: `customer/${encodeURIComponent(key)}/user` }),
    }),
  }),
});

export const { useGetCreateCustomerUsersQuery } = getCustomerUsersApi;
