import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/**
 * The one RTK Query api of mfe-account; src/api/<resource>.ts add its endpoints, one per contract operation.
 * Tags: Account (the signed-in user), Customer (their company), CustomerUsers (the company's users),
 * AccountUser (one user by id), Address (per kind).
 */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Account', 'Customer', 'CustomerUsers', 'AccountUser', 'Address'],
  endpoints: () => ({}),
});
