import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ClosedPreOrdersTable } from './ClosedPreOrdersTable';

const preOrder = (Id: number): PreOrderSummary => ({
  Id,
  Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
  Collection: { Id: 3, Name: 'Winter 2025' },
  SheetId: 7,
  CustomerKey: 'K-1',
  CustomerAltKey: '1001',
  Customer: `Customer ${Id}`,
  CustomerState: 2,
  State: 3,
  LastUpdate: '2024-03-01T00:00:00',
  Deadline: '2024-04-30',
  DeadlineExpired: true,
  IsClosed: true,
  OrderReference: `PO-${Id}`,
  InternalCustomerReference: '',
  SalesMan: 'Sam Sales',
  SalesManPhoto: 'http://api.test/img/user/sam_{width}x{height}.svg',
  UnreadMessages: 0,
  HasUnReadMessages: false,
  ProcessDate: '2024-05-02T09:00:00',
});
const paged = (items: PreOrderSummary[], page: number, pageCount: number): Paged<PreOrderSummary> => ({
  Items: items,
  Filters: [],
  Page: page,
  PageSize: 12,
  PageStartIndex: 1,
  PageEndIndex: pageCount,
  Pages: [],
  TotalCount: items.length,
  PageCount: pageCount,
});

const renderTable = () => renderWithProviders(<ClosedPreOrdersTable />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });

describe('ClosedPreOrdersTable', () => {
  it('loads closed pre-orders (State=3, 12 per page) and pages', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/en\/PreOrder\?/, body: (url: URL) => (url.searchParams.get('Page') === '2' ? paged([preOrder(13)], 2, 2) : paged([preOrder(1)], 1, 2)) },
    ]);
    renderTable();
    const table = screen.getByRole('table', { name: 'Closed pre-orders' });
    expect(within(table).getByRole('status')).toBeInTheDocument();
    expect(await within(table).findByText('PO-1')).toBeInTheDocument();
    expect(within(table).getByText('02-05-2024')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('State')).toBe('3');
    expect(calls[0].url.searchParams.get('PageSize')).toBe('12');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('PO-13')).toBeInTheDocument();
    expect(calls.at(-1)?.url.searchParams.get('Page')).toBe('2');
  });

  it('shows the empty state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([], 1, 0) }]);
    renderTable();
    expect(await screen.findByText('There are no closed pre-orders.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, status: 500, body: {} }]);
    renderTable();
    expect(await screen.findByText('The closed pre-orders could not be loaded.')).toBeInTheDocument();
  });
});
