import type { PortalRequest } from 'shared-kernel';

/**
 * Which API calls of the pre-order detail page the offline store can answer (issue 19): the reads of a
 * pre-order and the writes of its autosave. Parsed from the request the page's endpoints build
 * (features/detail/api, features/products/api), so the page itself does not change. Small and without
 * dependencies: it runs for every call of mfe-preorders, before the offline code is loaded.
 */
export type LineKind = 'variant' | 'product' | 'group';
export type ReadOp = 'header' | 'totals' | 'subgrouptotals' | 'deliverymomenttotals' | 'targets' | 'notifications';

export type OfflineRoute =
  | { op: 'read'; what: ReadOp; preOrderId: number }
  | { op: 'list'; preOrderId: number; marketing: boolean; page: number; pageSize: number; search: string; amountsOnly: boolean }
  | { op: 'addresses'; customerKey: string }
  | { op: 'line'; preOrderId: number; kind: LineKind; marketing: boolean; targetId: number }
  | { op: 'header'; preOrderId: number; headerKind: 'customer' | 'sales' };

const READS = new Set<string>(['totals', 'subgrouptotals', 'deliverymomenttotals', 'targets', 'notifications']);
const LINES: Record<string, { kind: LineKind; marketing: boolean }> = {
  productvariant: { kind: 'variant', marketing: false },
  marketingproductvariant: { kind: 'variant', marketing: true },
  product: { kind: 'product', marketing: false },
  marketingproduct: { kind: 'product', marketing: true },
  productgroup: { kind: 'group', marketing: false },
  marketingproductgroup: { kind: 'group', marketing: true },
};

const id = (s: string | undefined) => (s !== undefined && /^[1-9]\d{0,9}$/.test(s) ? Number(s) : null);
const param = (req: PortalRequest, name: string) => req.params?.[name];

export function offlineRouteOf(req: PortalRequest): OfflineRoute | null {
  const method = req.method ?? 'GET';
  if (req.noLocale || /^https?:/i.test(req.url)) return null;
  const parts = req.url.replace(/^\/+|\/+$/g, '').split('?')[0].split('/');
  const first = parts[0]?.toLowerCase();
  if (first === 'customer' && parts.length === 3 && parts[2].toLowerCase() === 'deliveryaddress' && method === 'GET') {
    return { op: 'addresses', customerKey: decodeURIComponent(parts[1]) };
  }
  if (first !== 'preorder') return null;
  const preOrderId = id(parts[1]);
  if (preOrderId === null) return null;
  const what = parts[2]?.toLowerCase();
  if (method === 'GET') {
    if (parts.length === 2) return { op: 'read', what: 'header', preOrderId };
    if (parts.length !== 3) return null;
    if (what === 'productgroups' || what === 'marketingproductgroups') {
      return {
        op: 'list',
        preOrderId,
        marketing: what === 'marketingproductgroups',
        page: Number(param(req, 'Page') ?? 1) || 1,
        pageSize: Number(param(req, 'PageSize') ?? 10) || 10,
        search: String(param(req, 'Search') ?? ''),
        amountsOnly: String(param(req, 'AmountsOnly')) === 'true',
      };
    }
    return READS.has(what) ? { op: 'read', what: what as ReadOp, preOrderId } : null;
  }
  if (method !== 'PUT') return null;
  if (parts.length === 3 && (what === 'customer' || what === 'sales')) return { op: 'header', preOrderId, headerKind: what };
  const line = parts.length === 4 ? LINES[what] : undefined;
  const targetId = id(parts[3]);
  return line && targetId !== null ? { op: 'line', preOrderId, targetId, ...line } : null;
}
