import type { AddUser } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** POST customer/{id}/user: a new user of the customer; answers the new id or ModelState (prefix addUserModel.). */
export const addCustomerUserApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    addCreateCustomerUser: build.mutation<string, { customerKey: string; user: AddUser }>({
      query: ({ customerKey, user }) => ({ url: `customer/${encodeURIComponent(customerKey)}/user`, method: 'POST', body: user }),
    }),
  }),
});

export const { useAddCreateCustomerUserMutation } = addCustomerUserApi;
