import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** The dashboard's closed pre-orders: 12 per page, state 3 (closed). */
export const CLOSED_PAGE_SIZE = 12;
export const CLOSED_STATE = 3;

/** Pre-orders (contract preorder.ts): the admin dashboard only lists them. */
export const preOrderEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listPreOrders: build.query<OpResponse<'listPreOrders'>, OpArgs<'listPreOrders'>>({
      query: (args) => opRequest('listPreOrders', args),
    }),
  }),
});

export const { useListPreOrdersQuery } = preOrderEndpoints;
