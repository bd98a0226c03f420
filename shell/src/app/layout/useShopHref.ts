import { useEffect, useState } from 'react';
import { savedShopPath } from 'shared-kernel';
import { SHOP_FILTERS_REFRESH_MS } from '../../config/constants';


/** The shop link with the saved shop filters, re-read every 500 ms (spec section 2). */
export function useShopHref(): string {
  const [href, setHref] = useState(savedShopPath);
  useEffect(() => {
    const t = setInterval(() => setHref(savedShopPath()), SHOP_FILTERS_REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  return href;
}
