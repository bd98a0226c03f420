import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Paged, PreOrderSummary } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { paged as basePaged, preOrder } from '../../../test/fixtures';
import { SalesmanDashboard } from './SalesmanDashboard';

const paged = (items: PreOrderSummary[], page = 1, pageCount = 1): Paged<PreOrderSummary> => basePaged(items, page, pageCount, { PageSize: 6 });

const renderDashboard = () =>
  renderWithProviders(<SalesmanDashboard />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman' });

describe('SalesmanDashboard', () => {
  it('shows a heading, the create button, the customer search and the running negotiations', async () => {
    const { calls } = mockFetch([
      {
        path: /\/api\/en\/PreOrder\?/,
        body: (url: URL) =>
          url.searchParams.get('Page') === '2'
            ? paged([preOrder(7)], 2, 2)
            : paged([preOrder(1, { UnreadMessages: 3, HasUnReadMessages: true }), preOrder(2, { DeadlineExpired: true })], 1, 2),
      },
    ]);
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New pre-order' })).toHaveAttribute('href', '/en/salesman/pre-orders/create');
    expect(screen.getByRole('combobox', { name: 'Search customer' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Running negotiations' });
    expect(within(table).getByRole('status')).toBeInTheDocument();
    const link = await within(table).findByRole('link', { name: /Customer 1/ });
    expect(link).toHaveAttribute('href', '/en/salesman/pre-orders/edit/1');
    expect(within(table).getByText('3 unread messages')).toBeInTheDocument();
    expect(within(table).getByText('(expired)').parentElement).toHaveAttribute('data-expired', 'true');
    expect(calls[0].url.searchParams.get('PageSize')).toBe('6');
    expect(calls[0].url.searchParams.get('Page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByRole('link', { name: /Customer 7/ })).toHaveAttribute('href', '/en/salesman/pre-orders/edit/7');
    expect(calls.at(-1)?.url.searchParams.get('Page')).toBe('2');
  });

  it('shows an empty state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([], 1, 0) }]);
    renderDashboard();
    expect(await screen.findByText('There are no running negotiations.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows an error state with retry', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, status: 500, body: { Message: 'down' } }]);
    renderDashboard();
    expect(await screen.findByText('The pre-orders could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(1)]) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Customer 1/ })).toBeInTheDocument();
  });
});
