import type { CouponCheckResponse } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** POST coupon/check (Code): Value, DisplayValue, Type, or Error when the code cannot be used. */
export const checkCouponApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    checkCoupon: build.mutation<CouponCheckResponse, string>({
      query: (Code) => ({ url: 'coupon/check', method: 'POST', body: { Code } }),
    }),
  }),
});

export const { useCheckCouponMutation } = checkCouponApi;
