import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type Session } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { basketOf, basketProduct, basketVariant } from '../../../test/fixtures';
import { badgeMessages } from '../lib/badgeMessages';
import { BasketBadge } from './BasketBadge';

const fiveItems = basketOf([basketProduct(1, [basketVariant(1, 2), basketVariant(2, 1)]), basketProduct(2, [basketVariant(3, 2)])]);

function setup(session: Session | null, body: unknown = fiveItems, status = 200, locale: 'en' | 'nl' = 'en') {
  const fetchMock = mockFetch([{ path: /\/api\/(en|nl)\/basket$/, status, body }]);
  const navigate = jest.fn();
  renderWithProviders(<BasketBadge />, { store: setupStore(), messages: badgeMessages, session, navigate, locale, route: `/${locale}/customer` });
  const basketCalls = () => fetchMock.calls.filter((c) => c.url.pathname.endsWith('/basket')).length;
  return { ...fetchMock, navigate, basketCalls };
}

describe('BasketBadge', () => {
  it('loads the basket and shows the icon link with its count for a customer', async () => {
    const { navigate } = setup(testSession('Klant'));
    expect(screen.getByRole('link', { name: 'Basket' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Basket, 5 items' });
    expect(link).toHaveAttribute('href', '/en/customer/basket/overview');
    expect(link).toHaveTextContent('5');

    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/en/customer/basket/overview');
  });

  it('shows the icon to staff', async () => {
    setup(testSession('PersoneelKlant'), basketOf([basketProduct(1, [basketVariant(1, 1)])]));
    expect(await screen.findByRole('link', { name: 'Basket, 1 item' })).toBeInTheDocument();
  });

  it('loads the basket for marketing users but hides the icon', async () => {
    const { basketCalls } = setup(testSession('MarketingKlant'));
    await waitFor(() => expect(basketCalls()).toBe(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('neither loads nor shows anything for admins and salesmen', async () => {
    const { basketCalls } = setup(testSession('Admin'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(basketCalls()).toBe(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reloads when the basket changed', async () => {
    const { basketCalls } = setup(testSession('Klant'));
    await screen.findByRole('link', { name: 'Basket, 5 items' });

    mockFetch([{ path: /\/api\/en\/basket$/, body: basketOf([basketProduct(1, [basketVariant(1, 7)])]) }]);
    act(() => emit('basket.changed', {}));
    expect(await screen.findByRole('link', { name: 'Basket, 7 items' })).toBeInTheDocument();
    expect(basketCalls()).toBe(1);
  });

  it('keeps the link without a count when the basket cannot be loaded', async () => {
    const { basketCalls } = setup(testSession('Klant'), { Message: 'down' }, 500);
    await waitFor(() => expect(basketCalls()).toBe(1));
    expect(screen.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/en/customer/basket/overview');
  });

  it('is translated', async () => {
    setup(testSession('Klant'), fiveItems, 200, 'nl');
    expect(await screen.findByRole('link', { name: 'Winkelmandje, 5 artikelen' })).toHaveAttribute('href', '/nl/customer/basket/overview');
  });
});
