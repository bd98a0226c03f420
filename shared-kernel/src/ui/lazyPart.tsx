import { cloneElement, createElement, lazy, Suspense, useState, type ComponentType, type FocusEvent, type MouseEvent, type PointerEvent, type ReactElement } from 'react';

/**
 * The design system's heavier parts (the Radix dialogs) load on demand: shared-kernel is a Module
 * Federation singleton and is fetched whole on every first load, /login included, so what only some
 * screens use is split off, and it loads at the user's first interaction, never with the page.
 * `preload` fetches the chunk ahead (the shell calls preloadDesignSystem at the first interaction
 * with a page); render `Lazy` inside a Suspense boundary, and only once the part is wanted (React
 * fetches a lazy component as soon as it renders).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= load());
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return { Lazy, preload };
}

type TriggerProps = {
  onClick?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
};

/**
 * For a dialog opened by a trigger element. The trigger is the page's own element and stays in place
 * (it is never swapped, so focus and layout do not move): hovering, focusing or pressing it starts
 * loading the part, a click opens it (`open` becomes true, the part shows as soon as its chunk is in;
 * no click is lost). The part is then rendered controlled, without a trigger of its own, and returns
 * the focus to the trigger on close (useReturnFocus). Works controlled too (`open`/`onOpenChange`).
 * Render the part only while `open` is true: nothing is fetched before.
 */
export function useLazyTrigger(
  trigger: ReactElement | undefined,
  preload: () => Promise<unknown>,
  controlled: { open?: boolean; onOpenChange?: (open: boolean) => void },
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    controlled.onOpenChange?.(next);
  };
  const warm = () => void preload().catch(() => undefined);
  let element: ReactElement | null = null;
  if (trigger) {
    const own = (trigger as ReactElement<TriggerProps>).props;
    // the trigger's own handlers run first, as with Radix's Trigger
    const chain =
      <E,>(name: keyof TriggerProps, then: (e: E) => void) =>
      (e: E) => {
        (own[name] as ((e: E) => void) | undefined)?.(e);
        then(e);
      };
    element = cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'data-state': open ? 'open' : 'closed',
      onPointerEnter: chain('onPointerEnter', warm),
      onPointerDown: chain('onPointerDown', warm),
      onFocus: chain('onFocus', warm),
      onClick: chain('onClick', (e: MouseEvent) => e.defaultPrevented || setOpen(!open)),
    });
  }
  return { trigger: element, open, setOpen };
}

type Controlled = { open?: boolean; onOpenChange?: (open: boolean) => void };

/**
 * A dialog whose part (`load`, the Radix dialog, always controlled) loads on demand: closed, the
 * component renders its trigger only (useLazyTrigger); open, the part inside its own Suspense boundary.
 * `preload` fetches the part ahead. Dialog and ConfirmDialog are two of these.
 */
export function lazyDialog<P extends Controlled>(load: () => Promise<ComponentType<P>>) {
  const part = lazyPart(load);
  function LazyDialog(props: P & { trigger?: ReactElement }) {
    const { trigger: triggerElement, ...rest } = props;
    const { trigger, open, setOpen } = useLazyTrigger(triggerElement, part.preload, props);
    return (
      <>
        {trigger}
        {open && <Suspense fallback={null}>{createElement(part.Lazy, { ...(rest as unknown as P), open: true, onOpenChange: setOpen })}</Suspense>}
      </>
    );
  }
  return { Component: LazyDialog, preload: part.preload };
}
