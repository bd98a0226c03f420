import 'fake-indexeddb/auto';
import type { PortalError, PortalRequest } from 'shared-kernel';
import type { PreOrder } from 'shared-kernel/contract';
import { preOrderDetail as preOrder } from '../../../test/fixtures';
import { OfflineStore, type NewChange } from './store';
import { compareHeader, resolveConflict, settleFailed, syncOutbox, type SyncEnv } from './sync';

let n = 0;
const error = (status: number, body: Partial<PortalError> = {}): { error: PortalError } => ({
  error: { status, statusText: '', message: null, fieldErrors: {}, generalErrors: [], toastErrors: [], errorDescription: null, ...body },
});

const line = (targetId: number, Amount: number, preOrderId = 5): NewChange => ({
  id: `k-${targetId}`,
  userId: 'u1',
  preOrderId,
  kind: 'variant',
  marketing: false,
  targetId,
  label: { preOrder: '', target: '' },
  value: { Amount },
});
const header = (value: Partial<PreOrder>, baseValues: Partial<PreOrder>, baseRowVersion = 3): NewChange => ({
  id: 'k-h',
  userId: 'u1',
  preOrderId: 5,
  kind: 'header',
  marketing: false,
  targetId: 5,
  label: { preOrder: '', target: '' },
  value,
  baseValues,
  baseRowVersion,
  headerKind: 'sales',
});

/** a server that answers by a function of the request */
function env(store: OfflineStore, answer: (req: PortalRequest) => { data: unknown } | { error: PortalError }) {
  const sent: PortalRequest[] = [];
  const settled: number[] = [];
  let k = 0;
  const e: SyncEnv = {
    store,
    userId: 'u1',
    send: async (req) => {
      sent.push(req);
      return answer(req);
    },
    newKey: () => `new-${++k}`,
    settled: async (id) => void settled.push(id),
  };
  return { e, sent, settled };
}

const fields = { Address: 11, OrderReference: 'REF', PreOrderDiscount: 0, CustomerComment: null, EarlyShipmentAllowed: false, InternalCustomerReference: '', ForecastsAndHistoryVisible: false, InternalComment: null };

