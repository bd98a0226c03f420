import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from 'shared-kernel';
import { offlineAware } from '../features/offline/offlineBaseQuery';

/** The one RTK Query api of mfe-preorders; src/api/<resource>.ts add its endpoints, one per contract operation. */
export const preordersApi = createApi({
  reducerPath: 'preordersApi',
  // trade-show mode (issue 19): pre-orders made available offline are read from IndexedDB and edited into the outbox
  baseQuery: offlineAware(createBaseQuery()),
  /** shared tags: a saved edit invalidates what depends on it (totals after amounts, products after discounts) */
  tagTypes: ['PreOrder', 'PreOrderList', 'PreOrderTotals', 'PreOrderProducts', 'PreOrderNotifications', 'Sheet', 'SheetList', 'Report'],
  endpoints: () => ({}),
});
