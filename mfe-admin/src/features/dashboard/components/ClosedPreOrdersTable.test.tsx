import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ClosedPreOrdersTable } from './ClosedPreOrdersTable';
import { paged } from '../../../test/fixtures';
import { makeClosedPreOrder } from '../test/fixtures';

const renderTable = () => renderWithProviders(<ClosedPreOrdersTable />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });

describe('ClosedPreOrdersTable', () => {
  it('loads closed pre-orders (State=3, 12 per page) and pages', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/en\/PreOrder\?/, body: (url: URL) => (url.searchParams.get('Page') === '2' ? paged([makeClosedPreOrder(13)], { Page: 2, PageCount: 2, Pages: [] }) : paged([makeClosedPreOrder(1)], { PageCount: 2, Pages: [] })) },
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
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([], { Pages: [] }) }]);
    renderTable();
    expect(await screen.findByText('There are no closed pre-orders.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, status: 500, body: {} }]);
    renderTable();
    expect(await screen.findByText('The closed pre-orders could not be loaded.')).toBeInTheDocument();
  });
});
