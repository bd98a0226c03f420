import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Customers (contract customer.ts). */
export const customerApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** customers by name or number: the dashboard's impersonation search and the create page's customer field */
    customerAutocomplete: build.query<OpResponse<'customerAutocomplete'>, OpArgs<'customerAutocomplete'>>({
      query: (args) => opRequest('customerAutocomplete', args),
    }),
    /** the customer given by key (its name, when the create page opens with customerKey) */
    getCustomer: build.query<OpResponse<'getCustomer'>, OpArgs<'getCustomer'>>({
      query: (args) => opRequest('getCustomer', args),
    }),
    /** the customer's users, whose e-mails can be notified */
    listCustomerUsers: build.query<OpResponse<'listCustomerUsers'>, OpArgs<'listCustomerUsers'>>({
      query: (args) => opRequest('listCustomerUsers', args),
    }),
    /** a new user of the customer; answers the new id or ModelState (prefix addUserModel.) */
    addCustomerUser: build.mutation<OpResponse<'addCustomerUser'>, OpArgs<'addCustomerUser'>>({
      query: (args) => opRequest('addCustomerUser', args),
    }),
  }),
});

export const { useCustomerAutocompleteQuery, useGetCustomerQuery, useListCustomerUsersQuery, useAddCustomerUserMutation } = customerApi;
