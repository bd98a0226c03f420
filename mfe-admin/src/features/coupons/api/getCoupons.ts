import type { Coupon, Paged } from 'shared-kernel/contract';
import { couponsApi } from './tags';

/** Spec section 9: coupons overview, 100 per page. */
export const COUPONS_PAGE_SIZE = 100;

/** GET coupon?Page&PageSize=100 (admin). */
export const getCouponsApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupons: build.query<Paged<Coupon>, { page: number }>({
      query: ({ page }) => ({ url: 'coupon', params: { Page: page, PageSize: COUPONS_PAGE_SIZE } }),
      providesTags: ['AdminCoupon'],
    }),
  }),
});

export const { useGetAdminCouponsQuery } = getCouponsApi;
