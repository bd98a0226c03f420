import type { AddItems, AddItemsResponse } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/** POST basket/addItems: the amounts of the fast order; reads Errors (one toast each) and Details. */
export const addFastOrderItemsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    addFastOrderItems: build.mutation<AddItemsResponse, AddItems>({
      query: (body) => ({ url: 'basket/addItems', method: 'POST', body }),
    }),
  }),
});

export const { useAddFastOrderItemsMutation } = addFastOrderItemsApi;
