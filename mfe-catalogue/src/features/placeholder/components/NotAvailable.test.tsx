import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'fr' = 'en') => renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale });

describe('mfe-catalogue unknown paths', () => {
  it('shows a not-available page for a path the remote does not own', () => {
    renderAt('/en/customer/shop/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/fr/customer/shop/nothing-here', 'fr');
    expect(screen.getByText("Cet écran n'est pas encore disponible.")).toBeInTheDocument();
  });
});
