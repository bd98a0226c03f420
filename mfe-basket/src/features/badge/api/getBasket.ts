import type { Basket } from 'shared-kernel/contract';
import { basketApi } from '../../../app/api';

/** GET basket: the signed-in customer's basket. */
export const getBasketApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getBasket: build.query<Basket, void>({
      query: () => 'basket',
      providesTags: ['Basket'],
    }),
  }),
});

export const { useGetBasketQuery } = getBasketApi;
