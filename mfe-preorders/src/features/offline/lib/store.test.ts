import 'fake-indexeddb/auto';
import { OfflineStore } from './store';
import { testCopy } from '../test/fixtures';

let n = 0;
const fresh = (now = () => new Date('2030-01-02T00:00:00Z')) => new OfflineStore(`test-offline-${++n}`, now);
const variantChange = (targetId: number, Amount: number, id = `k-${targetId}-${Amount}`) => ({
  id,
  userId: 'u1',
  preOrderId: 5,
  kind: 'variant' as const,
  marketing: false,
  targetId,
  label: { preOrder: 'Alpha', target: `v${targetId}` },
  value: { Amount },
});

describe('the offline store (IndexedDB)', () => {
  it('keeps a copy per user, its groups in the server order, and removes it', async () => {
    const s = fresh();
    const { copy, products, marketing } = testCopy();
    await s.save(copy, products, marketing);
    expect((await s.preOrders('u1')).map((p) => p.id)).toEqual([5]);
    expect(await s.preOrders('u2')).toEqual([]);
    expect((await s.groups('u1', 5, false)).map((g) => g.Id)).toEqual([1, 2]);
    expect((await s.groups('u1', 5, true)).map((g) => g.Id)).toEqual([3]);
    expect(await s.hints('u1')).toEqual({ downloaded: new Set([5]), pending: new Set() });
    await s.remove('u1', 5);
    expect(await s.preOrder('u1', 5)).toBeUndefined();
    expect(await s.groups('u1', 5, false)).toEqual([]);
  });

  it('a change is queued and applied to the copy in one step; a newer value of an unsent change takes its place', async () => {
    const s = fresh();
    const { copy, products, marketing } = testCopy();
    await s.save(copy, products, marketing);
    await s.record(variantChange(101, 3));
    await s.record(variantChange(201, 1));
    const { change } = await s.record(variantChange(101, 4, 'k-newer'));
    const waiting = await s.changes('u1', ['awaiting']);
    // the first change took the newer value (and a new key) and kept its place
    expect(waiting.map((c) => [c.targetId, (c.value as { Amount: number }).Amount])).toEqual([
      [101, 4],
      [201, 1],
    ]);
    expect(change).toMatchObject({ seq: waiting[0].seq, id: 'k-newer' });
    const [g1, g2] = await s.groups('u1', 5, false);
    expect(g1.Products[0]).toMatchObject({ TotalAmount: 6, TotalPrice: 60 });
    expect(g2.Products[0].Variants[0].Amount).toBe(1);
    expect((await s.hints('u1')).pending).toEqual(new Set([5]));
  });

  it('a change that was sent once without an answer takes no newer value: the newer one queues behind it', async () => {
    const s = fresh();
    const { copy, products, marketing } = testCopy();
    await s.save(copy, products, marketing);
    const { change } = await s.record(variantChange(101, 3));
    await s.updateChange(change.seq!, { attempts: 1 });
    await s.record(variantChange(101, 5));
    expect((await s.openChanges('u1', 5)).map((c) => (c.value as { Amount: number }).Amount)).toEqual([3, 5]);
  });

  it('a header change keeps the values and the version it was based on; the local header changes', async () => {
    const s = fresh();
    const { copy, products, marketing } = testCopy();
    await s.save(copy, products, marketing);
    const base = { id: 'h1', userId: 'u1', preOrderId: 5, kind: 'header' as const, marketing: false, targetId: 5, label: { preOrder: 'Alpha', target: '' }, headerKind: 'sales' as const, baseRowVersion: 3 };
    await s.record({ ...base, value: { OrderReference: 'MINE' } });
    const { change, header } = await s.record({ ...base, id: 'h2', value: { OrderReference: 'MINE 2', InternalCustomerReference: 'IR' } });
    expect(change).toMatchObject({ baseRowVersion: 3, baseValues: { OrderReference: 'REF', InternalCustomerReference: '' }, value: { OrderReference: 'MINE 2', InternalCustomerReference: 'IR' } });
    expect(header).toMatchObject({ OrderReference: 'MINE 2', RowVersion: 3 });
    expect((await s.preOrder('u1', 5))!.header.OrderReference).toBe('MINE 2');
  });

  it('queues changes of a pre-order that is not offline without touching anything else', async () => {
    const s = fresh();
    const { change, header } = await s.record({ ...variantChange(101, 1), preOrderId: 99 });
    expect(header).toBeNull();
    expect(change.status).toBe('awaiting');
    expect((await s.hints('u1')).pending).toEqual(new Set([99]));
  });

  it('keeps completed changes for a week, failed ones until dealt with', async () => {
    let now = new Date('2030-01-01T00:00:00Z');
    const s = fresh(() => now);
    const a = (await s.record(variantChange(101, 1))).change;
    const b = (await s.record(variantChange(102, 1))).change;
    await s.updateChange(a.seq!, { status: 'completed', doneAt: now.toISOString() });
    await s.updateChange(b.seq!, { status: 'failed', doneAt: now.toISOString(), message: 'closed' });
    now = new Date('2030-01-09T00:00:00Z');
    expect(await s.prune('u1')).toBe(1);
    expect((await s.changes('u1')).map((c) => c.status)).toEqual(['failed']);
  });
});
