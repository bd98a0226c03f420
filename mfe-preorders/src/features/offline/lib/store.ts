import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { PreOrder, PreOrderProductGroup } from 'shared-kernel/contract';
import { applyToGroup, applyToHeader, groupHolds, headerValuesOf } from './apply';
import { emitOffline } from './events';
import { offlineKey, sameTarget, type ChangeStatus, type HeaderField, type HeaderValues, type OfflineGroup, type OfflinePreOrder, type OutboxChange } from './model';

/**
 * The IndexedDB of trade-show mode (through `idb`): pre-orders made available offline (`preorders`, one
 * record per user and pre-order), their product groups (`groups`, one record each, so an edit rewrites one
 * group), and the durable outbox of changes (`outbox`, in the order they were made). A change and its
 * effect on the local copy are written in one transaction: a change is never applied without being
 * queued, nor queued without being applied.
 */

export const OFFLINE_DB = 'portal-offline';
const VERSION = 1;

interface OfflineDb extends DBSchema {
  preorders: { key: string; value: OfflinePreOrder; indexes: { byUser: string } };
  groups: { key: [string, number, number]; value: OfflineGroup; indexes: { byPreOrder: [string, number] } };
  outbox: { key: number; value: OutboxChange; indexes: { byUser: string; byPreOrder: [string, number] } };
}

/** what the sync center keeps of completed and resolved changes */
export const KEEP_DONE_MS = 7 * 24 * 60 * 60 * 1000;

export type NewChange = Omit<OutboxChange, 'seq' | 'createdAt' | 'updatedAt' | 'attempts' | 'status'>;

/** "Brand · Collection · Customer": how the sync center names a pre-order */
export const preOrderLabel = (p: Pick<PreOrder, 'Brand' | 'Collection' | 'Customer'>) => `${p.Brand.Name} · ${p.Collection.Name} · ${p.Customer}`;

/** the group, colour and size a line change is about */
function targetLabel(group: PreOrderProductGroup, change: Pick<OutboxChange, 'kind' | 'targetId'>): string {
  if (change.kind === 'group') return group.Name;
  for (const p of group.Products) {
    if (change.kind === 'product' && p.Id === change.targetId) return `${group.Name} · ${p.Color}`;
    const v = p.Variants.find((x) => x.Id === change.targetId);
    if (change.kind === 'variant' && v) return `${group.Name} · ${p.Color} · ${v.Dim1 !== null && v.Dim2 !== null ? `${v.Dim1}/${v.Dim2}` : v.Size}`;
  }
  return group.Name;
}

const OPEN: readonly ChangeStatus[] = ['awaiting', 'sending'];

export class OfflineStore {
  private db: Promise<IDBPDatabase<OfflineDb>> | null = null;

