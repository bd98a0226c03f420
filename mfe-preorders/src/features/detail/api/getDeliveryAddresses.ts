import type { Address } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET Customer/{customerKey}/DeliveryAddress: the delivery addresses of the pre-order's customer. */
export const getDeliveryAddressesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryAddresses: build.query<Address[], string>({
      query: (customerKey) => ({ url: `Customer/${encodeURIComponent(customerKey)}/DeliveryAddress` }),
    }),
  }),
});

export const { useGetDeliveryAddressesQuery } = getDeliveryAddressesApi;
