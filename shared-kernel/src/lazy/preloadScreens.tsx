import { Children, isValidElement, Suspense, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, Routes, type RouteObject } from '../router/router';
import { LoadingState } from '../ui/States/States';

type Preloading = { preload?: () => Promise<unknown> };

/** what a route's element renders at once that loads on demand: its lazy screen, and a wrapper's (a message group's provider) */
function loadsOf(node: ReactNode): Promise<unknown>[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = (node.type as Preloading).preload;
  return [...(typeof own === 'function' ? [own()] : []), ...Children.toArray(node.props.children).flatMap(loadsOf)];
}

/**
 * createParcel's `preload` for a remote's route table (issue 20): the address's screens start loading
 * when the shell prepares the remote, and the parcel's mount waits for them, so its first render is the
 * page and not a Suspense fallback. A fallback that React hides again is a "retry" render, which React 19
 * commits no sooner than 300 ms after the fallback showed: the page would sit ready and unseen (and its
 * data not even asked for, its effects not run) for up to that long.
 *
 *   const routes = (<><Route path={paths.shopOverview.pattern} element={<ShopOverviewPage />} />...</>);
 *   createParcel({ ..., preload: preloadScreens(routes) });
 *
 * The screens are the `preload()` of the matched routes' elements (lazyScreen, messageGroup providers),
 * layouts included, and of the elements they wrap. Answers undefined when nothing is to load.
 */
export function preloadScreens(routes: ReactNode): (pathname: string) => Promise<unknown> | undefined {
  let table: RouteObject[] | undefined;
  return (pathname) => {
    table ??= createRoutesFromChildren(routes);
    const loads = (matchRoutes(table, pathname) ?? []).flatMap((m) => loadsOf(m.route.element));
    return loads.length ? Promise.all(loads) : undefined;
  };
}

/**
 * A remote's route table rendered (its AppRoutes): the `<Route>`s whose screens preloadScreens reads, in
 * one Suspense boundary with the loading state (a screen whose chunk is not in yet, on a navigation).
 */
export function ScreenRoutes({ routes }: { routes: ReactNode }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>{routes}</Routes>
    </Suspense>
  );
}
