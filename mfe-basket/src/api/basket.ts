import { toPortalError, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { basketApi } from '../app/api';

function hasModelState(v: unknown): boolean {
  return typeof v === 'object' && v !== null && 'ModelState' in v && !!(v as { ModelState: unknown }).ModelState;
}

/**
 * The basket's calls (contract basket.ts). getBasket is one cache entry for the header badge, the overview
 * and the checkout (tag Basket): every change that the server accepted reloads it.
 */
export const basketEndpoints = basketApi.injectEndpoints({
  endpoints: (build) => ({
    getBasket: build.query<OpResponse<'getBasket'>, void>({
      query: () => opRequest('getBasket'),
      providesTags: ['Basket'],
    }),
    /** a new amount for one line; the basket reloads only when it was accepted (a refused amount answers Error) */
    updateBasketItem: build.mutation<OpResponse<'updateBasketItem'>, OpArgs<'updateBasketItem'>>({
      query: (args) => opRequest('updateBasketItem', args),
      invalidatesTags: (result) => (result && !result.Error ? ['Basket'] : []),
    }),
    removeBasketItem: build.mutation<OpResponse<'removeBasketItem'>, OpArgs<'removeBasketItem'>>({
      query: (args) => opRequest('removeBasketItem', args),
      invalidatesTags: ['Basket'],
    }),
    /** checked before the overview goes on to checkout (spec section 4): one text per line that cannot be ordered */
    validateBasket: build.mutation<OpResponse<'validateBasket'>, void>({
      query: () => opRequest('validateBasket'),
    }),
    /** dropshipment on or off */
    switchBasket: build.mutation<OpResponse<'switchBasket'>, OpArgs<'switchBasket'>>({
      query: (args) => opRequest('switchBasket', args),
      invalidatesTags: ['Basket'],
    }),
    /**
     * Places the order. Spec section 4: a status above 300 is a failure, and so is an answer that carries
     * ModelState (whatever its status); both come back as a PortalError, for the checkout's form.
     */
    submitBasket: build.mutation<OpResponse<'submitBasket'>, OpArgs<'submitBasket'>>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery(opRequest('submitBasket', args));
        if (result.error) return { error: result.error as PortalError };
        if (hasModelState(result.data)) return { error: toPortalError(200, 'OK', result.data) };
        return { data: result.data as OpResponse<'submitBasket'> };
      },
    }),
  }),
});

export const { useGetBasketQuery, useUpdateBasketItemMutation, useRemoveBasketItemMutation, useValidateBasketMutation, useSwitchBasketMutation, useSubmitBasketMutation } = basketEndpoints;
