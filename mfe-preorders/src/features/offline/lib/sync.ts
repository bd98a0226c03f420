import type { PortalError, PortalRequest } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { headerValuesOf } from './apply';
import { headerFieldsOf, type GroupValue, type HeaderField, type HeaderValues, type OutboxChange, type ProductValue, type VariantValue } from './model';
import type { OfflineStore } from './store';

type Result = { data: unknown } | { error: PortalError };

export interface SyncEnv {
  store: OfflineStore;
  userId: string;
  /** one API call (shared-kernel's portalFetch: token, locale, 401 handling) */
  send: (req: PortalRequest) => Promise<Result>;
  /** a new Idempotency-Key (a rebased header write is another request) */
  newKey: () => string;
  /** after a pre-order's changes were dealt with: refresh its copy and reload what the page shows */
  settled: (preOrderId: number) => Promise<void>;
  now?: () => Date;
}

export interface SyncResult {
  completed: number;
  failed: number;
  conflicts: number;
  /** stopped at a change that got no answer (or a server error): the rest waits for the next sync */
  interrupted: boolean;
}

/** how often a header write is rebased on a newer version of fields it does not change */
const MAX_REBASES = 3;

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** the request that sends a change (absolute values; header writes with the RowVersion they are based on) */
export function requestOf(change: OutboxChange, rowVersion = change.baseRowVersion, value = change.value): PortalRequest {
  const base = `PreOrder/${change.preOrderId}`;
  const headers = { 'Idempotency-Key': change.id };
  switch (change.kind) {
    case 'variant':
      return { url: `${base}/${change.marketing ? 'marketingproductvariant' : 'productvariant'}/${change.targetId}`, method: 'PUT', body: { Id: change.targetId, Amount: (value as VariantValue).Amount }, headers };
    case 'product': {
      const v = value as ProductValue;
      return { url: `${base}/${change.marketing ? 'marketingproduct' : 'product'}/${change.targetId}`, method: 'PUT', body: { Id: change.targetId, PreOrderDiscount: v.PreOrderDiscount, DeliveryDate: v.DeliveryDate }, headers };
    }
    case 'group':
      return { url: `${base}/${change.marketing ? 'marketingproductgroup' : 'productgroup'}/${change.targetId}`, method: 'PUT', body: { Id: change.targetId, PreOrderDiscount: (value as GroupValue).PreOrderDiscount }, headers };
    case 'header':
      return { url: `${base}/${change.headerKind ?? 'sales'}`, method: 'PUT', body: { Id: change.preOrderId, ...(value as HeaderValues), ...(rowVersion === undefined ? {} : { RowVersion: rowVersion }) }, headers };
  }
}

/** the server's words for a refusal: its message, else the first field error */
export function refusalOf(error: PortalError): string {
  return error.toastErrors[0] ?? Object.values(error.fieldErrors)[0] ?? error.generalErrors[0] ?? error.message ?? error.statusText;
}

/**
 * A header write refused with 409 (another user saved first), compared field by field with what the
 * change was based on: a field only I changed takes my value, a field only they changed keeps theirs, a
 * field we both changed to different values is a conflict. A field without a known base counts as
 * changed on both sides.
 */
export function compareHeader(change: OutboxChange, theirs: PreOrder): { rebased: HeaderValues; conflicts: HeaderField[] } {
  const fields = headerFieldsOf(change.headerKind ?? 'sales');
  const mine = change.value as HeaderValues;
  const base = change.baseValues ?? {};
  const changed = (values: HeaderValues, f: HeaderField) => !(f in base) || !same(values[f], base[f]);
  const theirValues = headerValuesOf(theirs, fields);
  const mineChanged = fields.filter((f) => f in mine && changed(mine, f));
  const conflicts = mineChanged.filter((f) => changed(theirValues, f) && !same(mine[f], theirValues[f]));
  const rebased: HeaderValues = { ...theirValues };
  for (const f of mineChanged) (rebased as Record<string, unknown>)[f] = mine[f];
  return { rebased, conflicts };
}

/**
 * Replays the user's outbox in order (trade-show mode, issue 19). Each change is marked as being sent
 * (and counted) before it is sent, so a change that got no answer never takes a newer value; amounts,
 * discounts and dates are absolute values and header writes carry an Idempotency-Key, so sending one
 * again after a lost answer is harmless. Answers: 2xx completed; no answer or a server error (5xx)
 * stops the replay (the change waits for the next one); a header 409 is compared with the server's
 * header (rebased and sent again when the edits do not touch the same fields, else a conflict that the
 * user resolves); any other refusal (closed, deadline expired, a limit) fails with the server's message.
 * Nothing is dropped: every change ends completed, failed, in conflict, or waiting.
 */
