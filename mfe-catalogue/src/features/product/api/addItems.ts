import type { AddItems, AddItemsResponse } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/** POST basket/addItems {products: [{amount, productVariantId, productId}], isDropshipment}. */
export const addItemsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    addItems: build.mutation<AddItemsResponse, AddItems>({
      query: (body) => ({ url: 'basket/addItems', method: 'POST', body }),
    }),
  }),
});

export const { useAddItemsMutation } = addItemsApi;
