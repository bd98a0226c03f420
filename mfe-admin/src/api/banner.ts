import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Spec section 9: banners overview, 12 per page. */
export const BANNERS_PAGE_SIZE = 12;

/** Banners (contract banner.ts): the admin overview, one banner, create and update. */
export const bannerEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listBanners: build.query<OpResponse<'listBanners'>, OpArgs<'listBanners'>>({
      query: (args) => opRequest('listBanners', args),
      providesTags: ['Banner'],
    }),
    getBanner: build.query<OpResponse<'getBanner'>, OpArgs<'getBanner'>>({
      query: (args) => opRequest('getBanner', args),
      providesTags: ['Banner'],
    }),
    createBanner: build.mutation<OpResponse<'createBanner'>, OpArgs<'createBanner'>>({
      query: (args) => opRequest('createBanner', args),
      invalidatesTags: ['Banner'],
    }),
    updateBanner: build.mutation<OpResponse<'updateBanner'>, OpArgs<'updateBanner'>>({
      query: (args) => opRequest('updateBanner', args),
      invalidatesTags: ['Banner'],
    }),
  }),
});

export const { useListBannersQuery, useGetBannerQuery, useCreateBannerMutation, useUpdateBannerMutation } = bannerEndpoints;
