import type { Role } from 'shared-kernel/contract';
import { employeesApi } from './tags';

/** The add-user form of the employees screen (ModelState prefix `addUserModel.`). */
export interface NewEmployee {
  FirstName: string;
  LastName: string;
  Email: string;
  PhoneNumber: string;
  Function: number;
  Role: Extract<Role, 'Admin' | 'Vertegenwoordiger'>;
  SalesTakerCode: string | null;
}

/**
 * POST Account/employees (no locale, admin): a new admin or salesman; answers the new id.
 * NB: spec section 7 names no path for this and mock-api has none yet (see the report).
 */
export const createEmployeeApi = employeesApi.injectEndpoints({
  endpoints: (build) => ({
    createEmployee: build.mutation<string, NewEmployee>({
      query: (body) => ({ url: 'Account/employees', method: 'POST', body, noLocale: true }),
      invalidatesTags: ['Employees'],
    }),
  }),
});

export const { useCreateEmployeeMutation } = createEmployeeApi;
