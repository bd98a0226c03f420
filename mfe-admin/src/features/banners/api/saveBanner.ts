import type { Banner } from 'shared-kernel/contract';
import { bannersApi } from './tags';

/** The body sent: dates that do not parse go as null (spec section 5). */
export type BannerBody = Omit<Banner, 'StartDate' | 'EndDate'> & { StartDate: string | null; EndDate: string | null };

/** POST banner (Id 0, returns the new id) or PUT banner/{Id}. */
export const saveBannerApi = bannersApi.injectEndpoints({
  endpoints: (build) => ({
    saveAdminBanner: build.mutation<unknown, BannerBody>({
      query: (body) => (body.Id ? { url: `banner/${body.Id}`, method: 'PUT', body } : { url: 'banner', method: 'POST', body }),
      invalidatesTags: ['AdminBanner'],
    }),
  }),
});

export const { useSaveAdminBannerMutation } = saveBannerApi;
