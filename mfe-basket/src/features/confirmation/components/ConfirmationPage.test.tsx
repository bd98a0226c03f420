import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS, useLocation } from 'shared-kernel';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ConfirmationPage } from './ConfirmationPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function setup(route: string, locale: 'en' | 'nl' = 'en') {
  renderWithProviders(
    <>
      <ConfirmationPage />
      <Where />
    </>,
    { store: setupStore(), messages, session: testSession('Klant'), locale, route },
  );
}

beforeEach(() => window.localStorage.clear());

describe('ConfirmationPage', () => {
  it('shows the order number from the query and links to the order history', async () => {
    setup('/en/customer/basket/confirmation?order=SO500123');
    expect(screen.getByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('SO500123');
    const history = screen.getByRole('link', { name: 'View order history' });
    expect(history).toHaveAttribute('href', '/en/customer/account/history');
    await userEvent.click(history);
    expect(screen.getByTestId('where')).toHaveTextContent('/customer/account/history');
  });

  it('continues shopping with the saved shop filters', () => {
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, 'Brands=ACME');
    setup('/en/customer/basket/confirmation?order=SO1');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=ACME');
  });

  it('still confirms without an order number', () => {
    setup('/en/customer/basket/confirmation');
    expect(screen.queryByTestId('order-number')).not.toBeInTheDocument();
    expect(screen.getByText('Your order has been placed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order history' })).toBeInTheDocument();
  });

  it('is translated', () => {
    setup('/nl/customer/basket/confirmation?order=SO9', 'nl');
    expect(screen.getByRole('heading', { name: 'Bedankt voor uw bestelling' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bestelgeschiedenis bekijken' })).toHaveAttribute('href', '/nl/customer/account/history');
  });
});
