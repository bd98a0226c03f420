import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** POST Customer/DealerLocator/{Id}/Hide: takes the address off the dealer locator at once. */
export const hideDealerLocatorApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    hideDealerLocator: build.mutation<DealerLocatorAddress, number>({
      query: (id) => ({ url: `Customer/DealerLocator/${id}/Hide`, method: 'POST' }),
      invalidatesTags: ['DealerLocator'],
    }),
  }),
});

export const { useHideDealerLocatorMutation } = hideDealerLocatorApi;
