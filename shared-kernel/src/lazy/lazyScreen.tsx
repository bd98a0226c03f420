import type { ComponentProps, ComponentType } from 'react';
import { preloadable } from './preloadable';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type; its props are read back with ComponentProps
export type AnyComponent = ComponentType<any>;

/** A screen that loads its own chunk: render it like the component, `preload()` fetches it ahead. */
export type LazyScreen<C extends AnyComponent> = ComponentType<ComponentProps<C>> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * One line per screen of a remote's routes.tsx (CONTRIBUTING.md, "Lazy screens"): the screen is its
 * own chunk, named by its export, and renders without a Suspense pause once preloaded (preloadable).
 *
 *   const ShopOverviewPage = lazyScreen(() => import('../features/shop/components/ShopOverviewPage'), 'ShopOverviewPage');
 *
 * Render the routes inside a Suspense boundary (the first visit suspends until the chunk is in); a
 * chunk that fails to load throws to the nearest error boundary and is fetched again on the next try.
 */
export function lazyScreen<M extends { [key in K]: AnyComponent }, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen<M[K]> {
  const { Component, preload, isLoaded } = preloadable<ComponentProps<M[K]>>(() => load().then((m) => m[name]));
  return Object.assign(Component, { preload, isLoaded });
}
