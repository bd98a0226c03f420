import type { Currency } from 'shared-kernel/contract';
import { couponsApi } from './tags';

/** GET currency: the currencies a coupon can have a value in. */
export const getCouponCurrenciesApi = couponsApi.injectEndpoints({
  endpoints: (build) => ({
    getCouponCurrencies: build.query<Currency[], void>({ query: () => ({ url: 'currency' }) }),
  }),
});

export const { useGetCouponCurrenciesQuery } = getCouponCurrenciesApi;
