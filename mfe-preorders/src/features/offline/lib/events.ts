/**
 * "The offline data changed": heard by the sync badge, the sync center and the offline buttons in this
 * tab (listeners) and in the portal's other tabs (a BroadcastChannel), so a change made in one tab shows
 * in all. Tiny on purpose: the header badge imports it before the IndexedDB code loads.
 */
export const OFFLINE_CHANNEL = 'portal-offline';

export type OfflineEvent = { type: 'changed' } | { type: 'synced'; preOrderId: number };

const listeners = new Set<(e: OfflineEvent) => void>();
let channel: BroadcastChannel | null | undefined;

function theChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OFFLINE_CHANNEL);
    channel?.addEventListener('message', (m: MessageEvent<OfflineEvent>) => listeners.forEach((l) => l(m.data)));
  }
  return channel;
}

export function emitOffline(event: OfflineEvent): void {
  listeners.forEach((l) => l(event));
  theChannel()?.postMessage(event);
}

export function onOffline(listener: (e: OfflineEvent) => void): () => void {
  theChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
