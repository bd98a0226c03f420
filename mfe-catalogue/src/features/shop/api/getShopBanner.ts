import type { CurrentBanner } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/** Banner location type Webshop (contract BANNER_LOCATIONS.Webshop; a value, so not imported). */
export const WEBSHOP_BANNER_LOCATION = 1;

/** GET banner/current?locationType=1: the shop banner, or null. The locale is a cache key only. */
export const getShopBannerApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getShopBanner: build.query<CurrentBanner | null, { locale: Locale }>({
      query: () => ({ url: 'banner/current', params: { locationType: WEBSHOP_BANNER_LOCATION } }),
    }),
  }),
});

export const { useGetShopBannerQuery } = getShopBannerApi;
