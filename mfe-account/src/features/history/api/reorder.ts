import { accountApi } from '../../../app/api';

export interface ReorderArgs {
  orderId: number;
  /** variant ids to re-order; empty for every line */
  variantIds: number[];
}

/** POST order/{id}/reorder: puts the lines in the basket; Errors lists one message per refused line. */
export const reorderApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    reorder: build.mutation<{ Errors: string[] }, ReorderArgs>({
      query: ({ orderId, variantIds }) => ({ url: `order/${orderId}/reorder`, method: 'POST', body: variantIds }),
    }),
  }),
});

export const { useReorderMutation } = reorderApi;
