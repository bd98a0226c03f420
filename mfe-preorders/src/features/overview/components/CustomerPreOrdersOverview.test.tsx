import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerPreOrdersOverview } from './CustomerPreOrdersOverview';
import { paged, preOrder } from '../../../test/fixtures';

const render = (session = testSession('Klant')) =>
  renderWithProviders(<CustomerPreOrdersOverview />, { store: setupStore(), messages, session, route: '/en/customer/pre-orders' });

describe('CustomerPreOrdersOverview', () => {
  it('lists the pre-orders with their state in words and a link to the edit page, 12 per page', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(4, { State: 1 }), preOrder(5, { State: 3, DeadlineExpired: true })]) }]);
    render();
    const table = await screen.findByRole('table', { name: 'Your pre-orders' });
    expect(await within(table).findByText('Sent to salesman')).toBeInTheDocument();
    expect(within(table).getByText('Closed')).toBeInTheDocument();
    expect(within(table).queryByText('1')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Open pre-order Alpha Outdoor Winter 2025' })[0]).toHaveAttribute('href', '/en/customer/pre-orders/edit/4');
    expect(within(table).getByText('(expired)')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('PageSize')).toBe('12');
    expect(screen.queryByRole('status', { name: /no pre-orders/i })).not.toBeInTheDocument();
  });

  it('shows the persistent contact-your-salesman notice when there are none', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([], 1, 0) }]);
    render();
    expect(await screen.findByText('Would you like to place a pre-order? Please contact your salesman.')).toBeInTheDocument();
    expect(screen.getByText('You have no pre-orders yet').closest('[data-kind]')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the create button only to a salesman or admin impersonating the customer', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(1)]) }]);
    const { unmount } = render();
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New pre-order' })).not.toBeInTheDocument();
    unmount();
    render(testSession('Klant', { impersonated: true, customerKey: 'C0001' }));
    expect(screen.getByRole('link', { name: 'New pre-order' })).toHaveAttribute('href', '/en/salesman/pre-orders/create?customerKey=C0001');
  });

  it('shows an error state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, status: 500, body: { Message: 'down' } }]);
    render();
    expect(await screen.findByText('The pre-orders could not be loaded.')).toBeInTheDocument();
  });
});
