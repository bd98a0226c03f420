import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/**
 * The one RTK Query api of mfe-admin; src/api/<resource>.ts add its endpoints, one per contract operation.
 * Every tag type is declared here: a resource's list and detail provide it, its saves invalidate it.
 */
export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['AxWarning', 'Banner', 'Branch', 'Country', 'Coupon', 'Customer', 'CustomerUsers', 'DealerLocator', 'Employee', 'Employees', 'Notification', 'SizeChart', 'UserSearch'],
  endpoints: () => ({}),
});
