import type { PreOrder } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** PUT PreOrder/{id}/close (Id, Users: e-mails to notify); the pre-order becomes closed (read-only). */
export const closePreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    closePreOrder: build.mutation<PreOrder, { Id: number; Users: string[] }>({
      query: (body) => ({ url: `PreOrder/${body.Id}/close`, method: 'PUT', body, keepalive: true }),
      invalidatesTags: (_r, error) => (error ? [] : ['PreOrderList', 'PreOrder']),
    }),
  }),
});

export const { useClosePreOrderMutation } = closePreOrderApi;
