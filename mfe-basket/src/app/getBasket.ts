import type { Basket } from 'shared-kernel/contract';
import { basketApi } from './api';

/** GET basket: the signed-in customer's basket, one cache entry for the badge, the overview and the checkout (tag Basket: every change reloads it). */
export const getBasketApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getBasket: build.query<Basket, void>({
      query: () => 'basket',
      providesTags: ['Basket'],
    }),
  }),
});

export const { useGetBasketQuery } = getBasketApi;
