import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'fr' = 'en') =>
  renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale, session: testSession('Admin') });

describe('mfe-preorders unknown paths', () => {
  it.each(['/en/customer/pre-orders/whatever', '/en/salesman/pre-orders/x/y', '/en/admin/pre-orders/nothing-here'])('%s says the page is not available', async (route) => {
    renderAt(route);
    // under /admin/pre-orders the (lazily loaded) sheets layout frames it
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/fr/customer/pre-orders/whatever', 'fr');
    expect(screen.getByText("Cet écran n'est pas encore disponible.")).toBeInTheDocument();
  });
});
