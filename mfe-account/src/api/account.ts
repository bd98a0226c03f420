import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/**
 * The account calls (contract account.ts): the signed-in user (tag Account) and, for the company's
 * administrator, one user by id (tag AccountUser) edited with the same PUT Account carrying the Id.
 */
export const accountEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<OpResponse<'getAccount'>, void>({
      query: () => opRequest('getAccount'),
      providesTags: ['Account'],
    }),
    getUser: build.query<OpResponse<'getUser'>, OpArgs<'getUser'>>({
      query: (args) => opRequest('getUser', args),
      providesTags: (_r, _e, { params }) => [{ type: 'AccountUser', id: params.id }],
    }),
    /** the own profile, or with `Id` another user of the company (NB: mock-api always updates the caller) */
    updateAccount: build.mutation<OpResponse<'updateAccount'>, OpArgs<'updateAccount'>>({
      query: (args) => opRequest('updateAccount', args),
      invalidatesTags: (_r, _e, { body }) => (body.Id ? ['CustomerUsers', { type: 'AccountUser', id: body.Id }] : ['Account']),
    }),
    changePassword: build.mutation<OpResponse<'changePassword'>, OpArgs<'changePassword'>>({
      query: (args) => opRequest('changePassword', args),
    }),
    removeUser: build.mutation<OpResponse<'removeUser'>, OpArgs<'removeUser'>>({
      query: (args) => opRequest('removeUser', args),
      invalidatesTags: ['CustomerUsers'],
    }),
    /** the reset-password mail a company's administrator sends a user */
    forgotPassword: build.mutation<OpResponse<'forgotPassword'>, OpArgs<'forgotPassword'>>({
      query: (args) => opRequest('forgotPassword', args),
    }),
  }),
});

export const { useGetAccountQuery, useGetUserQuery, useUpdateAccountMutation, useChangePasswordMutation, useRemoveUserMutation, useForgotPasswordMutation } = accountEndpoints;
