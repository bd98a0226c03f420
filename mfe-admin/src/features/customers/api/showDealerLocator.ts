import type { DealerLocatorAddress } from 'shared-kernel/contract';
import { customersApi } from './tags';

/** What the map dialog sets before an address is shown (spec section 4, Dealer locator). */
export interface DealerLocatorShow {
  Latitude: number | null;
  Longitude: number | null;
  Brands: string[];
  Url: string | null;
  DealerType: number | null;
}

/** POST Customer/DealerLocator/{Id}/Show: shows the address on the dealer locator with its map data. */
export const showDealerLocatorApi = customersApi.injectEndpoints({
  endpoints: (build) => ({
    showDealerLocator: build.mutation<DealerLocatorAddress, { id: number; data: DealerLocatorShow }>({
      query: ({ id, data }) => ({ url: `Customer/DealerLocator/${id}/Show`, method: 'POST', body: data }),
      invalidatesTags: ['DealerLocator'],
    }),
  }),
});

export const { useShowDealerLocatorMutation } = showDealerLocatorApi;
