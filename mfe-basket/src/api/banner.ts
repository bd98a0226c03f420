import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** Banner location type of the basket (spec section 3: 2 Winkelmandje). */
export const BASKET_BANNER_LOCATION = 2;

/** Banners (contract banner.ts). */
export const bannerEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** the active banner of a location, or null */
    getCurrentBanner: build.query<OpResponse<'getCurrentBanner'>, OpArgs<'getCurrentBanner'>>({
      query: (args) => opRequest('getCurrentBanner', args),
    }),
  }),
});

export const { useGetCurrentBannerQuery } = bannerEndpoints;
