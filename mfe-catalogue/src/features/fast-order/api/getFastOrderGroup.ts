import type { ProductGroupDetail } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

export interface FastOrderGroupArgs {
  id: number;
  /** cache key only: names are translated, the base query puts the locale in the URL */
  locale: Locale;
}

/** GET productgroup/{id}: a chosen product group with its colour products and size variants. */
export const getFastOrderGroupApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    getFastOrderGroup: build.query<ProductGroupDetail, FastOrderGroupArgs>({
      query: ({ id }) => ({ url: `productgroup/${id}` }),
    }),
  }),
});

export const { useGetFastOrderGroupQuery } = getFastOrderGroupApi;
