import type { WarrantyRequest } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

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

/** POST warranty: the claim with both photos as data URLs (jpeg, png or gif up to 10 MB) */
export const sendWarrantyApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    sendWarrantyClaim: build.mutation<null, WarrantyRequest & WarrantyContactData>({
      query: (body) => ({ url: 'warranty', method: 'POST', body }),
    }),
  }),
});

export const { useSendWarrantyClaimMutation } = sendWarrantyApi;
