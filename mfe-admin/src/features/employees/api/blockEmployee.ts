import { employeesApi } from './tags';

/**
 * POST account/{id}/block (no locale, admin) with IsBlocked: blocks or unblocks an employee at once.
 * NB: spec section 7 names only customer/{id}/user/{uid}/block, which needs a customer; employees have
 * none, and mock-api has no employee block call yet (see the report).
 */
export const blockEmployeeApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    blockEmployee: build.mutation<null, { id: string; IsBlocked: boolean }>({
      query: ({ id, IsBlocked }) => ({ url: `account/${encodeURIComponent(id)}/block`, method: 'POST', body: { IsBlocked }, noLocale: true }),
      invalidatesTags: (_r, _e, { id }) => ['Employees', { type: 'Employee', id }],
    }),
  }),
});

export const { useBlockEmployeeMutation } = blockEmployeeApi;
