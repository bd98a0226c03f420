import type { ContactRequest } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** POST customer/contact (Occasion 0 contact, 1 complaint, 2 access request; Brands; Question) */
export const sendContactApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<null, ContactRequest>({
      query: (body) => ({ url: 'customer/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactRequestMutation } = sendContactApi;
