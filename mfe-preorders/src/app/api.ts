import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';

/** The one RTK Query api of mfe-preorders; features add endpoints with `injectEndpoints`. */
export const preordersApi = createApi({
  reducerPath: 'preordersApi',
  baseQuery: createBaseQuery(),
  /** shared tags: a saved edit invalidates what depends on it (totals after amounts, products after discounts) */
  tagTypes: ['PreOrder', 'PreOrderList', 'PreOrderTotals', 'PreOrderProducts', 'PreOrderNotifications', 'Sheet', 'SheetList', 'Report'],
  endpoints: () => ({}),
});
