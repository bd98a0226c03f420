import type { User } from 'shared-kernel/contract';
import { employeesApi } from './tags';

/** GET account/{id} (no locale): one employee. */
export const getEmployeeApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployee: build.query<User, string>({
      query: (id) => ({ url: `account/${encodeURIComponent(id)}`, noLocale: true }),
      providesTags: (_r, _e, id) => [{ type: 'Employee', id }],
    }),
  }),
});

export const { useGetEmployeeQuery } = getEmployeeApi;
