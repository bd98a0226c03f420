import { onOffline } from './events';

/** the name of trade-show mode's IndexedDB (store.ts's OFFLINE_DB, kept apart so that this check does not load the store) */
export const OFFLINE_DB_NAME = 'portal-offline';

/**
 * Whether this browser may hold offline data (a copy or an outbox): its IndexedDB exists. It is created by
 * the offline code's first use, so a browser without it has nothing to count, read or send. Where the
 * browser cannot list its databases, it may.
 */
export async function mayHoldOfflineData(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((d) => d.name === OFFLINE_DB_NAME);
  } catch {
    return true;
  }
}

let inUse = false;
let firstRead: Promise<void> | undefined;

/**
 * Whether the offline code is needed (issue 20: it stays out of the page until then): once the browser
 * holds offline data, or the offline data changed in this tab or another, for the rest of the page's life.
 * The browser's databases are listed once per page load (every API call of the pre-order page asks);
 * after that the answer follows the offline events, which reach every tab through the BroadcastChannel.
 * Offline data is only ever written with an event (store.ts), so no poll is needed.
 */
export async function offlineInUse(): Promise<boolean> {
  if (inUse) return true;
  if (!firstRead) {
    onOffline(() => (inUse = true));
    firstRead = mayHoldOfflineData().then((may) => {
      if (may) inUse = true;
    });
  }
  await firstRead;
  return inUse;
}
