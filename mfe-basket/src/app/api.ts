import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-basket; features add endpoints with `injectEndpoints`. */
export const basketApi = createApi({
  reducerPath: 'basketApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Basket'],
  endpoints: () => ({}),
});
