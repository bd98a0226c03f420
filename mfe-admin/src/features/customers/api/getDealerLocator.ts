import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** GET Customer/{id}/DealerLocator: the customer's shop addresses with their dealer-locator data. */
export const getDealerLocatorApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    getDealerLocator: build.query<DealerLocatorAddress[], string>({
      query: (id) => `Customer/${encodeURIComponent(id)}/DealerLocator`,
      providesTags: ['DealerLocator'],
    }),
  }),
});

export const { useGetDealerLocatorQuery } = getDealerLocatorApi;
