import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-admin; features add endpoints with `injectEndpoints`. */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['AxWarning'],
  endpoints: () => ({}),
});