  constructor(
    private readonly name = OFFLINE_DB,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private open(): Promise<IDBPDatabase<OfflineDb>> {
    this.db ??= openDB<OfflineDb>(this.name, VERSION, {
      upgrade(db) {
        db.createObjectStore('preorders', { keyPath: 'key' }).createIndex('byUser', 'userId');
        db.createObjectStore('groups', { keyPath: ['key', 'marketing', 'id'] }).createIndex('byPreOrder', ['key', 'marketing']);
        const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('byUser', 'userId');
        outbox.createIndex('byPreOrder', ['userId', 'preOrderId']);
      },
      // another tab opens a newer version: let it
      blocking: () => {
        void this.db?.then((d) => d.close());
        this.db = null;
      },
    });
    return this.db;
  }

  async close(): Promise<void> {
    const db = this.db;
    this.db = null;
    if (db) (await db).close();
  }

  // ---- pre-orders made available offline ----

  async preOrders(userId: string): Promise<OfflinePreOrder[]> {
    return (await (await this.open()).getAllFromIndex('preorders', 'byUser', userId)).sort((a, b) => b.refreshedAt.localeCompare(a.refreshedAt));
  }

  async preOrder(userId: string, id: number): Promise<OfflinePreOrder | undefined> {
    return (await this.open()).get('preorders', offlineKey(userId, id));
  }

  /** the product (or marketing) groups of a copy, in the server's order */
  async groups(userId: string, id: number, marketing: boolean): Promise<PreOrderProductGroup[]> {
    const rows = await (await this.open()).getAllFromIndex('groups', 'byPreOrder', [offlineKey(userId, id), marketing ? 1 : 0]);
    return rows.sort((a, b) => a.sort - b.sort).map((r) => r.group);
  }

  /** stores a downloaded copy in place of the previous one (one transaction) */
  async save(copy: OfflinePreOrder, products: PreOrderProductGroup[], marketing: PreOrderProductGroup[]): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['preorders', 'groups'], 'readwrite');
    const groups = tx.objectStore('groups');
    for (const m of [0, 1] as const) {
      for (const k of await groups.index('byPreOrder').getAllKeys([copy.key, m])) await groups.delete(k);
    }
    const put = (list: PreOrderProductGroup[], m: 0 | 1) => list.map((group, sort) => groups.put({ key: copy.key, marketing: m, id: group.Id, sort, group }));
    await Promise.all([...put(products, 0), ...put(marketing, 1), tx.objectStore('preorders').put(copy)]);
    await tx.done;
    emitOffline({ type: 'changed' });
  }

  /** removes a copy (its outbox changes stay: they are still sent) */
  async remove(userId: string, id: number): Promise<OfflinePreOrder | undefined> {
    const db = await this.open();
    const key = offlineKey(userId, id);
    const tx = db.transaction(['preorders', 'groups'], 'readwrite');
    const copy = await tx.objectStore('preorders').get(key);
    const groups = tx.objectStore('groups');
    for (const m of [0, 1] as const) for (const k of await groups.index('byPreOrder').getAllKeys([key, m])) await groups.delete(k);
    await tx.objectStore('preorders').delete(key);
    await tx.done;
    emitOffline({ type: 'changed' });
    return copy;
  }

  /** replaces the header of a copy with the server's (read while nothing of it waits in the outbox) */
  async putHeader(userId: string, header: PreOrder): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('preorders', 'readwrite');
    const copy = await tx.store.get(offlineKey(userId, header.Id));
    if (copy) await tx.store.put({ ...copy, header });
    await tx.done;
  }

  /** applies an edit the server saved (online) to the groups of a copy that hold its target */
  async applySaved(userId: string, id: number, marketing: boolean, apply: (g: PreOrderProductGroup) => PreOrderProductGroup, target: Pick<OutboxChange, 'kind' | 'targetId'>): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('groups', 'readwrite');
    for (const row of await tx.store.index('byPreOrder').getAll([offlineKey(userId, id), marketing ? 1 : 0])) {
      if (groupHolds(row.group, target)) await tx.store.put({ ...row, group: apply(row.group) });
    }
    await tx.done;
  }

  // ---- the outbox ----

  /**
   * Queues a change and applies it to the local copy, if there is one, in one transaction. A change of
   * the same target that waits and was never sent takes the new value (keeping its place, its base
   * version and values); otherwise the change is added at the end. Answers the change and the local
   * header after it.
   */
  async record(input: NewChange): Promise<{ change: OutboxChange; header: PreOrder | null }> {
    const db = await this.open();
    const now = this.now().toISOString();
    const tx = db.transaction(['outbox', 'preorders', 'groups'], 'readwrite');
    const key = offlineKey(input.userId, input.preOrderId);
    const copy = await tx.objectStore('preorders').get(key);
    const outbox = tx.objectStore('outbox');
    const mine = await outbox.index('byPreOrder').getAll([input.userId, input.preOrderId]);
    const earlier = mine.reverse().find((c) => c.status === 'awaiting' && c.attempts === 0 && sameTarget(c, input));
    let change: OutboxChange;
    if (earlier) {
      const value = input.kind === 'header' ? { ...(earlier.value as HeaderValues), ...(input.value as HeaderValues) } : input.value;
      change = { ...earlier, id: input.id, value, label: input.label, updatedAt: now };
      // fields edited for the first time: based on what the copy showed before (earlier fields keep their base)
      if (input.kind === 'header' && copy) change.baseValues = { ...headerValuesOf(copy.header, Object.keys(input.value) as HeaderField[]), ...earlier.baseValues };
    } else {
      change = { ...input, createdAt: now, updatedAt: now, attempts: 0, status: 'awaiting' };
      // a header edit is based on the values the page showed: those of the local copy before it
      if (input.kind === 'header' && copy) change.baseValues = headerValuesOf(copy.header, Object.keys(input.value) as HeaderField[]);
    }
    const seq = await outbox.put(change);
    change = { ...change, seq };

    let header: PreOrder | null = copy?.header ?? null;
    if (copy && input.kind === 'header') {
      header = applyToHeader(copy.header, input.value as HeaderValues);
      await tx.objectStore('preorders').put({ ...copy, header });
    } else if (copy) {
      const groups = tx.objectStore('groups');
      for (const row of await groups.index('byPreOrder').getAll([key, input.marketing ? 1 : 0])) {
        if (!groupHolds(row.group, input)) continue;
        await groups.put({ ...row, group: applyToGroup(row.group, input) });
        change.label = { preOrder: preOrderLabel(copy.header), target: targetLabel(row.group, input) };
      }
    }
    if (copy && input.kind === 'header') change.label = { preOrder: preOrderLabel(copy.header), target: '' };
    if (copy) await outbox.put(change);
    await tx.done;
    emitOffline({ type: 'changed' });
    return { change, header };
  }

  /** the user's changes in outbox order, optionally of some statuses */
  async changes(userId: string, statuses?: readonly ChangeStatus[]): Promise<OutboxChange[]> {
    const all = await (await this.open()).getAllFromIndex('outbox', 'byUser', userId);
    return (statuses ? all.filter((c) => statuses.includes(c.status)) : all).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  }

  /** the user's changes of a pre-order still to be sent */
  async openChanges(userId: string, preOrderId: number): Promise<OutboxChange[]> {
    const all = await (await this.open()).getAllFromIndex('outbox', 'byPreOrder', [userId, preOrderId]);
    return all.filter((c) => OPEN.includes(c.status)).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
  }

  async change(seq: number): Promise<OutboxChange | undefined> {
    return (await this.open()).get('outbox', seq);
  }

  async updateChange(seq: number, patch: Partial<OutboxChange>): Promise<OutboxChange | undefined> {
    const db = await this.open();
    const tx = db.transaction('outbox', 'readwrite');
    const c = await tx.store.get(seq);
    const next = c ? { ...c, ...patch, seq } : undefined;
    if (next) await tx.store.put(next);
    await tx.done;
    emitOffline({ type: 'changed' });
    return next;
  }

  /** drops completed and resolved changes older than KEEP_DONE_MS (failed ones and conflicts stay until dealt with) */
  async prune(userId: string): Promise<number> {
    const db = await this.open();
    const before = new Date(this.now().getTime() - KEEP_DONE_MS).toISOString();
    const tx = db.transaction('outbox', 'readwrite');
    let n = 0;
    for (const c of await tx.store.index('byUser').getAll(userId)) {
      if ((c.status === 'completed' || c.status === 'discarded') && (c.doneAt ?? c.updatedAt) < before) {
        await tx.store.delete(c.seq!);
        n++;
      }
    }
    await tx.done;
    return n;
  }

  /** which pre-orders the user has offline, and which have changes still to be sent */
  async hints(userId: string): Promise<{ downloaded: Set<number>; pending: Set<number> }> {
    const db = await this.open();
    const [copies, changes] = await Promise.all([db.getAllKeysFromIndex('preorders', 'byUser', userId), db.getAllFromIndex('outbox', 'byUser', userId)]);
    return {
      downloaded: new Set(copies.map((k) => Number(String(k).slice(userId.length + 1)))),
      pending: new Set(changes.filter((c) => OPEN.includes(c.status)).map((c) => c.preOrderId)),
    };
  }
}