describe('the sync of the outbox', () => {
  it('replays in order with the idempotency key, and completes', async () => {
    const store = new OfflineStore(`sync-${++n}`);
    await store.record(line(101, 3));
    await store.record(line(102, 4));
    await store.record(line(901, 1, 9));
    const { e, sent, settled } = env(store, () => ({ data: {} }));
    expect(await syncOutbox(e)).toEqual({ completed: 3, failed: 0, conflicts: 0, interrupted: false });
    expect(sent.map((r) => [r.method, r.url, JSON.stringify(r.body), r.headers?.['Idempotency-Key']])).toEqual([
      ['PUT', 'PreOrder/5/productvariant/101', '{"Id":101,"Amount":3}', 'k-101'],
      ['PUT', 'PreOrder/5/productvariant/102', '{"Id":102,"Amount":4}', 'k-102'],
      ['PUT', 'PreOrder/9/productvariant/901', '{"Id":901,"Amount":1}', 'k-901'],
    ]);
    expect((await store.changes('u1')).map((c) => [c.status, c.attempts])).toEqual([
      ['completed', 1],
      ['completed', 1],
      ['completed', 1],
    ]);
    expect(settled.sort()).toEqual([5, 9]);
  });

  it('moves a refused change to failed with the server message, and goes on', async () => {
    const store = new OfflineStore(`sync-${++n}`);
    await store.record(line(101, 3));
    await store.record(line(102, 4));
    const { e } = env(store, (req) => (req.url.endsWith('/101') ? error(400, { message: 'The pre-order is closed.' }) : { data: {} }));
    expect(await syncOutbox(e)).toMatchObject({ completed: 1, failed: 1 });
    const [a, b] = await store.changes('u1');
    expect(a).toMatchObject({ status: 'failed', message: 'The pre-order is closed.' });
    expect(b.status).toBe('completed');
    // retry puts it back in the queue, dismiss sets it aside (on the user's word)
    expect((await settleFailed(store, a.seq!, 'retry'))!.status).toBe('awaiting');
    await store.updateChange(a.seq!, { status: 'failed' });
    expect((await settleFailed(store, a.seq!, 'dismiss'))!).toMatchObject({ status: 'discarded', resolution: 'dismissed' });
  });

  it('stops at a change without answer (offline again) or a server error; it waits, counted as sent once', async () => {
    for (const status of [0, 503]) {
      const store = new OfflineStore(`sync-${++n}`);
      await store.record(line(101, 3));
      await store.record(line(102, 4));
      const { e, sent, settled } = env(store, () => error(status));
      expect(await syncOutbox(e)).toMatchObject({ completed: 0, interrupted: true });
      expect(sent).toHaveLength(1);
      expect((await store.changes('u1')).map((c) => [c.status, c.attempts])).toEqual([
        ['awaiting', 1],
        ['awaiting', 0],
      ]);
      expect(settled).toEqual([]);
      // a newer value of the first target queues behind it (the first may have been applied)
      await store.record({ ...line(101, 5), id: 'k-101b' });
      expect((await store.openChanges('u1', 5)).map((c) => c.id)).toEqual(['k-101', 'k-102', 'k-101b']);
    }
  });

  it('a header 409 on other fields than mine: rebased on the server version and sent again', async () => {
    const store = new OfflineStore(`sync-${++n}`);
    await store.record(header({ ...fields, OrderReference: 'MINE' }, fields));
    const server = preOrder({ Id: 5, ...fields, InternalComment: 'theirs', RowVersion: 4 });
    const { e, sent } = env(store, (req) => (req.method === 'GET' ? { data: server } : (req.body as { RowVersion: number }).RowVersion === 3 ? error(409) : { data: server }));
    expect(await syncOutbox(e)).toMatchObject({ completed: 1, conflicts: 0 });
    expect(sent.map((r) => r.method)).toEqual(['PUT', 'GET', 'PUT']);
    expect(sent[2].body).toMatchObject({ OrderReference: 'MINE', InternalComment: 'theirs', RowVersion: 4 });
    expect(sent[2].headers?.['Idempotency-Key']).toBe('new-1');
  });

  it('a header 409 on the same field: a conflict with both values, resolved by keeping mine or theirs', async () => {
    const store = new OfflineStore(`sync-${++n}`);
    await store.record(header({ ...fields, OrderReference: 'MINE' }, fields));
    let server = preOrder({ Id: 5, ...fields, OrderReference: 'THEIRS', RowVersion: 4 });
    const { e, sent } = env(store, (req) => (req.method === 'GET' ? { data: server } : (req.body as { RowVersion: number }).RowVersion !== server.RowVersion ? error(409, { message: 'changed' }) : { data: server }));
    expect(await syncOutbox(e)).toMatchObject({ completed: 0, conflicts: 1 });
    const [c] = await store.changes('u1');
    expect(c).toMatchObject({ status: 'conflict', conflictFields: ['OrderReference'], theirs: { OrderReference: 'THEIRS' }, theirsRowVersion: 4, value: { OrderReference: 'MINE' } });

    await resolveConflict(store, c.seq!, 'mine', () => 'resolved-key');
    expect(await syncOutbox(e)).toMatchObject({ completed: 1 });
    expect(sent[sent.length - 1]).toMatchObject({ body: { OrderReference: 'MINE', RowVersion: 4 }, headers: { 'Idempotency-Key': 'resolved-key' } });
    expect((await store.changes('u1'))[0]).toMatchObject({ status: 'completed', resolution: 'mine' });

    // the other way round
    const store2 = new OfflineStore(`sync-${++n}`);
    await store2.record(header({ ...fields, OrderReference: 'MINE' }, fields));
    server = preOrder({ Id: 5, ...fields, OrderReference: 'THEIRS', RowVersion: 4 });
    await syncOutbox(env(store2, (req) => (req.method === 'GET' ? { data: server } : error(409))).e);
    const [c2] = await store2.changes('u1');
    expect((await resolveConflict(store2, c2.seq!, 'theirs', () => 'unused'))!).toMatchObject({ status: 'discarded', resolution: 'theirs' });
  });

  it('compares header fields with their base', () => {
    const change = { value: { OrderReference: 'MINE', InternalComment: 'same' }, baseValues: { OrderReference: 'A', InternalComment: 'old' }, headerKind: 'sales' } as never;
    const theirs = preOrder({ OrderReference: 'A', InternalComment: 'same', PreOrderDiscount: 7 });
    expect(compareHeader(change, theirs)).toMatchObject({ conflicts: [], rebased: { OrderReference: 'MINE', InternalComment: 'same', PreOrderDiscount: 7 } });
  });
});
