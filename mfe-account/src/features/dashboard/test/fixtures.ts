import type { CurrentBanner, DashboardNotification, PreOrderSummary } from 'shared-kernel/contract';
import { makePreOrderSummary } from 'shared-kernel/test-utils';

/*
 * Test data of the customer dashboard: its notifications, the current banner and an open pre-order.
 * Built once, overridden per test (`makeBanner({ Hyperlink: null })`); brands come from src/test/fixtures.ts.
 */

/** A dashboard notification: 'Spring collection' of 7 March 2026. */
export function makeNotification(over: Partial<DashboardNotification> = {}): DashboardNotification {
  return { Id: 7, Date: '2026-03-07T10:00:00Z', Title: 'Spring collection', Content: 'Now in stock', ...over };
}

/** The dashboard's banner (GET banner/current?locationType=0), linking inside the portal. */
export function makeBanner(over: Partial<CurrentBanner> = {}): CurrentBanner {
  return { Id: 3, Name: 'Spring banner', Image: 'http://api.test/img/banner.jpg', CTAText: 'Discover', Hyperlink: '/nl/customer/shop/overview?Brands=ALP', ...over };
}

/** An open pre-order of the customer (C0001) on sheet 1, Alpine Wear winter 2026, by salesman Sam Sales. */
export function makeOpenPreOrder(over: Partial<PreOrderSummary> = {}): PreOrderSummary {
  return makePreOrderSummary(42, {
    Brand: { Code: 'ALP', Name: 'Alpine Wear' },
    Collection: { Id: 9, Name: 'Winter 2026' },
    SheetId: 1,
    CustomerKey: 'C0001',
    CustomerAltKey: '10001',
    Customer: 'Demo Fashion BV',
    State: 0,
    LastUpdate: '2026-02-01T00:00:00Z',
    Deadline: '2026-04-30',
    ...over,
  });
}
