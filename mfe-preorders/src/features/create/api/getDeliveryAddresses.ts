import type { Address } from 'shared-kernel/contract';
import { preordersApi } from '../../../app/api';

/** GET Customer/{id}/DeliveryAddress: the customer's delivery addresses (admin and salesman may read any customer's). */
export const getDeliveryAddressesApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    getCreateDeliveryAddresses: build.query<Address[], string>({
      query: (key) => ({ url: `Customer/${encodeURIComponent(key)}/DeliveryAddress` }),
    }),
  }),
});

export const { useGetCreateDeliveryAddressesQuery } = getDeliveryAddressesApi;
