import { employeesApi } from './tags';

/** POST account/remove (no locale): deletes a user by e-mail. */
export const removeEmployeeApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    removeEmployee: build.mutation<null, { Email: string }>({
      query: (body) => ({ url: 'account/remove', method: 'POST', body, noLocale: true }),
      invalidatesTags: ['Employees'],
    }),
  }),
});

export const { useRemoveEmployeeMutation } = removeEmployeeApi;
