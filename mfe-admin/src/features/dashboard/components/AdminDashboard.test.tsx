import { screen } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AdminDashboard } from './AdminDashboard';
import { emptyPage } from '../../../test/fixtures';

describe('AdminDashboard', () => {
  it('has a heading, a link to the users, the customer search and both tables', async () => {
    const empty = emptyPage({ PageSize: 6 });
    mockFetch([
      { path: /\/api\/en\/axwarning\?/, body: empty },
      { path: /\/api\/en\/PreOrder\?/, body: empty },
    ]);
    renderWithProviders(<AdminDashboard />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/en/admin/users');
    expect(screen.getByRole('combobox', { name: 'Search customer' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'AX warnings' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Closed pre-orders' })).toBeInTheDocument();
    expect(await screen.findByText('There are no AX warnings.')).toBeInTheDocument();
    expect(await screen.findByText('There are no closed pre-orders.')).toBeInTheDocument();
  });
});
