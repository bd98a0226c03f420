import { basketApi } from '../../../app/api';

export interface CompleteAddressArgs {
  postalCode: string;
  houseNr: string;
}

/** GET address/complete?postalCode&houseNr: the street of a Dutch postal code and house number. */
export const completeAddressApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    completeAddress: build.query<{ street: string }, CompleteAddressArgs>({
      query: (params) => ({ url: 'address/complete', params: { postalCode: params.postalCode, houseNr: params.houseNr } }),
    }),
  }),
});

export const { useLazyCompleteAddressQuery } = completeAddressApi;
