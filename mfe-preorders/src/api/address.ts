import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { preordersApi } from '../app/api';

/** Addresses (contract address.ts). */
export const addressApi = preordersApi.injectEndpoints({
  endpoints: (build) => ({
    /** a customer's delivery addresses (admin and salesman may read any customer's): the detail and create pages */
    listDeliveryAddresses: build.query<OpResponse<'listDeliveryAddresses'>, OpArgs<'listDeliveryAddresses'>>({
      query: (args) => opRequest('listDeliveryAddresses', args),
    }),
  }),
});

export const { useListDeliveryAddressesQuery } = addressApi;
