import { accountApi } from '../../../app/api';

/** GET address/complete?postalCode&houseNr: the street of a Dutch postal code and house number */
export const completeAddressApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    completeAddressStreet: build.query<{ street: string }, { postalCode: string; houseNr: string }>({
      query: ({ postalCode, houseNr }) => ({ url: 'address/complete', params: { postalCode, houseNr } }),
    }),
  }),
});

export const { useLazyCompleteAddressStreetQuery } = completeAddressApi;
