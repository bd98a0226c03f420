import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi } from '../app/api';

/** The basket (contract basket.ts), as far as the catalogue adds to it. */
export const basketEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** read by the product page for its IsDropshipment: adding products does not switch a dropshipment basket back */
    getBasket: build.query<OpResponse<'getBasket'>, void>({
      query: () => opRequest('getBasket'),
    }),
    /** the product page's and the fast order's amounts; the answer's Errors are toasts, Details what was added */
    addBasketItems: build.mutation<OpResponse<'addBasketItems'>, OpArgs<'addBasketItems'>>({
      query: (args) => opRequest('addBasketItems', args),
    }),
  }),
});

export const { useGetBasketQuery, useAddBasketItemsMutation } = basketEndpoints;
