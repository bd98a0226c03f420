import type { PreOrderSummary } from '../contract';

/**
 * A pre-order as the pre-order lists answer it (GET PreOrder: customer dashboard, pre-order overviews,
 * closed pre-orders): an open pre-order of `Customer <Id>` on sheet 7, Alpha Outdoor winter 2025, by Sam Sales.
 * Remotes' fixtures build their own cases on it (`makePreOrderSummary(Id, { IsClosed: true, ... })`).
 */
export function makePreOrderSummary(Id: number, over: Partial<PreOrderSummary> = {}): PreOrderSummary {
  return {
    Id,
    Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
    Collection: { Id: 3, Name: 'Winter 2025' },
    SheetId: 7,
    CustomerKey: 'K-1',
    CustomerAltKey: '1001',
    Customer: `Customer ${Id}`,
    CustomerState: 1,
    State: 1,
    LastUpdate: '2024-03-01T00:00:00',
    Deadline: '2024-04-30',
    DeadlineExpired: false,
    IsClosed: false,
    OrderReference: '',
    InternalCustomerReference: '',
    SalesMan: 'Sam Sales',
    SalesManPhoto: 'http://api.test/img/user/sam_{width}x{height}.svg',
    UnreadMessages: 0,
    HasUnReadMessages: false,
    ProcessDate: null,
    ...over,
  };
}
