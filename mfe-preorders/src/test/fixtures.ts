import type { Paged, PreOrderSheet, PreOrderSummary } from 'shared-kernel/contract';

/** Test data shared by the pre-order list tests (overview, dashboard, sheets); not shipped: only tests import it. */
export const preOrder = (Id: number, patch: Partial<PreOrderSummary> = {}): PreOrderSummary => ({
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
  ...patch,
});

export const sheet = (Id: number, patch: Partial<PreOrderSheet> = {}): PreOrderSheet => ({
  Id,
  Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
  Collection: { Id: 3, Name: 'Winter 2025' },
  Name: `Sheet ${Id}`,
  MaximumDiscount: 20,
  Deadline: '2099-01-31',
  State: 0,
  SalesmanNote: null,
  Targets: [],
  ProductGroups: [],
  MarketingProductGroups: [],
  ...patch,
});

export const paged = <T,>(items: T[], page = 1, pageCount = 1, patch: Partial<Paged<T>> = {}): Paged<T> => ({
  Items: items,
  Filters: [],
  Page: page,
  PageSize: 12,
  PageStartIndex: 1,
  PageEndIndex: pageCount,
  Pages: Array.from({ length: pageCount }, (_, i) => i + 1),
  TotalCount: items.length,
  PageCount: pageCount,
  ...patch,
});
