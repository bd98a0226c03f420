import 'fake-indexeddb/auto';
import type { PortalRequest } from 'shared-kernel';
import { group, preOrderDetail as preOrder, product, variant } from '../../../test/fixtures';
import { listGroups } from './apply';
import { DOWNLOAD_PAGE_SIZE, downloadPreOrder, imagesOf, type DownloadProgress } from './download';
import { OfflineStore } from './store';

const groups = Array.from({ length: 120 }, (_, i) => group(i + 1, [product(i + 1, { Images: [`http://api.test/img/p${i + 1}_{width}x{height}.svg`], Variants: [variant(1000 + i, 'S')] })]));
const marketing = [group(900, [product(900, { Variants: [variant(9000, 'One')] })])];

function server() {
  const calls: string[] = [];
  const send = async (req: PortalRequest) => {
    calls.push(`${req.url}${req.params ? `?${req.params.Page}/${req.params.PageSize}` : ''}`);
    const page = Number(req.params?.Page ?? 1);
    const size = Number(req.params?.PageSize ?? 10);
    if (req.url === 'PreOrder/5') return { data: preOrder({ Id: 5, CustomerKey: 'C1', RowVersion: 2 }) };
    if (req.url.endsWith('/productgroups')) return { data: listGroups(groups, { page, pageSize: size }) };
    if (req.url.endsWith('/marketingproductgroups')) return { data: listGroups(marketing, { page, pageSize: size }) };
    if (req.url.endsWith('/totals')) return { data: { Comparisons: [] } };
    if (req.url.includes('DeliveryAddress')) return { data: [{ Id: 1 }] };
    return { data: [] };
  };
  return { send, calls };
}

describe('making a pre-order available offline', () => {
  it('downloads every page, the header-side reads and the images at grid size, with progress', async () => {
    const store = new OfflineStore('download-1');
    const { send, calls } = server();
    const progress: DownloadProgress[] = [];
    const kept: string[] = [];
    const copy = await downloadPreOrder(
      { store, userId: 'u1', send, keepImage: async (u) => (kept.push(u), 100), onProgress: (p) => progress.push(p), now: () => new Date('2030-01-01T00:00:00Z') },
      5,
    );
    expect(calls.filter((c) => c.includes('/productgroups'))).toEqual([1, 2, 3].map((p) => `PreOrder/5/productgroups?${p}/${DOWNLOAD_PAGE_SIZE}`));
    expect(calls).toContain('Customer/C1/DeliveryAddress');
    expect((await store.groups('u1', 5, false)).map((g) => g.Id)).toEqual(groups.map((g) => g.Id));
    expect((await store.groups('u1', 5, true)).map((g) => g.Id)).toEqual([900]);
    // a group image at 230x180 and a colour image at 60x60 per group, the marketing group's at 32x32
    expect(kept).toHaveLength(241);
    expect(kept).toContain('http://api.test/img/g900_32x32.svg');
    expect(kept).toContain('http://api.test/img/g1_230x180.svg');
    expect(kept).toContain('http://api.test/img/p1_60x60.svg');
    expect(copy).toMatchObject({ id: 5, refreshedAt: '2030-01-01T00:00:00.000Z', addresses: [{ Id: 1 }] });
    expect(copy.bytes).toBeGreaterThan(240 * 100);
    const last = progress[progress.length - 1];
    expect(last).toEqual({ done: last.total, total: last.total, phase: 'saving' });
    expect(progress.every((p, i) => i === 0 || p.done >= progress[i - 1].done)).toBe(true);
  });

  it('a refresh keeps the changes still waiting in the outbox on the fresh copy', async () => {
    const store = new OfflineStore('download-2');
    const { send } = server();
    await store.record({ id: 'k', userId: 'u1', preOrderId: 5, kind: 'variant', marketing: false, targetId: 1000, label: { preOrder: '', target: '' }, value: { Amount: 6 } });
    await store.record({ id: 'h', userId: 'u1', preOrderId: 5, kind: 'header', marketing: false, targetId: 5, label: { preOrder: '', target: '' }, value: { OrderReference: 'LOCAL' }, headerKind: 'sales' });
    const copy = await downloadPreOrder({ store, userId: 'u1', send, keepImage: async () => 0 }, 5);
    expect(copy.header).toMatchObject({ OrderReference: 'LOCAL', RowVersion: 2 });
    expect((await store.groups('u1', 5, false))[0].Products[0]).toMatchObject({ TotalAmount: 6 });
  });

  it('names each image once', () => {
    expect(imagesOf([groups[0], groups[0]], [])).toEqual(['http://api.test/img/g1_230x180.svg', 'http://api.test/img/p1_60x60.svg']);
  });
});
