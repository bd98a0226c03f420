import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/**
 * The account calls (contract account.ts, no locale) of the admin: the employees (admins and salesmen;
 * tag Employees for the list, Employee per id) with add, edit (PUT Account carrying the Id), block,
 * remove and the reset-password mail, and the users of customers found by customer and keyword (tag
 * UserSearch; their block switch is customer.ts's blockCustomerUser).
 */
export const accountEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listEmployees: build.query<OpResponse<'listEmployees'>, void>({
      query: () => opRequest('listEmployees'),
      providesTags: ['Employees'],
    }),
    /** answers the new id; ModelState keys carry the `addUserModel.` prefix */
    createEmployee: build.mutation<OpResponse<'createEmployee'>, OpArgs<'createEmployee'>>({
      query: (args) => opRequest('createEmployee', args),
      invalidatesTags: ['Employees'],
    }),
    getUser: build.query<OpResponse<'getUser'>, OpArgs<'getUser'>>({
      query: (args) => opRequest('getUser', args),
      providesTags: (_r, _e, { params }) => [{ type: 'Employee', id: params.id }],
    }),
    /** the admin edits another user: the body carries its Id */
    updateAccount: build.mutation<OpResponse<'updateAccount'>, OpArgs<'updateAccount'>>({
      query: (args) => opRequest('updateAccount', args),
      invalidatesTags: (_r, _e, { body }) => ['Employees', { type: 'Employee', id: body.Id }],
    }),
    blockUser: build.mutation<OpResponse<'blockUser'>, OpArgs<'blockUser'>>({
      query: (args) => opRequest('blockUser', args),
      invalidatesTags: (_r, _e, { params }) => ['Employees', { type: 'Employee', id: params.id }],
    }),
    removeUser: build.mutation<OpResponse<'removeUser'>, OpArgs<'removeUser'>>({
      query: (args) => opRequest('removeUser', args),
      invalidatesTags: ['Employees'],
    }),
    /** the reset-password mail the admin sends an employee */
    forgotPassword: build.mutation<OpResponse<'forgotPassword'>, OpArgs<'forgotPassword'>>({
      query: (args) => opRequest('forgotPassword', args),
    }),
    searchUsers: build.query<OpResponse<'searchUsers'>, OpArgs<'searchUsers'>>({
      query: (args) => opRequest('searchUsers', args),
      providesTags: ['UserSearch'],
    }),
  }),
});

export const {
  useListEmployeesQuery,
  useCreateEmployeeMutation,
  useGetUserQuery,
  useUpdateAccountMutation,
  useBlockUserMutation,
  useRemoveUserMutation,
  useForgotPasswordMutation,
  useSearchUsersQuery,
} = accountEndpoints;
