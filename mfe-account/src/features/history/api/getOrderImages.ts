import { accountApi } from '../../../app/api';

/** GET Order/{id}/images: the download address of the order's product images (read on demand). */
export const getOrderImagesApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderImages: build.mutation<{ Url: string }, number>({
      query: (id) => ({ url: `Order/${id}/images` }),
    }),
  }),
});

export const { useGetOrderImagesMutation } = getOrderImagesApi;
