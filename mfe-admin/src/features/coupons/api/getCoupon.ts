import type { Coupon } from 'shared-kernel/contract';
import { couponsApi } from './tags';

/** GET coupon/{id} */
export const getCouponApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminCoupon: build.query<Coupon, number>({
      query: (id) => ({ url: `coupon/${id}` }),
      providesTags: ['AdminCoupon'],
    }),
  }),
});

export const { useGetAdminCouponQuery } = getCouponApi;
