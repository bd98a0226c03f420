import { basketApi } from '../../../app/api';

/** DELETE basket/removeItem/{productVariantId}: drops one line; the basket reloads. */
export const removeBasketItemApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    removeBasketItem: build.mutation<unknown, number>({
      query: (productVariantId) => ({ url: `basket/removeItem/${productVariantId}`, method: 'DELETE' }),
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useRemoveBasketItemMutation } = removeBasketItemApi;
