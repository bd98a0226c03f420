import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { AppRoutes } from '../../../app/routes';
import { messages } from '../../../i18n/messages';

const renderAt = (route: string, locale: 'en' | 'nl' = 'en') => renderWithProviders(<AppRoutes />, { store: setupStore(), messages, route, locale });

describe('mfe-account placeholders', () => {
  it.each([
    ['/en/customer/account/users', 'Users'],
    ['/en/customer/account/history/detail/12', 'Order details'],
    ['/en/salesman/account/edit', 'My account'],
    ['/en/contact', 'Contact'],
    ['/en/contact/ALP', 'Contact'],
    ['/en/warranty', 'Returns and warranty'],
  ])('%s shows its name and says it is not available yet', (route, title) => {
    renderAt(route);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This screen is not available yet.')).toBeInTheDocument();
  });

  it('redirects /customer/account to edit', () => {
    renderAt('/en/customer/account');
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
  });

  it('is translated', () => {
    renderAt('/nl/customer/account/invoices', 'nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Facturen' })).toBeInTheDocument();
    expect(screen.getByText('Dit scherm is nog niet beschikbaar.')).toBeInTheDocument();
  });
});
