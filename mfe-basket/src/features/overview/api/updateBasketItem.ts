import { basketApi } from '../../../app/api';

export interface UpdateBasketItemArgs {
  productVariantId: number;
  productId: number;
  Amount: number;
}

/** answer of basket/updateItem: a text when the amount was refused (out of stock, no access ...) */
export interface UpdateBasketItemResult {
  Error: string | null;
}

/** POST basket/updateItem: a new amount for one line; the basket reloads when it was accepted. */
export const updateBasketItemApi = basketApi.injectEndpoints({
  endpoints: (build) => ({
    updateBasketItem: build.mutation<UpdateBasketItemResult, UpdateBasketItemArgs>({
      query: (body) => ({ url: 'basket/updateItem', method: 'POST', body }),
      invalidatesTags: (result) => (result && !result.Error ? ['Basket'] : []),
    }),
  }),
});

export const { useUpdateBasketItemMutation } = updateBasketItemApi;
