import type { Address } from 'shared-kernel/contract';
import { addressApi } from './getAddresses';

/** The body of an address to create (Id and CountryName are set by the server). */
export type NewAddress = Omit<Address, 'Id' | 'CountryName'>;

/** POST Customer/{customer}/Address: answers the new id, or ModelState field errors */
export const createAddressApi = addressApi.injectEndpoints({
  endpoints: (build) => ({
    createCustomerAddress: build.mutation<number, { customerKey: string; address: NewAddress }>({
      query: ({ customerKey, address }) => ({ url: `Customer/${encodeURIComponent(customerKey)}/Address`, method: 'POST', body: address }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useCreateCustomerAddressMutation } = createAddressApi;
