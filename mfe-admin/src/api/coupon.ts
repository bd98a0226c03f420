import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { adminApi } from '../app/api';

/** Coupons overview: 100 per page. */
export const COUPONS_PAGE_SIZE = 100;

/** Coupons (contract coupon.ts): overview, one coupon, create and update. */
export const couponEndpoints = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listCoupons: build.query<OpResponse<'listCoupons'>, OpArgs<'listCoupons'>>({
      query: (args) => opRequest('listCoupons', args),
      providesTags: ['Coupon'],
    }),
    getCoupon: build.query<OpResponse<'getCoupon'>, OpArgs<'getCoupon'>>({
      query: (args) => opRequest('getCoupon', args),
      providesTags: ['Coupon'],
    }),
    createCoupon: build.mutation<OpResponse<'createCoupon'>, OpArgs<'createCoupon'>>({
      query: (args) => opRequest('createCoupon', args),
      invalidatesTags: ['Coupon'],
    }),
    updateCoupon: build.mutation<OpResponse<'updateCoupon'>, OpArgs<'updateCoupon'>>({
      query: (args) => opRequest('updateCoupon', args),
      invalidatesTags: ['Coupon'],
    }),
  }),
});

export const { useListCouponsQuery, useGetCouponQuery, useCreateCouponMutation, useUpdateCouponMutation } = couponEndpoints;
