import type { PreOrder } from 'shared-kernel/contract';
import { deliveryMomentTotalsOfGroups, subGroupTotalsOfGroups, totalsOfGroups } from 'shared-kernel/rules';
import { listGroups } from './apply';
import type { OfflineRoute } from './routes';
import type { OfflineStore } from './store';

/**
 * Answers a read of the pre-order detail page from the local copy, as the server would: the header, the
 * product lists (paged, searched, amounts only), and the totals recomputed with the rules the server runs
 * (shared-kernel/rules). Null when the pre-order is not available offline.
 */
export async function readLocal(store: OfflineStore, userId: string, route: OfflineRoute): Promise<{ data: unknown } | null> {
  if (route.op === 'addresses') {
    const copy = (await store.preOrders(userId)).find((p) => p.header.CustomerKey.toLowerCase() === route.customerKey.toLowerCase());
    return copy ? { data: copy.addresses } : null;
  }
  if (route.op !== 'read' && route.op !== 'list') return null;
  const copy = await store.preOrder(userId, route.preOrderId);
  if (!copy) return null;
  if (route.op === 'list') {
    const groups = await store.groups(userId, route.preOrderId, route.marketing);
    return { data: listGroups(groups, { page: route.page, pageSize: route.pageSize, search: route.search, amountsOnly: route.amountsOnly }) };
  }
  switch (route.what) {
    case 'header':
      return { data: copy.header satisfies PreOrder };
    case 'targets':
      return { data: copy.targets };
    case 'notifications':
      return { data: copy.notifications };
    case 'totals': {
      const [products, marketing] = await Promise.all([store.groups(userId, copy.id, false), store.groups(userId, copy.id, true)]);
      return { data: totalsOfGroups(products, marketing, copy.header.PreOrderDiscount, copy.totals.Comparisons) };
    }
    case 'subgrouptotals':
      return { data: subGroupTotalsOfGroups(await store.groups(userId, copy.id, false)) };
    case 'deliverymomenttotals':
      return { data: deliveryMomentTotalsOfGroups(await store.groups(userId, copy.id, false)) };
  }
}
