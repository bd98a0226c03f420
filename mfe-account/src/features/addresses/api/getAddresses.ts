import type { Address } from 'shared-kernel/contract';
import { accountApi } from '../../../app/api';

/** The three address lists of a customer (spec section 7). */
export type AddressKind = 'Invoice' | 'Delivery' | 'Shop';

export const addressApi = accountApi.enhanceEndpoints({ addTagTypes: ['Address'] });

/** GET Customer/{id}/InvoiceAddress, DeliveryAddress or ShopAddress */
export const getAddressesApi = addressApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomerAddresses: build.query<Address[], { customerKey: string; kind: AddressKind }>({
      query: ({ customerKey, kind }) => `Customer/${encodeURIComponent(customerKey)}/${kind}Address`,
      providesTags: (_r, _e, { kind }) => [{ type: 'Address', id: kind }],
    }),
  }),
});

export const { useGetCustomerAddressesQuery } = getAddressesApi;
