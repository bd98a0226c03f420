import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** Personal and address data of the claimant (the form covers them; the contract's schema passes them through to customer service). */
export interface WarrantyContactData {
  Name: string;
  Email: string;
  Phone: string;
  Street: string;
  HouseNumber: string;
  ZipCode: string;
  City: string;
  Country: string;
}

/** The contact and warranty requests (contract contact.ts); a warranty claim carries both photos as data URLs. */
export const contactEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendContactRequest: build.mutation<OpResponse<'sendContactRequest'>, OpArgs<'sendContactRequest'>>({
      query: (args) => opRequest('sendContactRequest', args),
    }),
    sendWarrantyClaim: build.mutation<OpResponse<'sendWarrantyClaim'>, { body: OpArgs<'sendWarrantyClaim'>['body'] & WarrantyContactData }>({
      query: (args) => opRequest('sendWarrantyClaim', args),
    }),
  }),
});

export const { useSendContactRequestMutation, useSendWarrantyClaimMutation } = contactEndpoints;
