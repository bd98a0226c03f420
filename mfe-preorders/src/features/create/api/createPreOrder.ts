import type { PreOrderCreate } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/**
 * POST PreOrder (salesman, admin): answers the new id, or ModelState per field. With ForecastId the
 * forecasted pre-order becomes the new one; 'PreOrderList' also refreshes the forecasted list.
 */
export const createPreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    createPreOrder: build.mutation<number, PreOrderCreate>({
      query: (body) => ({ url: 'PreOrder', method: 'POST', body }),
      invalidatesTags: ['PreOrderList'],
    }),
  }),
});

export const { useCreatePreOrderMutation } = createPreOrderApi;
