import type { OrderSummary } from 'shared-kernel/contract';

/** What the order history and backorder lists ask: the 1-based page (the API's default page size, 12). */
export interface OrderListArgs {
  page: number;
}

/** The two lists over the same screens: order history and backorders. */
export type OrderListKind = 'history' | 'backorders';

/**
 * A list row. The contract's summary carries no reference; a back end that adds the detail's
 * CustomerOrderDescription (or Reference) to the rows gets it shown.
 */
export type OrderListRow = OrderSummary & { CustomerOrderDescription?: string | null; Reference?: string | null };
