import type { Paged, PreOrder, PreOrderProductGroup } from 'shared-kernel/contract';
import { productFiguresOf } from 'shared-kernel/rules';
import type { GroupValue, HeaderValues, OutboxChange, ProductValue, VariantValue } from './model';

/**
 * A change applied to the local copy of a pre-order, as the server applies it (mock-api
 * routes/preorder-lines.ts and preorder.ts): an amount of a size, a product's discount and delivery date,
 * a group discount (which overwrites the product discounts of its group), or header fields. A product's
 * TotalAmount, TotalPrice and NettoPrice follow (shared-kernel/rules). Pure: the caller stores the result.
 */

const sameDate = (a: string | null, b: string | null) => a !== null && b !== null && (a === b || Date.parse(a) === Date.parse(b));

function refigure(group: PreOrderProductGroup, productId: number): void {
  const p = group.Products.find((x) => x.Id === productId);
  if (p) Object.assign(p, productFiguresOf(p));
}

/** the group holding the change's target (a variant or product id), or the group itself */
export function groupHolds(group: PreOrderProductGroup, change: Pick<OutboxChange, 'kind' | 'targetId'>): boolean {
  if (change.kind === 'group') return group.Id === change.targetId;
  if (change.kind === 'product') return group.Products.some((p) => p.Id === change.targetId);
  if (change.kind === 'variant') return group.Products.some((p) => p.Variants.some((v) => v.Id === change.targetId));
  return false;
}

/** applies a line change to a copy of the group; answers the new group (the input is not changed) */
export function applyToGroup(group: PreOrderProductGroup, change: Pick<OutboxChange, 'kind' | 'targetId' | 'value'>): PreOrderProductGroup {
  const g = JSON.parse(JSON.stringify(group)) as PreOrderProductGroup; // a DTO: plain JSON
  if (change.kind === 'variant') {
    const { Amount } = change.value as VariantValue;
    for (const p of g.Products) {
      const v = p.Variants.find((x) => x.Id === change.targetId);
      if (!v) continue;
      v.Amount = Amount;
      refigure(g, p.Id);
    }
  } else if (change.kind === 'product') {
    const { PreOrderDiscount, DeliveryDate } = change.value as ProductValue;
    const p = g.Products.find((x) => x.Id === change.targetId);
    if (p) {
      p.PreOrderDiscount = PreOrderDiscount;
      // the server keeps the stored date when none is sent (COALESCE)
      if (DeliveryDate) {
        const offered = p.DeliveryDates.find((d) => sameDate(d.DeliveryDate, DeliveryDate));
        if (offered) {
          p.DeliveryDate = offered.DeliveryDate;
          for (const d of p.DeliveryDates) d.IsSelected = d === offered;
        }
      }
      refigure(g, p.Id);
    }
  } else if (change.kind === 'group') {
    const { PreOrderDiscount } = change.value as GroupValue;
    g.PreOrderDiscount = PreOrderDiscount;
    for (const p of g.Products) {
      p.PreOrderDiscount = PreOrderDiscount;
      refigure(g, p.Id);
    }
  }
  return g;
}

/** applies header values to a copy of the pre-order (the RowVersion stays: it is the server's) */
export function applyToHeader(header: PreOrder, values: HeaderValues): PreOrder {
  return { ...header, ...values };
}

/** the header values of a pre-order for the given fields */
export function headerValuesOf(header: PreOrder, fields: readonly (keyof HeaderValues)[]): HeaderValues {
  const out: HeaderValues = {};
  for (const f of fields) (out as Record<string, unknown>)[f] = header[f];
  return out;
}

/** the answer the server gives to a line write (what the page's mutations read) */
export function lineAnswer(change: Pick<OutboxChange, 'kind' | 'targetId' | 'value'>): unknown {
  return { Id: change.targetId, ...(change.value as object) };
}

/** how many page numbers a paginator shows around the current page (mock-api http/paging.ts) */
const WINDOW = 10;

/** the paged envelope of the API (mock-api http/paging.ts `paged`) */
export function pagedOf<T>(items: T[], totalCount: number, page: number, pageSize: number): Paged<T> {
  const pageCount = Math.ceil(totalCount / pageSize);
  const start = pageCount === 0 ? 0 : Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pageCount - WINDOW + 1));
  const end = pageCount === 0 ? 0 : Math.min(pageCount, start + WINDOW - 1);
  const pages = pageCount === 0 ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return { Items: items, Filters: [], Page: page, PageSize: pageSize, PageStartIndex: start, PageEndIndex: end, Pages: pages, TotalCount: totalCount, PageCount: pageCount };
}

export interface ListQuery {
  page: number;
  pageSize: number;
  search?: string;
  amountsOnly?: boolean;
}

/**
 * GET PreOrder/{id}/productgroups (or marketingproductgroups) on the local copy, as the server answers it:
 * Search in the group's name or ERP id (case-insensitive), AmountsOnly keeps groups with an amount.
 */
export function listGroups(groups: readonly PreOrderProductGroup[], q: ListQuery): Paged<PreOrderProductGroup> {
  const term = q.search?.trim().toLowerCase();
  const kept = groups.filter(
    (g) => (!term || g.Name.toLowerCase().includes(term) || g.ErpId.toLowerCase().includes(term)) && (!q.amountsOnly || g.Products.some((p) => p.Variants.some((v) => v.Amount > 0))),
  );
  const page = Math.max(1, Math.floor(q.page) || 1);
  const size = Math.max(1, Math.min(500, Math.floor(q.pageSize) || 10));
  return pagedOf(kept.slice((page - 1) * size, page * size), kept.length, page, size);
}
