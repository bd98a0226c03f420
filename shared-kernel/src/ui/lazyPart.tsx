import { cloneElement, lazy, useEffect, useState, type ComponentType, type MouseEvent, type ReactElement } from 'react';

/**
 * The design system's heavier parts (Radix dialogs and tabs) load on demand: shared-kernel is a
 * Module Federation singleton and is fetched whole on every first load, /login included, so what
 * only signed-in screens use is split off. `preload` fetches the chunk ahead (the shell calls
 * preloadDesignSystem once a user is signed in); render `Lazy` inside a Suspense boundary.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load());
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { Lazy, preload };
}

/**
 * For a part opened by a trigger element: starts loading as soon as the trigger shows, and renders a
 * stand-in trigger meanwhile that remembers a click, so the part opens at once when it arrives
 * (`openedEarly` becomes its initial open state) and no click is lost.
 */
export function useTriggerStandIn(trigger: ReactElement | undefined, preload: () => Promise<unknown>) {
  const [openedEarly, setOpenedEarly] = useState(false);
  const hasTrigger = Boolean(trigger);
  useEffect(() => {
    if (hasTrigger) void preload();
  }, [hasTrigger, preload]);
  const standIn = trigger
    ? cloneElement(trigger as ReactElement<{ onClick?: (e: MouseEvent) => void }>, { onClick: () => setOpenedEarly(true) })
    : null;
  return { standIn, openedEarly };
}
