import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'nl' = 'en') => renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale });

describe('mfe-basket placeholders', () => {
  it.each([
    ['/en/customer/basket/overview', 'Basket'],
    ['/en/customer/basket/checkout', 'Checkout'],
    ['/en/customer/basket/confirmation', 'Order confirmation'],
    ['/en/customer/basket', 'Basket'],
  ])('%s shows its name and says it is not available yet', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/nl/customer/basket/checkout', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellen' })).toBeInTheDocument();
    expect(screen.getByText('Dit scherm is nog niet beschikbaar.')).toBeInTheDocument();
  });
});
