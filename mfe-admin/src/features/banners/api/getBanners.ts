import type { Banner, Paged } from 'shared-kernel/contract';
import { bannersApi } from './tags';

/** Spec section 9: banners overview, 12 per page. */
export const BANNERS_PAGE_SIZE = 12;

/** GET banner?Page&PageSize=12 (admin). */
export const getBannersApi = bannersApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBanners: build.query<Paged<Banner>, { page: number }>({
      query: ({ page }) => ({ url: 'banner', params: { Page: page, PageSize: BANNERS_PAGE_SIZE } }),
      providesTags: ['AdminBanner'],
    }),
  }),
});

export const { useGetAdminBannersQuery } = getBannersApi;
