import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-account; features add endpoints with `injectEndpoints`. */
export const accountApi = createApi({
  reducerPath: 'accountApi',
  baseQuery: createBaseQuery(),
  tagTypes: [],
  endpoints: () => ({}),
});
