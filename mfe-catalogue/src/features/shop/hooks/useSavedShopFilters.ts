import { useEffect } from 'react';
import { STORAGE_KEYS, emit } from 'shared-kernel';

/**
 * Saves the overview's query (without '?') as the saved shop filters whenever it changes: the shell's
 * header re-reads them every 500 ms for its continue-shopping link (spec section 2), and the bus
 * event tells listeners at once.
 */
export function useSavedShopFilters(search: string): void {
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEYS.shopFilters, search);
    } catch {
      /* storage unavailable: the header falls back to the plain overview link */
    }
    emit('shopFilters.changed', { search });
  }, [search]);
}
