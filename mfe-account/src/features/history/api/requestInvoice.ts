import { accountApi } from '../../../app/api';

/** POST order/{id}/invoice: asks customer service to send the order's invoice. */
export const requestInvoiceApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    requestInvoice: build.mutation<null, number>({
      query: (id) => ({ url: `order/${id}/invoice`, method: 'POST' }),
    }),
  }),
});

export const { useRequestInvoiceMutation } = requestInvoiceApi;
