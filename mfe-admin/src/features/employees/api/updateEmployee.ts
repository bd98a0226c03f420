import type { AccountUpdate, User } from 'shared-kernel/contract';
import { employeesApi } from './tags';

/** PUT Account (no locale) carrying the employee's Id: the admin edits another user. */
export const updateEmployeeApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    updateEmployee: build.mutation<User, AccountUpdate & { Id: string }>({
      query: (body) => ({ url: 'Account', method: 'PUT', body, noLocale: true }),
      invalidatesTags: (_r, _e, body) => ['Employees', { type: 'Employee', id: body.Id }],
    }),
  }),
});

export const { useUpdateEmployeeMutation } = updateEmployeeApi;
