import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** The customer calls (contract customer.ts): the company (tag Customer) and its users (tag CustomerUsers). */
export const customerEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomer: build.query<OpResponse<'getCustomer'>, OpArgs<'getCustomer'>>({
      query: (args) => opRequest('getCustomer', args),
      providesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<OpResponse<'updateCustomer'>, OpArgs<'updateCustomer'>>({
      query: (args) => opRequest('updateCustomer', args),
      invalidatesTags: ['Customer'],
    }),
    listCustomerUsers: build.query<OpResponse<'listCustomerUsers'>, OpArgs<'listCustomerUsers'>>({
      query: (args) => opRequest('listCustomerUsers', args),
      providesTags: ['CustomerUsers'],
    }),
    /** answers the new id; ModelState keys carry the `addUserModel.` prefix */
    addCustomerUser: build.mutation<OpResponse<'addCustomerUser'>, OpArgs<'addCustomerUser'>>({
      query: (args) => opRequest('addCustomerUser', args),
      invalidatesTags: ['CustomerUsers'],
    }),
    blockCustomerUser: build.mutation<OpResponse<'blockCustomerUser'>, OpArgs<'blockCustomerUser'>>({
      query: (args) => opRequest('blockCustomerUser', args),
      invalidatesTags: ['CustomerUsers', 'AccountUser'],
    }),
  }),
});

export const { useGetCustomerQuery, useUpdateCustomerMutation, useListCustomerUsersQuery, useAddCustomerUserMutation, useBlockCustomerUserMutation } = customerEndpoints;
