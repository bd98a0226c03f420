import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import type { PreOrder } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { PreOrderDetailsCard } from './PreOrderDetailsCard';

const preOrder = (patch: Partial<PreOrder> = {}): PreOrder => ({
  Id: 1,
  Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
  Collection: { Id: 3, Name: 'Winter 2025' },
  SheetId: 7,
  CustomerKey: 'C0001',
  CustomerAltKey: '1001',
  Customer: 'Demo Fashion BV',
  CustomerState: 1,
  State: 0,
  LastUpdate: '2024-03-01T10:00:00',
  Deadline: '2099-04-30',
  DeadlineExpired: false,
  IsClosed: false,
  OrderReference: 'REF-1',
  InternalCustomerReference: 'INT-1',
  SalesMan: 'Sam Sales',
  UnreadMessages: 0,
  HasUnReadMessages: false,
  ProcessDate: null,
  SystemState: 0,
  CustomerCurrency: 'EUR',
  PreOrderDiscount: 0,
  MaximumDiscount: 15,
  CustomerComment: null,
  InternalComment: null,
  ForecastsAndHistoryVisible: false,
  EarlyShipmentAllowed: false,
  Address: 11,
  SalesManPhoto: null,
  SalesmanNote: null,
  Users: [],
  ...patch,
});

const render = (p: PreOrder) => renderWithProviders(<PreOrderDetailsCard preOrder={p} />, { store: setupStore(), messages });

describe('PreOrderDetailsCard', () => {
  it('shows who made the last change while impersonating the customer', () => {
    render(preOrder({ LastChangedBy: { Name: 'Ada Admin', Role: 'Admin', CustomerName: 'Demo Fashion Store', At: '2024-03-01T10:00:00' } }));
    expect(screen.getByTestId('preorder-changed-by')).toHaveTextContent(/^Changed by Ada Admin for Demo Fashion Store on /);
  });

  it('falls back to the pre-order customer name', () => {
    render(preOrder({ LastChangedBy: { Name: 'Sam Sales', Role: 'Vertegenwoordiger', CustomerName: '', At: '2024-03-01T10:00:00' } }));
    expect(screen.getByTestId('preorder-changed-by')).toHaveTextContent(/^Changed by Sam Sales for Demo Fashion BV/);
  });

  it('shows nothing when the last change was not made while impersonating (or the field is absent)', () => {
    render(preOrder({ LastChangedBy: null }));
    expect(screen.getByText('Alpha Outdoor')).toBeInTheDocument();
    expect(screen.queryByTestId('preorder-changed-by')).not.toBeInTheDocument();
  });
});
