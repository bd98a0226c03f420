import type { ErpSendResult } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/**
 * POST PreOrder/{id}/resend: sends the pre-order to the ERP (AX) again. 200 {Sent, Message, OutboxId}; when AX
 * refuses it 400 {Message, AxWarningId} (the PortalError's message is that Message; an AX warning was raised).
 */
export const resendPreOrderApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    resendPreOrder: build.mutation<ErpSendResult, number>({
      query: (id) => ({ url: `PreOrder/${id}/resend`, method: 'POST' }),
      invalidatesTags: ['PreOrderList'],
    }),
  }),
});

export const { useResendPreOrderMutation } = resendPreOrderApi;
