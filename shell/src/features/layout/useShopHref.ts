import { useEffect, useState } from 'react';
import { STORAGE_KEYS } from 'shared-kernel';
import { SHOP_FILTERS_REFRESH_MS } from '../../config/constants';

const OVERVIEW = '/customer/shop/overview';

function read(): string {
  try {
    const search = window.localStorage.getItem(STORAGE_KEYS.shopFilters);
    return search ? `${OVERVIEW}${search.startsWith('?') ? search : `?${search}`}` : OVERVIEW;
  } catch {
    return OVERVIEW;
  }
}

/** The shop link with the saved shop filters, re-read every 500 ms (spec section 2). */
export function useShopHref(): string {
  const [href, setHref] = useState(read);
  useEffect(() => {
    const t = setInterval(() => setHref(read()), SHOP_FILTERS_REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  return href;
}
