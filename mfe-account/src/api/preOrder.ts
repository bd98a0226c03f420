import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** Spec section 9: the customer dashboard lists up to 99 pre-orders. */
export const OPEN_PREORDERS_PAGE_SIZE = 99;
/** Every state but closed (3): open, sent to the salesman, sent to sales. */
export const OPEN_PREORDER_STATES = '0,1,2';

/** The pre-orders of the customer (contract preorder.ts): the dashboard's open ones. */
export const preOrderEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    listPreOrders: build.query<OpResponse<'listPreOrders'>, OpArgs<'listPreOrders'>>({
      query: (args) => opRequest('listPreOrders', args),
    }),
  }),
});

export const { useListPreOrdersQuery } = preOrderEndpoints;
