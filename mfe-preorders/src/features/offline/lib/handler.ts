import type { PortalError, PortalRequest } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { applyToGroup, applyToHeader, lineAnswer } from './apply';
import type { HeaderValues, OutboxChange } from './model';
import { headerFieldsOf } from './model';
import { readLocal } from './local';
import type { OfflineRoute } from './routes';
import type { OfflineStore } from './store';

export type QueryResult = { data: unknown } | { error: PortalError };

export interface Hints {
  /** pre-orders the user has offline */
  downloaded: Set<number>;
  /** pre-orders with changes still to be sent */
  pending: Set<number>;
}

export interface HandlerEnv {
  store: OfflineStore;
  userId: string;
  hints: Hints;
  online: () => boolean;
  /** a new Idempotency-Key */
  newKey: () => string;
  /** the pre-order as the page has it cached (the answer of a header write of a pre-order without a local copy) */
  cachedHeader: (preOrderId: number) => PreOrder | undefined;
  /** something was queued while online: the sync should run */
  onQueued: () => void;
}

const isNetworkFailure = (r: QueryResult) => 'error' in r && r.error.status === 0;

/**
 * Where a call of the pre-order detail page goes (trade-show mode, issue 19):
 *
 * - Offline, a pre-order available offline is read from its local copy, and every edit of it goes to the
 *   outbox and into the copy (the page gets the answer the server would give). A pre-order not available
 *   offline goes to the network as before (and fails; the autosave retries its edits).
 * - Online, while a pre-order has changes waiting in the outbox, its reads come from the copy and its
 *   edits queue behind them (sent in order by the sync), so an edit never overtakes an older one.
 * - Online otherwise, calls go to the server; the copy follows the user's own saved edits and the header
 *   the server answers. An edit of a pre-order available offline that gets no answer goes to the outbox.
 */
export async function handleOfflineRoute(env: HandlerEnv, route: OfflineRoute, req: PortalRequest, network: () => Promise<QueryResult>): Promise<QueryResult> {
  const preOrderId = 'preOrderId' in route ? route.preOrderId : null;
  const downloaded = preOrderId === null ? env.hints.downloaded.size > 0 : env.hints.downloaded.has(preOrderId);
  const pending = preOrderId !== null && env.hints.pending.has(preOrderId);
  if (!downloaded && !pending) return network();

  if (route.op === 'read' || route.op === 'list' || route.op === 'addresses') {
    if (env.online() && !pending) {
      const res = await network();
      if (!isNetworkFailure(res)) {
        if (route.op === 'read' && route.what === 'header' && 'data' in res) await env.store.putHeader(env.userId, res.data as PreOrder).catch(() => undefined);
        return res;
      }
    }
    return (await readLocal(env.store, env.userId, route)) ?? network();
  }

  const body = (req.body ?? {}) as Record<string, unknown>;
  const queue = async (): Promise<QueryResult> => {
    // at once, not when the store's change event comes round: the next edit must queue behind this one
    env.hints.pending.add(route.preOrderId);
    if (route.op === 'header') {
      const fields = headerFieldsOf(route.headerKind);
      const value: HeaderValues = {};
      for (const f of fields) if (f in body) (value as Record<string, unknown>)[f] = body[f];
      const { header } = await env.store.record({
        id: env.newKey(),
        userId: env.userId,
        preOrderId: route.preOrderId,
        kind: 'header',
        marketing: false,
        targetId: route.preOrderId,
        label: { preOrder: `#${route.preOrderId}`, target: '' },
        value,
        headerKind: route.headerKind,
        baseRowVersion: typeof body.RowVersion === 'number' ? body.RowVersion : undefined,
      });
      const known = header ?? env.cachedHeader(route.preOrderId);
      return known ? { data: header ?? applyToHeader(known, value) } : { data: { Id: route.preOrderId, ...value } };
    }
    const value =
      route.kind === 'variant'
        ? { Amount: Number(body.Amount) }
        : route.kind === 'product'
          ? { PreOrderDiscount: Number(body.PreOrderDiscount), DeliveryDate: typeof body.DeliveryDate === 'string' ? body.DeliveryDate : null }
          : { PreOrderDiscount: Number(body.PreOrderDiscount) };
    const { change } = await env.store.record({
      id: env.newKey(),
      userId: env.userId,
      preOrderId: route.preOrderId,
      kind: route.kind,
      marketing: route.marketing,
      targetId: route.targetId,
      label: { preOrder: `#${route.preOrderId}`, target: `#${route.targetId}` },
      value,
    });
    return { data: lineAnswer(change) };
  };

  if (!env.online() || pending) {
    const res = await queue();
    if (env.online()) env.onQueued();
    return res;
  }
  const res = await network();
  if (isNetworkFailure(res) && downloaded) {
    const queued = await queue();
    env.onQueued();
    return queued;
  }
  if ('data' in res && downloaded) await followSavedEdit(env, route, res.data).catch(() => undefined);
  return res;
}

/** the copy follows an edit the server saved (online): the header it answered, or the line value */
async function followSavedEdit(env: HandlerEnv, route: OfflineRoute, data: unknown): Promise<void> {
  if (route.op === 'header') {
    await env.store.putHeader(env.userId, data as PreOrder);
    return;
  }
  if (route.op !== 'line') return;
  const answer = data as Record<string, unknown>;
  const change: Pick<OutboxChange, 'kind' | 'targetId' | 'value'> = {
    kind: route.kind,
    targetId: route.targetId,
    value: route.kind === 'variant' ? { Amount: Number(answer.Amount) } : route.kind === 'product' ? { PreOrderDiscount: Number(answer.PreOrderDiscount), DeliveryDate: (answer.DeliveryDate as string | null) ?? null } : { PreOrderDiscount: Number(answer.PreOrderDiscount) },
  };
  await env.store.applySaved(env.userId, route.preOrderId, route.marketing, (g) => applyToGroup(g, change), change);
}
