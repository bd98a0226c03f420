import type { Basket } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/**
 * GET basket, read for its IsDropshipment only: the product page's dropshipment checkbox starts from
 * the basket's state, so adding products does not switch a dropshipment basket back by accident.
 */
export const basketDropshipmentApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getBasketDropshipment: build.query<boolean, void>({
      query: () => ({ url: 'basket' }),
      transformResponse: (basket: Basket | null) => !!basket?.IsDropshipment,
    }),
  }),
});

export const { useGetBasketDropshipmentQuery } = basketDropshipmentApi;
