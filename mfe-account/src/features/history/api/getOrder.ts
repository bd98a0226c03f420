import type { OrderDetail } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** GET Order/{id}: the order with addresses, shipments, invoices and product lines. */
export const getOrderApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderDetail, number>({
      query: (id) => ({ url: `Order/${id}` }),
    }),
  }),
});

export const { useGetOrderQuery } = getOrderApi;
