import type { ProductHit } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/** Spec section 5: product search needs at least 3 characters, 300 ms debounce. */
export const FAST_ORDER_SEARCH_MIN = 3;
export const FAST_ORDER_SEARCH_DEBOUNCE_MS = 300;
/** How many hits the fast-order search offers. */
export const FAST_ORDER_SEARCH_TAKE = 20;

export interface FastOrderSearchArgs {
  search: string;
  /** spec section 6: pre-order items only while impersonating (includePre=true only then) */
  includePre: boolean;
  /** cache key only: the base query puts the locale in the URL */
  locale: Locale;
}

/** GET productgroup/autocomplete?search&includePre: the product groups the fast order can add. */
export const searchFastOrderProductsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    searchFastOrderProducts: build.query<ProductHit[], FastOrderSearchArgs>({
      query: ({ search, includePre }) => ({
        url: 'productgroup/autocomplete',
        params: { search, take: FAST_ORDER_SEARCH_TAKE, includePre: includePre ? 'true' : undefined },
      }),
    }),
  }),
});

export const { useSearchFastOrderProductsQuery } = searchFastOrderProductsApi;
