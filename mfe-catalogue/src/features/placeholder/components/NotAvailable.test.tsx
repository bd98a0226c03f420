import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'fr' = 'en') => renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale });

describe('mfe-catalogue placeholders', () => {
  it.each([
    ['/en/customer/shop/overview?Brands=ALP', 'Shop'],
    ['/en/customer/shop/product/11', 'Product'],
    ['/en/customer/shop/fast-order', 'Fast order'],
    ['/en/customer/our-brands/overview', 'Our brands'],
    ['/en/customer/downloads/overview', 'Downloads'],
  ])('%s shows its name and says it is not available yet', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/fr/customer/shop/overview', 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
    expect(screen.getByText("Cet écran n'est pas encore disponible.")).toBeInTheDocument();
  });
});
