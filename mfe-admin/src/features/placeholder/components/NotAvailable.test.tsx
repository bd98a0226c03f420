import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'nl' = 'en') =>
  renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale, session: testSession('Admin') });

describe('mfe-admin placeholders', () => {
  it.each([
    ['/en/admin/users', 'Users'],
    ['/en/admin/editUser', 'Edit user'],
    ['/en/admin/notifications/edit/3', 'Edit notification'],
    ['/en/admin/banners/create', 'New banner'],
    ['/en/admin/countries', 'Countries'],
    ['/en/admin/sizeCharts/edit/2', 'Edit size chart'],
    ['/en/admin/whatever', 'Page not available'],
    ['/en/salesman/customer-list', 'Customers'],
    ['/en/salesman/customer-list/customer/K-1', 'Customer'],
    ['/en/salesman/users', 'Customer users'],
  ])('%s shows its name and says it is not available yet', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/nl/admin/branches', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Vestigingen' })).toBeInTheDocument();
    expect(screen.getByText('Dit scherm is nog niet beschikbaar.')).toBeInTheDocument();
  });
});
