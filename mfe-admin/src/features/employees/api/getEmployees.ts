import type { User } from 'shared-kernel/contract';
import { employeesApi } from './tags';

/** GET Account/employees (no locale, admin): the admins and salesmen. */
export const getEmployeesApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<User[], void>({
      query: () => ({ url: 'Account/employees', noLocale: true }),
      providesTags: ['Employees'],
    }),
  }),
});

export const { useGetEmployeesQuery } = getEmployeesApi;
