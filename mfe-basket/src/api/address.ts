import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** The address calls the basket makes (contract address.ts). */
export const addressEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** the customer's delivery addresses, to choose one at checkout */
    listDeliveryAddresses: build.query<OpResponse<'listDeliveryAddresses'>, OpArgs<'listDeliveryAddresses'>>({
      query: (args) => opRequest('listDeliveryAddresses', args),
    }),
    /** the street of a Dutch postal code and house number (the dropshipment address's autofill) */
    completeAddress: build.query<OpResponse<'completeAddress'>, OpArgs<'completeAddress'>>({
      query: (args) => opRequest('completeAddress', args),
    }),
  }),
});

export const { useListDeliveryAddressesQuery, useLazyCompleteAddressQuery } = addressEndpoints;
