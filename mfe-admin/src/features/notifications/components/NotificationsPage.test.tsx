import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { NotificationsPage } from './NotificationsPage';
import { makeNotification } from '../test/fixtures';

function setup(routes: MockRoute[]) {
  const f = mockFetch(routes);
  renderWithProviders(<NotificationsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/notifications' });
  return f;
}

describe('NotificationsPage', () => {
  it('lists 12 per page with dates, flag, branches and edit links', async () => {
    const s = setup([{ path: /\/api\/en\/notification\/all\?/, body: paged([makeNotification(1), makeNotification(2, { ShowToMainUserOnly: true, Branches: [1, 2] })]) }]);
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    const row = screen.getByText('Notice 2').closest('tr') as HTMLElement;
    expect(within(row).getByText('01-03-2024')).toBeInTheDocument();
    expect(within(row).getByText('2 branches')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Notice 2' })).toHaveAttribute('href', '/en/admin/notifications/edit/2');
    expect(screen.getByRole('link', { name: 'New notification' })).toHaveAttribute('href', '/en/admin/notifications/create');
    expect(s.calls[0].url.searchParams.get('PageSize')).toBe('12');
  });

  it('shows the empty and error states', async () => {
    setup([{ path: /\/api\/en\/notification\/all\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no notifications yet.')).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    setup([{ path: /\/api\/en\/notification\/all\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The notifications could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      { path: /\/api\/en\/notification\/all\?/, body: paged([]) },
    ]);
    renderWithProviders(<NotificationsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search notifications' }), 'maintenance');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'maintenance')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'maintenance');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “maintenance”.')).toBeInTheDocument();
  });
});
