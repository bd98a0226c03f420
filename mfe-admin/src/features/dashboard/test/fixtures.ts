import type { AxWarning, PreOrderSummary } from 'shared-kernel/contract';
import { makePreOrderSummary } from 'shared-kernel/test-utils';

/** An open AX warning about an order of Demo Fashion BV (1001). */
export function makeAxWarning(Id: number, over: Partial<AxWarning> = {}): AxWarning {
  return {
    Id,
    Warning: `Unknown item ${Id}`,
    Type: 'Order',
    CustomerAltKey: '1001',
    CustomerName: 'Demo Fashion BV',
    OrderReference: `REF-${Id}`,
    ProcessDate: '2024-02-05T08:30:00',
    ...over,
  };
}

/** A closed pre-order of `Customer <Id>` on sheet 7 (Alpha Outdoor winter 2025), processed on 2 May 2024. */
export function makeClosedPreOrder(Id: number, over: Partial<PreOrderSummary> = {}): PreOrderSummary {
  return makePreOrderSummary(Id, {
    CustomerState: 2,
    State: 3,
    DeadlineExpired: true,
    IsClosed: true,
    OrderReference: `PO-${Id}`,
    ProcessDate: '2024-05-02T09:00:00',
    ...over,
  });
}
