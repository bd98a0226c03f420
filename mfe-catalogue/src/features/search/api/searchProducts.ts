import type { ProductHit } from 'shared-kernel/contract';
import type { Locale } from 'shared-kernel';
import { catalogueApi } from '../../../app/api';

/** Spec section 5: product search needs at least 3 characters, 300 ms debounce. */
export const PRODUCT_SEARCH_MIN = 3;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

export interface SearchProductsArgs {
  search: string;
  /** how many hits (the API allows 1-100) */
  take: number;
  /** cache key only: names are translated, the base query puts the locale in the URL */
  locale: Locale;
}

/** GET productgroup/autocomplete?search&take: product hits (header search and /search). */
export const searchProductsApi = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    searchProducts: build.query<ProductHit[], SearchProductsArgs>({
      query: ({ search, take }) => ({ url: 'productgroup/autocomplete', params: { search, take } }),
    }),
  }),
});

export const { useSearchProductsQuery } = searchProductsApi;
