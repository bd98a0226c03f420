import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-preorders; features add endpoints with `injectEndpoints`. */
export const preordersApi = createApi({
  reducerPath: 'preordersApi',
  baseQuery: createBaseQuery(),
  tagTypes: [],
  endpoints: () => ({}),
});
