import type { CurrentBanner } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { accountApi } from '../../../app/api';

/** Banner location type Dashboard (contract BANNER_LOCATIONS.Dashboard; a value, so not imported). */
export const DASHBOARD_BANNER_LOCATION = 0;

/**
 * GET banner/current?locationType=0: the dashboard banner, or null. The locale is part of the cache
 * key only (the base query puts it in the URL), so a language switch loads the banner again.
 */
export const getCurrentBannerApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentBanner: build.query<CurrentBanner | null, { locale: Locale }>({
      query: () => ({ url: 'banner/current', params: { locationType: DASHBOARD_BANNER_LOCATION } }),
    }),
  }),
});

export const { useGetCurrentBannerQuery } = getCurrentBannerApi;
