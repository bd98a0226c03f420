import { STORAGE_KEYS } from '../session/session';
import { paths } from './paths';

/**
 * The query of the saved shop filters ('?Brands=A,B&Page=2', or '' when none): the catalogue saves the
 * overview's query whenever it changes; the continue-shopping links read it (spec section 2).
 */
export function savedShopSearch(): string {
  try {
    const search = window.localStorage.getItem(STORAGE_KEYS.shopFilters);
    if (!search) return '';
    return search.startsWith('?') ? search : `?${search}`;
  } catch {
    // storage unavailable: the plain overview
    return '';
  }
}

/** The shop overview with the saved filters, below the locale ('/customer/shop/overview?Brands=A'). */
export function savedShopPath(): string {
  return `${paths.shopOverview.path()}${savedShopSearch()}`;
}
