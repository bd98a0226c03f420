import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery, type Locale } from 'shared-kernel';

/**
 * The one RTK Query api of mfe-catalogue; src/api/<resource>.ts add its endpoints, one per contract operation.
 * No tag types: the catalogue's answers are read-only here, and the basket's owner (mfe-basket) reloads the basket.
 */
export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: createBaseQuery(),
  tagTypes: [],
  endpoints: () => ({}),
});

/**
 * An operation's arguments plus the locale: the base query puts the locale in the URL, and the catalogue's
 * store lives across a change of language, so translated answers keep one cache entry per locale.
 */
export type Localized<A> = A & { locale: Locale };

/** The operation's arguments of a Localized<A> (the locale is a cache key only). */
export function withoutLocale<A>({ locale: _locale, ...args }: Localized<A>): A {
  return args as unknown as A;
}
