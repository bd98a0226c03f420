import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi, withoutLocale, type Localized } from '../app/api';

/** Banner location type Webshop (contract BANNER_LOCATIONS.Webshop; a value, so not imported). */
export const WEBSHOP_BANNER_LOCATION = 1;

/** Banners (contract banner.ts). */
export const bannerEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** the active banner of a location, or null */
    getCurrentBanner: build.query<OpResponse<'getCurrentBanner'>, Localized<OpArgs<'getCurrentBanner'>>>({
      query: (args) => opRequest('getCurrentBanner', withoutLocale(args)),
    }),
  }),
});

export const { useGetCurrentBannerQuery } = bannerEndpoints;
