import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale, session: testSession('Admin') });

describe('mfe-preorders placeholders', () => {
  it.each([
    ['/en/customer/pre-orders', 'Pre-orders'],
    ['/en/customer/pre-orders/edit/4', 'Pre-order'],
    ['/en/salesman/pre-orders', 'Pre-orders'],
    ['/en/salesman/pre-orders/create', 'New pre-order'],
    ['/en/salesman/pre-orders/edit/9', 'Pre-order'],
    ['/en/admin/pre-orders/customer-preorders', 'Customer pre-orders'],
    ['/en/admin/pre-orders/preorder-processing', 'Pre-order processing'],
    ['/en/admin/pre-orders/edit/3', 'Edit sheet'],
    ['/en/admin/reports', 'Reports'],
  ])('%s shows its name and says it is not available yet', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('sends /admin/pre-orders to the available sheets', () => {
    renderAt('/en/admin/pre-orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Available sheets' })).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/fr/admin/reports', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Rapports' })).toBeInTheDocument();
    expect(screen.getByText("Cet écran n'est pas encore disponible.")).toBeInTheDocument();
  });
});
