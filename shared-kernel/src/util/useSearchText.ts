import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/**
 * The text of a search box and the debounced search it asks for (spec section 5: product and customer
 * searches). `enabled`: the list may open (the typed and the settled text both reach `min`);
 * `skip`: no query yet (the settled text is shorter than `queryMin`, by default `min`).
 */
export function useSearchText({ min, wait, queryMin = min }: { min: number; wait: number; queryMin?: number }) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const search = useDebouncedValue(typed, wait);
  return { text, setText, search, enabled: typed.length >= min && search.length >= min, skip: search.length < queryMin };
}

/** Which status a search list shows while it has no hit: the failure, the search running, or none found. */
export function searchStatus(q: { isError: boolean; isFetching: boolean; currentData?: unknown }, texts: { error: ReactNode; searching: ReactNode; none: ReactNode }): ReactNode {
  return q.isError ? texts.error : q.isFetching || !q.currentData ? texts.searching : texts.none;
}
