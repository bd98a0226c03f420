import { Component, Suspense, useEffect, useState, type ReactNode } from 'react';
import { on, type ToastRequest } from '../../bus/bus';
import { preloadable } from '../../lazy/preloadable';

/** Spec section 9 toast durations in ms (pass one to `toast(kind, text, duration)`). */
export const TOAST_DURATION = {
  /** 2 s: backorder list failure, address added */
  short: 2000,
  /** 3 s */
  normal: 3000,
  /** 4 s: impersonation, basket and order errors, duplicates */
  long: 4000,
  /** 5 s: e-mail sent, user reset, autosave failure, file too large */
  longer: 5000,
  /** 10 s: address deleted */
  addressDelete: 10000,
} as const;

export interface Shown extends ToastRequest {
  id: number;
  open: boolean;
}

let nextId = 0;

// Radix Toast and its primitives are about 12 KB gzip: not on /login's first load (shared-kernel is
// fetched whole, see lazyPart). The bus toasts are collected here from the start, so none is lost
// while the part loads (a few ms after the first toast, or ahead once signed in).
const part = preloadable(() => import('./ToasterImpl').then((m) => m.ToasterImpl));
export const preloadToaster = part.preload;

/** A toaster part that failed to load (offline) shows nothing rather than take the page down; the next toast tries again. */
class PartBoundary extends Component<{ retryKey: number; children: ReactNode }, { failed: boolean; key: number }> {
  override state = { failed: false, key: this.props.retryKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { retryKey: number }, state: { failed: boolean; key: number }) {
    return props.retryKey === state.key ? null : { failed: false, key: props.retryKey };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Shows the bus's `toast` events (rendered once, by the shell): see ToasterImpl. Closed toasts stay
 * (open false) so Radix can play their exit; the next toast prunes them.
 */
export function Toaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  useEffect(() => on('toast', (t) => setToasts((all) => [...all.filter((x) => x.open), { ...t, id: ++nextId, open: true }])), []);
  const close = (id: number) => setToasts((all) => all.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!toasts.length) return null;
  return (
    <PartBoundary retryKey={toasts[toasts.length - 1].id}>
      <Suspense fallback={null}>
        <part.Component toasts={toasts} onClose={close} />
      </Suspense>
    </PartBoundary>
  );
}
