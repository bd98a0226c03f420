import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-catalogue; features add endpoints with `injectEndpoints`. */
export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: createBaseQuery(),
  tagTypes: [],
  endpoints: () => ({}),
});
