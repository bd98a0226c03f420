import type { Locale } from '../locale/locale';

/**
 * The portal's event bus: window CustomEvents, so it works across bundle copies and mixed remote
 * versions (ARCHITECTURE section 3). The shell owns it; remotes emit and listen.
 */
export interface PortalEvents {
  'basket.changed': { count?: number };
  'auth.changed': { signedIn: boolean };
  'impersonation.changed': { impersonated: boolean };
  /** a remote asks the shell to impersonate a customer (salesman and admin customer search) */
  'impersonation.request': { customerKey: string };
  'locale.changed': { locale: Locale };
  'shopFilters.changed': { search: string };
  'stock.out': { productVariantId: number; message?: string };
  'stock.in': { productVariantId: number };
  /** a toast to show; the shell's toaster renders it */
  toast: ToastRequest;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastRequest {
  kind: ToastKind;
  text: string;
  /** ms; spec section 9 durations: 2000, 3000, 4000, 5000 (address delete 10000) */
  duration: number;
}

export type PortalEventName = keyof PortalEvents;
const PREFIX = 'portal:';

export function emit<K extends PortalEventName>(name: K, detail: PortalEvents[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export function on<K extends PortalEventName>(name: K, handler: (detail: PortalEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (e: Event) => handler((e as CustomEvent<PortalEvents[K]>).detail);
  window.addEventListener(PREFIX + name, listener);
  return () => window.removeEventListener(PREFIX + name, listener);
}

export interface EventBus {
  emit: typeof emit;
  on: typeof on;
}
export const bus: EventBus = { emit, on };

/** Shows a toast through the bus. */
export function toast(kind: ToastKind, text: string, duration = 4000): void {
  emit('toast', { kind, text, duration });
}
