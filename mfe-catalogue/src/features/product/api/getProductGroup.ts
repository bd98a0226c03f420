import type { ProductGroupDetail } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

export interface GetProductGroupArgs {
  id: number;
  /** a colour id or name: the API answers that colour only */
  color?: string;
  /** only sizes with stock */
  stockOnly?: boolean;
  /** cache key only: texts are translated, the base query puts the locale in the URL */
  locale: Locale;
}

/** GET productgroup/{id}?color&stockOnly: the product detail with its colours and sizes. */
export const productGroupApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getProductGroup: build.query<ProductGroupDetail, GetProductGroupArgs>({
      query: ({ id, color, stockOnly }) => ({
        url: `productgroup/${id}`,
        params: { color: color || undefined, stockOnly: stockOnly ? 'true' : undefined },
      }),
    }),
  }),
});

export const { useGetProductGroupQuery } = productGroupApi;
