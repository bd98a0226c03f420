/**
 * Registers the portal's service worker (/sw.js, src/sw/sw.ts) once the page has loaded, so its
 * precaching never competes with the first paint, and asks it at every online start (and when the
 * network returns) to cache the remote versions remotes.json names. Production builds only: the dev
 * server's hot reload and a worker's caches do not mix, so a dev start removes a worker left from a
 * production run on the same address.
 */
export const REFRESH_MESSAGE = 'portal:refresh-remotes';

export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (process.env.NODE_ENV !== 'production') {
    void sw.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
    return;
  }
  const start = () =>
    sw
      .register('/sw.js', { scope: '/' })
      .then(() => sw.ready)
      .then((registration) => {
        const refresh = () => navigator.onLine && registration.active?.postMessage({ type: REFRESH_MESSAGE });
        refresh();
        window.addEventListener('online', refresh);
      })
      .catch((e: unknown) => console.warn('Service worker not registered', e));
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', () => setTimeout(start, 0), { once: true });
}
