import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

/** The coupon call of the checkout (contract coupon.ts; the admin's coupon calls are mfe-admin's). */
export const couponEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    /** Value, DisplayValue, Type, or Error when the code cannot be used; an empty code clears the basket's coupon */
    checkCoupon: build.mutation<OpResponse<'checkCoupon'>, OpArgs<'checkCoupon'>>({
      query: (args) => opRequest('checkCoupon', args),
    }),
  }),
});

export const { useCheckCouponMutation } = couponEndpoints;
