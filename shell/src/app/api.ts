import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';
import { dynamicMiddleware, rootReducer } from './store';

/** The shell's RTK Query api: registration, impersonation, customer-is-watching (not on /login: see store.ts). */
export const shellApi = createApi({
  reducerPath: 'shellApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});

// into the store when the first page that calls it loads
rootReducer.inject(shellApi);
dynamicMiddleware.addMiddleware(shellApi.middleware);
