import type { Banner } from 'shared-kernel/contract';
import { bannersApi } from './tags';

/** GET banner/{id} */
export const getBannerApi = bannersApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminBanner: build.query<Banner, number>({
      query: (id) => ({ url: `banner/${id}` }),
      providesTags: ['AdminBanner'],
    }),
  }),
});

export const { useGetAdminBannerQuery } = getBannerApi;
