import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** Customers (contract customer.ts). */
export const customerEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** the users of the company (the account's user management reads the same), to share a draft with */
    listCustomerUsers: build.query<OpResponse<'listCustomerUsers'>, OpArgs<'listCustomerUsers'>>({
      query: (args) => opRequest('listCustomerUsers', args),
    }),
  }),
});

export const { useListCustomerUsersQuery } = customerEndpoints;
