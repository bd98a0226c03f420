import { screen } from '@testing-library/react';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'nl' = 'en') =>
  renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale, session: testSession('Admin') });

describe('mfe-admin unknown paths', () => {
  it.each(['/en/admin/whatever', '/en/admin/branches/create'])('%s says the page is not available', (route) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/nl/admin/whatever', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina niet beschikbaar' })).toBeInTheDocument();
    expect(screen.getByText('Dit scherm is nog niet beschikbaar.')).toBeInTheDocument();
  });
});