export async function syncOutbox(env: SyncEnv): Promise<SyncResult> {
  const now = () => (env.now?.() ?? new Date()).toISOString();
  const result: SyncResult = { completed: 0, failed: 0, conflicts: 0, interrupted: false };
  const touched = new Set<number>();
  // a change left "sending" by a page that closed mid-send: it may have been applied, and is sent again
  for (const c of await env.store.changes(env.userId, ['sending'])) await env.store.updateChange(c.seq!, { status: 'awaiting' });

  for (const queued of await env.store.changes(env.userId, ['awaiting'])) {
    const change = await env.store.updateChange(queued.seq!, { status: 'sending', attempts: queued.attempts + 1 });
    if (!change) continue;
    touched.add(change.preOrderId);
    let res = await env.send(requestOf(change));
    let current = change;
    for (let rebase = 0; change.kind === 'header' && 'error' in res && res.error.status === 409 && rebase < MAX_REBASES; rebase++) {
      const theirs = await env.send({ url: `PreOrder/${change.preOrderId}`, method: 'GET' });
      if ('error' in theirs) {
        res = theirs;
        break;
      }
      const server = theirs.data as PreOrder;
      const { rebased, conflicts } = compareHeader(current, server);
      if (conflicts.length > 0) {
        await env.store.updateChange(change.seq!, {
          status: 'conflict',
          theirs: headerValuesOf(server, headerFieldsOf(change.headerKind ?? 'sales')),
          theirsRowVersion: server.RowVersion,
          conflictFields: conflicts,
          message: refusalOf((res as { error: PortalError }).error),
          doneAt: now(),
        });
        result.conflicts++;
        res = { data: null };
        current = { ...current, status: 'conflict' };
        break;
      }
      current = { ...current, id: env.newKey(), value: rebased, baseRowVersion: server.RowVersion, baseValues: headerValuesOf(server, headerFieldsOf(change.headerKind ?? 'sales')) };
      await env.store.updateChange(change.seq!, { id: current.id, value: rebased, baseRowVersion: server.RowVersion, baseValues: current.baseValues });
      res = await env.send(requestOf(current));
    }
    if (current.status === 'conflict') continue;
    if ('data' in res) {
      await env.store.updateChange(change.seq!, { status: 'completed', doneAt: now(), message: undefined });
      result.completed++;
    } else if (res.error.status === 0 || res.error.status >= 500 || res.error.status === 401) {
      await env.store.updateChange(change.seq!, { status: 'awaiting' });
      result.interrupted = true;
      break;
    } else {
      await env.store.updateChange(change.seq!, { status: 'failed', message: refusalOf(res.error), doneAt: now() });
      result.failed++;
    }
  }

  for (const id of touched) {
    if ((await env.store.openChanges(env.userId, id)).length === 0) await env.settled(id).catch(() => undefined);
  }
  await env.store.prune(env.userId);
  return result;
}

/**
 * Resolves a header conflict. Keep mine: my changed fields on top of the server's current header, sent
 * with its version at the next sync (the change waits again, at its place). Keep theirs: the change is
 * dropped, on the user's word, and the copy is refreshed from the server.
 */
export async function resolveConflict(store: OfflineStore, seq: number, keep: 'mine' | 'theirs', newKey: () => string, now = new Date()): Promise<OutboxChange | undefined> {
  const c = await store.change(seq);
  if (!c || c.status !== 'conflict') return c;
  if (keep === 'theirs') return store.updateChange(seq, { status: 'discarded', resolution: 'theirs', doneAt: now.toISOString() });
  const fields = headerFieldsOf(c.headerKind ?? 'sales');
  const theirs = c.theirs ?? {};
  const mine = c.value as HeaderValues;
  const base = c.baseValues ?? {};
  const value: HeaderValues = { ...theirs };
  for (const f of fields) if (f in mine && (!(f in base) || !same(mine[f], base[f]))) (value as Record<string, unknown>)[f] = mine[f];
  return store.updateChange(seq, { status: 'awaiting', resolution: 'mine', id: newKey(), value, baseValues: theirs, baseRowVersion: c.theirsRowVersion, theirs: undefined, conflictFields: undefined, message: undefined });
}

/** a failed change: sent again at the next sync (retry), or set aside on the user's word (dismiss) */
export async function settleFailed(store: OfflineStore, seq: number, action: 'retry' | 'dismiss', now = new Date()): Promise<OutboxChange | undefined> {
  const c = await store.change(seq);
  if (!c || c.status !== 'failed') return c;
  return action === 'retry'
    ? store.updateChange(seq, { status: 'awaiting', message: undefined, doneAt: undefined })
    : store.updateChange(seq, { status: 'discarded', resolution: 'dismissed', doneAt: now.toISOString() });
}
