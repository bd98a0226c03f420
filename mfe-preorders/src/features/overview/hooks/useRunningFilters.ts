import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-kernel';
import type { PreOrderListQuery } from '../../../api/preOrder';
import { listQuery } from '../lib/listQuery';

/** Running negotiations are the states that are not closed (0 open, 1 sent to the salesman, 2 sent to sales). */
export const RUNNING_STATES = ['0', '1', '2'];

/** The filters of the running negotiations, kept in the URL under the API's query names. */
export interface RunningFilters {
  page: number;
  brands: string[];
  collections: string[];
  customer: string;
  country: string;
  states: string[];
  hasNewMessages: boolean;
  /** on unless the URL says myCustomersOnly=false (as the customer list, spec section 9) */
  myCustomersOnly: boolean;
  mySheetsOnly: boolean;
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/** Reads and writes the running-negotiation filters in the query string; any filter change goes back to page 1. */
export function useRunningFilters() {
  const [params, setParams] = useSearchParams();
  const filters: RunningFilters = useMemo(
    () => ({
      page: Math.max(1, Number(params.get('page')) || 1),
      brands: list(params.get('brands')),
      collections: list(params.get('collections')),
      customer: params.get('customer') ?? '',
      country: params.get('country') ?? '',
      states: list(params.get('State')),
      hasNewMessages: params.get('hasNewMessages') === 'true',
      myCustomersOnly: params.get('myCustomersOnly') !== 'false',
      mySheetsOnly: params.get('mySheetsOnly') === 'true',
    }),
    [params],
  );

  const update = useCallback(
    (patch: Partial<RunningFilters>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
          for (const [key, value] of Object.entries(patch)) {
            if (key === 'page') continue;
            if (key === 'states') set('State', (value as string[]).join(','));
            else if (key === 'myCustomersOnly') set(key, value ? null : 'false');
            else if (typeof value === 'boolean') set(key, value ? 'true' : null);
            else if (Array.isArray(value)) set(key, value.join(','));
            else set(key, String(value ?? ''));
          }
          set('page', patch.page && patch.page > 1 ? String(patch.page) : null);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const query: PreOrderListQuery = listQuery({
    Page: filters.page,
    State: (filters.states.length ? filters.states : RUNNING_STATES).join(','),
    brands: filters.brands.join(','),
    collections: filters.collections.join(','),
    customer: filters.customer.trim(),
    country: filters.country,
    hasNewMessages: filters.hasNewMessages ? 'true' : undefined,
    myCustomersOnly: filters.myCustomersOnly ? 'true' : 'false',
    mySheetsOnly: filters.mySheetsOnly ? 'true' : undefined,
  });
  return { filters, query, update };
}
