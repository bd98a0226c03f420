import type { Locale } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { accountApi } from '../app/api';

/** Banner location type Dashboard (contract BANNER_LOCATIONS.Dashboard; a value, so not imported). */
export const DASHBOARD_BANNER_LOCATION = 0;

/**
 * The banner of a location, or null (contract banner.ts). The locale is part of the cache key only (the
 * base query puts it in the URL), so a language switch loads the banner again.
 */
export const bannerEndpoints = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentBanner: build.query<OpResponse<'getCurrentBanner'>, OpArgs<'getCurrentBanner'> & { locale: Locale }>({
      query: ({ query }) => opRequest('getCurrentBanner', { query }),
    }),
  }),
});

export const { useGetCurrentBannerQuery } = bannerEndpoints;
