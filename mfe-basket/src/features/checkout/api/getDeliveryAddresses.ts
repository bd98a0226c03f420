import type { Address } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** GET Customer/{customerKey}/DeliveryAddress: the customer's delivery addresses. */
export const getDeliveryAddressesApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getDeliveryAddresses: build.query<Address[], string>({
      query: (customerKey) => `Customer/${encodeURIComponent(customerKey)}/DeliveryAddress`,
    }),
  }),
});

export const { useGetDeliveryAddressesQuery } = getDeliveryAddressesApi;
