import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/**
 * The one RTK Query api of mfe-basket; src/api/<resource>.ts add its endpoints, one per contract operation.
 * Tags: Basket (the basket: badge, overview, checkout), Drafts (the draft baskets).
 */
export const basketApi = createApi({
  reducerPath: 'basketApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Basket', 'Drafts'],
  endpoints: () => ({}),
});
