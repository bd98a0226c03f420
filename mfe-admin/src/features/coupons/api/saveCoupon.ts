import type { Coupon } from 'shared-kernel/contract';
import { couponsApi } from './tags';

/** The body sent: dates that do not parse go as null (spec section 5). */
export type CouponBody = Omit<Coupon, 'From' | 'To'> & { From: string | null; To: string | null };

/** POST coupon (Id 0) or PUT coupon/{Id}. */
export const saveCouponApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    saveAdminCoupon: build.mutation<unknown, CouponBody>({
      query: (body) => (body.Id ? { url: `coupon/${body.Id}`, method: 'PUT', body } : { url: 'coupon', method: 'POST', body }),
      invalidatesTags: ['AdminCoupon'],
    }),
  }),
});

export const { useSaveAdminCouponMutation } = saveCouponApi;
