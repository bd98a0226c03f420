import { portalFetch, saveBlob, type PortalError } from 'shared-kernel';
import { opRequest, type OpArgs, type OpResponse } from 'shared-kernel/operations';
import { catalogueApi, withoutLocale, type Localized } from '../app/api';

/** Spec section 5: product search needs at least 3 characters, 300 ms debounce. */
export const PRODUCT_SEARCH_MIN = 3;
export const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

export type ListProductGroupsArgs = Localized<OpArgs<'listProductGroups'>>;
export type ProductGroupAutocompleteArgs = Localized<OpArgs<'productGroupAutocomplete'>>;
export type GetProductGroupArgs = Localized<OpArgs<'getProductGroup'>>;

/** The catalogue's calls (contract catalogue.ts): the shop grid, search hits, the product detail. */
export const catalogueEndpoints = catalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of the shop grid. Its `Filters` are the aggregations of the side filters (each facet counted
     * with the other filters applied), so one call fills grid and filters.
     */
    listProductGroups: build.query<OpResponse<'listProductGroups'>, ListProductGroupsArgs>({
      query: (args) => opRequest('listProductGroups', withoutLocale(args)),
    }),
    /** product hits: header search, /search and the fast order (which adds includePre while impersonating) */
    productGroupAutocomplete: build.query<OpResponse<'productGroupAutocomplete'>, ProductGroupAutocompleteArgs>({
      query: (args) => opRequest('productGroupAutocomplete', withoutLocale(args)),
    }),
    /** a product group with its colour products and sizes (?color, ?stockOnly): the product detail and the fast order */
    getProductGroup: build.query<OpResponse<'getProductGroup'>, GetProductGroupArgs>({
      query: (args) => opRequest('getProductGroup', withoutLocale(args)),
    }),
    /** one colour product with its sizes (fresh stock and basket amounts after an add) */
    getProduct: build.query<OpResponse<'getProduct'>, OpArgs<'getProduct'>>({
      query: (args) => opRequest('getProduct', args),
    }),
  }),
});

export const { useListProductGroupsQuery, useProductGroupAutocompleteQuery, useGetProductGroupQuery, useGetProductQuery } = catalogueEndpoints;

/**
 * getProductSheet: the product sheet PDF, saved as `{fileName}.pdf`. A file is no cache entry, so this goes
 * around RTK Query (a Blob does not belong in the store).
 */
export async function downloadProductSheet(id: number, fileName: string): Promise<{ error?: PortalError }> {
  const result = await portalFetch(opRequest('getProductSheet', { params: { id } }));
  if ('error' in result) return { error: result.error };
  const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
  saveBlob(blob, `${fileName}.pdf`);
  return {};
}
