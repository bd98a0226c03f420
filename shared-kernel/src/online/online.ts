import { useSyncExternalStore } from 'react';

/**
 * Online state of the browser (issue 19, trade-show mode): `navigator.onLine` with its `online` and
 * `offline` events. "Online" here means the device has a network; whether the API answers is what a
 * sync probes before it replays changes. The shell's offline banner and every action that needs the
 * server (send to salesman, close, reminders, checkout, downloads, the shop) read it.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** true while the browser has a network (re-renders on the `online` and `offline` events) */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
