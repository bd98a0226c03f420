import type { Product } from 'shared-kernel/contract';
import { catalogueApi } from '../../../app/api';

/** GET product/{id}: one colour product with its sizes (fresh stock and basket amounts after an add). */
export const productApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<Product, number>({
      query: (id) => ({ url: `product/${id}` }),
    }),
  }),
});

export const { useGetProductQuery } = productApi;
