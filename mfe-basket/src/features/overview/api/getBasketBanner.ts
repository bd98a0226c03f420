import type { CurrentBanner } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** Banner location type of the basket (spec section 3: 2 Winkelmandje). */
export const BASKET_BANNER_LOCATION = 2;

/** GET banner/current?locationType=2: the active basket banner, or null. */
export const getBasketBannerApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getBasketBanner: build.query<CurrentBanner | null, void>({
      query: () => ({ url: 'banner/current', params: { locationType: BASKET_BANNER_LOCATION } }),
    }),
  }),
});

export const { useGetBasketBannerQuery } = getBasketBannerApi;
