import type { Address, PreOrder, PreOrderNotification, PreOrderProductGroup, PreOrderTotals, SheetTarget } from 'shared-kernel/contract';

/**
 * The offline model of trade-show mode (issue 19): pre-orders made available offline, kept in IndexedDB
 * per signed-in user, and the durable outbox of the changes made to them.
 */

/** The header fields a header write sends (spec section 7: customer update; sales adds the last two). */
export const CUSTOMER_HEADER_FIELDS = ['Address', 'OrderReference', 'PreOrderDiscount', 'CustomerComment', 'EarlyShipmentAllowed', 'InternalCustomerReference'] as const;
export const SALES_HEADER_FIELDS = [...CUSTOMER_HEADER_FIELDS, 'ForecastsAndHistoryVisible', 'InternalComment'] as const;
export type HeaderField = (typeof SALES_HEADER_FIELDS)[number];
export type HeaderValues = Partial<Pick<PreOrder, HeaderField>>;
export type HeaderKind = 'customer' | 'sales';

export const headerFieldsOf = (kind: HeaderKind): readonly HeaderField[] => (kind === 'sales' ? SALES_HEADER_FIELDS : CUSTOMER_HEADER_FIELDS);

/** A pre-order made available offline: everything its detail page reads. */
export interface OfflinePreOrder {
  /** `${userId}:${id}`: each user keeps their own copies */
  key: string;
  userId: string;
  id: number;
  header: PreOrder;
  /** totals as downloaded: their comparisons with earlier pre-orders are history, kept as they were */
  totals: PreOrderTotals;
  targets: SheetTarget[];
  notifications: PreOrderNotification[];
  addresses: Address[];
  /** the product images kept in the offline images cache for this pre-order */
  images: string[];
  /** product and marketing group ids in the server's order */
  productGroupIds: number[];
  marketingGroupIds: number[];
  /** an estimate of what the copy takes (JSON text and images), bytes */
  bytes: number;
  refreshedAt: string;
}

/** One product group of an offline pre-order (kept apart: an edit rewrites one group, not the whole list). */
export interface OfflineGroup {
  /** OfflinePreOrder.key */
  key: string;
  /** 0 product, 1 marketing group */
  marketing: 0 | 1;
  id: number;
  /** position in the server's order */
  sort: number;
  group: PreOrderProductGroup;
}

export type ChangeKind = 'variant' | 'product' | 'group' | 'header';
export type ChangeStatus = 'awaiting' | 'sending' | 'completed' | 'failed' | 'conflict' | 'discarded';

export interface VariantValue {
  Amount: number;
}
export interface ProductValue {
  PreOrderDiscount: number;
  DeliveryDate: string | null;
}
export interface GroupValue {
  PreOrderDiscount: number;
}

/** A change of the outbox: an absolute value of one target, sent in order when the network is back. */
export interface OutboxChange {
  /** order of the outbox (IndexedDB key) */
  seq?: number;
  /** the Idempotency-Key the change is sent with (a new one when a never-sent change takes a newer value) */
  id: string;
  userId: string;
  preOrderId: number;
  kind: ChangeKind;
  marketing: boolean;
  /** the variant, product or group id; the pre-order id for header changes */
  targetId: number;
  /** what the sync center shows: the pre-order, the product group, colour and size */
  label: { preOrder: string; target: string };
  value: VariantValue | ProductValue | GroupValue | HeaderValues;
  /** header changes: customer or sales update, the RowVersion and the values the edit was based on */
  headerKind?: HeaderKind;
  baseRowVersion?: number;
  baseValues?: HeaderValues;
  createdAt: string;
  updatedAt: string;
  /** how often it was sent without an answer (a change sent once takes no newer value: it may have been applied) */
  attempts: number;
  status: ChangeStatus;
  /** the server's message of a refusal */
  message?: string;
  /** a header conflict: the server's values and version, and the fields both sides changed */
  theirs?: HeaderValues;
  theirsRowVersion?: number;
  conflictFields?: HeaderField[];
  /** when it was completed, failed or resolved */
  doneAt?: string;
  /** how a conflict was resolved */
  resolution?: 'mine' | 'theirs' | 'dismissed';
}

export const offlineKey = (userId: string, preOrderId: number) => `${userId}:${preOrderId}`;

/** changes of the same target replace each other while neither was sent */
export const sameTarget = (a: Pick<OutboxChange, 'preOrderId' | 'kind' | 'marketing' | 'targetId'>, b: Pick<OutboxChange, 'preOrderId' | 'kind' | 'marketing' | 'targetId'>) =>
  a.preOrderId === b.preOrderId && a.kind === b.kind && a.marketing === b.marketing && a.targetId === b.targetId;
