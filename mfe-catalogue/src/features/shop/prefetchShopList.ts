import { getToken, paths, splitLocale } from 'shared-kernel';
import { catalogueEndpoints } from '../../api/catalogue';
import { readShopQuery, requestParams, toSearch } from './lib/shopQuery';

interface Dispatcher {
  dispatch: (action: ReturnType<typeof catalogueEndpoints.util.prefetch>) => unknown;
}

/**
 * Starts the shop grid's request for the address the portal opens on. The shell loads this remote
 * while its own frame renders (a signed-in start); the grid's query, which would send the request
 * only after the parcel mounted and rendered once, then finds it under way (the same arguments as
 * ShopOverviewPage builds, so one cache entry). Anything but the shop overview, or no session: nothing.
 * Answers whether it started the request.
 */
export function prefetchShopList(store: Dispatcher, { pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  const { locale, rest } = splitLocale(pathname);
  if (!locale || !paths.shopOverview.match(rest) || !getToken()) return false;
  const query = readShopQuery(new URLSearchParams(toSearch(new URLSearchParams(search))));
  store.dispatch(catalogueEndpoints.util.prefetch('listProductGroups', { query: requestParams(query), locale }, {}));
  return true;
}
