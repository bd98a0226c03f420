import 'fake-indexeddb/auto';
import type { PortalError, PortalRequest } from 'shared-kernel';
import type { Paged, PreOrder, PreOrderProductGroup, PreOrderTotals } from 'shared-kernel/contract';
import { handleOfflineRoute, type HandlerEnv, type QueryResult } from './handler';
import { offlineRouteOf } from './routes';
import { OfflineStore } from './store';
import { testCopy } from '../test/fixtures';

let n = 0;
const networkError: PortalError = { status: 0, statusText: 'Failed to fetch', message: null, fieldErrors: {}, generalErrors: [], toastErrors: [], errorDescription: null };

async function setup(opts: { online: boolean; downloaded?: boolean }) {
  const store = new OfflineStore(`handler-${++n}`);
  const { copy, products, marketing } = testCopy();
  if (opts.downloaded !== false) await store.save(copy, products, marketing);
  const state = { online: opts.online, queued: 0, keys: 0 };
  const env: HandlerEnv = {
    store,
    userId: 'u1',
    hints: await store.hints('u1'),
    online: () => state.online,
    newKey: () => `key-${++state.keys}`,
    cachedHeader: () => undefined,
    onQueued: () => state.queued++,
  };
  const calls: PortalRequest[] = [];
  const call = (req: PortalRequest, answer: QueryResult = { error: networkError }) => {
    const route = offlineRouteOf(req)!;
    return handleOfflineRoute(env, route, req, async () => {
      calls.push(req);
      return answer;
    });
  };
  return { store, env, state, calls, call };
}

const data = <T>(r: QueryResult) => {
  if ('error' in r) throw new Error(`error ${r.error.status}`);
  return r.data as T;
};

describe('the detail page offline', () => {
  it('reads the pre-order, its product list and its totals from the local copy, without the network', async () => {
    const { call, calls } = await setup({ online: false });
    expect(data<PreOrder>(await call({ url: 'PreOrder/5' })).OrderReference).toBe('REF');
    expect(data<Paged<PreOrderProductGroup>>(await call({ url: 'PreOrder/5/productgroups', params: { Page: 1, PageSize: 10 } })).Items.map((g) => g.Id)).toEqual([1, 2]);
    expect(data<PreOrderTotals>(await call({ url: 'PreOrder/5/totals' }))).toMatchObject({ ProductVariantAmount: 2, TotalProductPrice: 20 });
    expect(calls).toEqual([]);
  });

  it('queues an edit, answers as the server would, and recomputes the totals', async () => {
    const { call, store, calls } = await setup({ online: false });
    expect(data(await call({ url: 'PreOrder/5/productvariant/201', method: 'PUT', body: { Id: 201, Amount: 4 } }))).toEqual({ Id: 201, Amount: 4 });
    expect(data(await call({ url: 'PreOrder/5/productgroup/1', method: 'PUT', body: { Id: 1, PreOrderDiscount: 10 } }))).toEqual({ Id: 1, PreOrderDiscount: 10 });
    const header = data<PreOrder>(await call({ url: 'PreOrder/5/sales', method: 'PUT', body: { Id: 5, OrderReference: 'OFFLINE', PreOrderDiscount: 5, RowVersion: 3 } }));
    expect(header).toMatchObject({ OrderReference: 'OFFLINE', RowVersion: 3 });
    // 2 x 10.00 at 10 % and 4 x 5.00 = 40.00 gross, 18.00 + 20.00 = 38.00 net, 5 % off the order: 36.10
    expect(data<PreOrderTotals>(await call({ url: 'PreOrder/5/totals' }))).toMatchObject({ ProductVariantAmount: 6, TotalProductPrice: 40, TotalProductPriceAfterDiscount: 36.1 });
    expect((await store.changes('u1', ['awaiting'])).map((c) => c.kind)).toEqual(['variant', 'group', 'header']);
    expect(calls).toEqual([]);
  });

  it('leaves a pre-order that is not offline to the network (which fails; the autosave retries)', async () => {
    const { call, calls, store } = await setup({ online: false, downloaded: false });
    const res = await call({ url: 'PreOrder/5/productvariant/201', method: 'PUT', body: { Id: 201, Amount: 4 } });
    expect('error' in res && res.error.status).toBe(0);
    expect(calls).toHaveLength(1);
    expect(await store.changes('u1')).toEqual([]);
  });
});

describe('the detail page online', () => {
  it('goes to the server, and the copy follows the saved edits', async () => {
    const { call, calls, store } = await setup({ online: true });
    const res = await call({ url: 'PreOrder/5/productvariant/201', method: 'PUT', body: { Id: 201, Amount: 7 } }, { data: { Id: 201, Amount: 7 } });
    expect(data(res)).toEqual({ Id: 201, Amount: 7 });
    expect(calls).toHaveLength(1);
    expect((await store.groups('u1', 5, false))[1].Products[0].Variants[0].Amount).toBe(7);
    expect(await store.changes('u1')).toEqual([]);
  });

  it('queues an edit that got no answer, and the edits after it, so none overtakes another', async () => {
    const { call, calls, store, state, env } = await setup({ online: true });
    await call({ url: 'PreOrder/5/productvariant/201', method: 'PUT', body: { Id: 201, Amount: 1 } });
    expect(calls).toHaveLength(1);
    expect(env.hints.pending.has(5)).toBe(true);
    // the next edit does not go to the network while the first waits
    await call({ url: 'PreOrder/5/productvariant/101', method: 'PUT', body: { Id: 101, Amount: 2 } }, { data: { Id: 101, Amount: 2 } });
    expect(calls).toHaveLength(1);
    expect((await store.changes('u1', ['awaiting'])).map((c) => c.targetId)).toEqual([201, 101]);
    expect(state.queued).toBe(2);
    // and reads come from the copy, which shows both
    expect(data<PreOrderTotals>(await call({ url: 'PreOrder/5/totals' }, { data: 'server' }))).toMatchObject({ ProductVariantAmount: 5 });
  });

  it('reads the server while nothing waits, keeping the header it answers', async () => {
    const { call, store } = await setup({ online: true });
    const server = { ...testCopy().copy.header, OrderReference: 'FROM SERVER', RowVersion: 9 };
    expect(data<PreOrder>(await call({ url: 'PreOrder/5' }, { data: server })).OrderReference).toBe('FROM SERVER');
    expect((await store.preOrder('u1', 5))!.header).toMatchObject({ OrderReference: 'FROM SERVER', RowVersion: 9 });
  });
});
