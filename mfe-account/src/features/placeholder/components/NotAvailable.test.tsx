import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'nl' = 'en') => renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale });

describe('mfe-account unknown paths', () => {
  it('shows a not-available page for a path the remote does not own', () => {
    renderAt('/en/customer/account/nothing-here');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/nl/customer/account/nothing-here', 'nl');
    expect(screen.getByText('Dit scherm is nog niet beschikbaar.')).toBeInTheDocument();
  });
});
