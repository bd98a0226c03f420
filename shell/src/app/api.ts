import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The shell's RTK Query api: sign-in, registration, passwords, impersonation, customer-is-watching. */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
