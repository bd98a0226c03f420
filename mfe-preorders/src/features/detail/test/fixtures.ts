import type { PreOrder } from 'shared-kernel/contract';
import { preOrderDetail } from '../../../test/fixtures';

/** the detail tests' pre-order: the shared one with references, comments, an address, users and a note */
export const preOrder = (patch: Partial<PreOrder> = {}): PreOrder =>
  preOrderDetail({
    Id: 1,
    Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
    Collection: { Id: 3, Name: 'Winter 2025' },
    CustomerKey: 'C0001',
    Customer: 'Demo Fashion BV',
    LastUpdate: '2024-03-01T10:00:00',
    Deadline: '2099-04-30',
    OrderReference: 'REF-1',
    InternalCustomerReference: 'INT-1',
    SalesMan: 'Sam Sales',
    MaximumDiscount: 15,
    CustomerComment: 'Hello',
    InternalComment: 'Secret',
    Address: 11,
    SalesmanNote: 'Push the jackets',
    Users: ['buyer@demo.test', 'owner@demo.test'],
    RowVersion: 1,
    ...patch,
  });
