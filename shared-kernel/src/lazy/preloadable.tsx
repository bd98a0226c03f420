import { use, type ComponentType } from 'react';

/**
 * A code-split component that renders at once when its chunk was loaded before. React.lazy suspends on
 * its first render even then (its factory's promise settles a tick later), and React keeps a Suspense
 * fallback on screen for at least 300 ms once shown: a signed-in page start lost that much for chunks
 * that had arrived with the start-up config. `preload()` fetches the chunk (once); the component renders
 * the loaded one synchronously, or suspends through `use()` until it is in (errors reach the nearest
 * error boundary, as with lazy). Its identity never changes, so preloading late remounts nothing.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>>; isLoaded: () => boolean } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (e: unknown) => {
        // a failed chunk is fetched again on the next render or preload
        pending = null;
        throw e;
      },
    ));
  function Preloadable(props: P) {
    const C = loaded ?? use(preload());
    return <C {...props} />;
  }
  return { Component: Preloadable, preload, isLoaded: () => loaded !== null };
}
