import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';
import { getPreOrderApi } from './getPreOrder';

/** PUT PreOrder/{id}/sendtosales: the customer sends the pre-order to the salesman. */
export const sendToSalesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    sendToSales: build.mutation<PreOrder, number>({
      query: (id) => ({ url: `PreOrder/${id}/sendtosales`, method: 'PUT', body: { Id: id }, keepalive: true }),
      invalidatesTags: ['PreOrderList'],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPreOrderApi.util.upsertQueryData('getPreOrder', id, data));
      },
    }),
  }),
});

export const { useSendToSalesMutation } = sendToSalesApi;
