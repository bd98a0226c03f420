import { useEffect, useSyncExternalStore } from 'react';
import type { DownloadProgress } from './lib/download';
import { onOffline } from './lib/events';
import { offlineInUse } from './lib/presence';
import type { OfflinePreOrder, OutboxChange } from './lib/model';

/**
 * What the offline screens and buttons show (trade-show mode, issue 19), shared by all of them: the
 * signed-in user's offline pre-orders, their outbox, and the downloads under way. Read through the
 * offline code (runtime.ts), which loads on first use, and read again whenever the offline data
 * changes (in this tab or another).
 */
export const loadRuntime = () => import(/* webpackChunkName: "offline" */ './runtime');

export interface OfflineSnapshot {
  /** read at least once */
  ready: boolean;
  /** IndexedDB could not be opened (private mode, blocked): offline use is unavailable */
  unavailable: boolean;
  copies: OfflinePreOrder[];
  changes: OutboxChange[];
  downloads: Readonly<Record<number, DownloadProgress>>;
}

let snapshot: OfflineSnapshot = { ready: false, unavailable: false, copies: [], changes: [], downloads: {} };
const listeners = new Set<() => void>();
let started = false;
let reading: Promise<void> | null = null;
let again = false;

function set(patch: Partial<OfflineSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  listeners.forEach((l) => l());
}

/** reads the copies and the outbox again (one read at a time; a change during a read reads once more) */
export function refreshOffline(): Promise<void> {
  if (reading) {
    again = true;
    return reading;
  }
  // a browser without offline data has nothing to list: the offline code (issue 20: 8 KB gzip) loads only
  // once it has some, or for the first download
  reading = offlineInUse()
    .then(async (inUse) => {
      if (!inUse) return set({ ready: true, unavailable: false, copies: [], changes: [] });
      const rt = await loadRuntime();
      const [copies, changes] = await Promise.all([rt.offlinePreOrders(), rt.outbox()]);
      set({ ready: true, unavailable: false, copies, changes });
    })
    .catch(() => set({ ready: true, unavailable: true }))
    .finally(() => {
      reading = null;
      if (again) {
        again = false;
        void refreshOffline();
      }
    });
  return reading;
}

function start(): void {
  if (started) return;
  started = true;
  onOffline(() => void refreshOffline());
  void refreshOffline();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useOfflineSnapshot(): OfflineSnapshot {
  useEffect(start, []);
  return useSyncExternalStore(subscribe, () => snapshot);
}

/** downloads (or refreshes) a pre-order for offline use, with its progress in the snapshot */
export async function download(preOrderId: number): Promise<void> {
  if (snapshot.downloads[preOrderId]) return;
  set({ downloads: { ...snapshot.downloads, [preOrderId]: { done: 0, total: 1, phase: 'data' } } });
  try {
    const rt = await loadRuntime();
    await rt.makeAvailableOffline(preOrderId, (p) => set({ downloads: { ...snapshot.downloads, [preOrderId]: p } }));
  } finally {
    const { [preOrderId]: _done, ...rest } = snapshot.downloads;
    set({ downloads: rest });
    await refreshOffline();
  }
}

export async function remove(preOrderId: number): Promise<void> {
  await (await loadRuntime()).removeOffline(preOrderId);
  await refreshOffline();
}

/** changes still to be sent */
export const waiting = (changes: readonly OutboxChange[]) => changes.filter((c) => c.status === 'awaiting' || c.status === 'sending');
