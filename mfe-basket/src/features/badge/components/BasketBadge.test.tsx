import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, type Session } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Basket, BasketProduct, BasketVariant } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { BasketBadge, basketCount } from './BasketBadge';

const variant = (ProductVariantId: number, ProductAmount: number): BasketVariant => ({
  ProductVariantId,
  ProductSize: 'M',
  ProductPrice: 10,
  ProductDiscount: 0,
  ProductDiscountPercentage: 0,
  ProductAmount,
  ProductTotal: 10 * ProductAmount,
  ProductTotalNoDiscount: 10 * ProductAmount,
  Stock: 100,
  IsPreOrder: false,
  ProductAmountAlreadyInBackorder: 0,
});
const product = (ProductId: number, variants: BasketVariant[]): BasketProduct => ({
  ProductId,
  ProductName: `Product ${ProductId}`,
  ProductColorName: 'Blue',
  ProductColorId: 'BL',
  ProductDescription: '',
  ProductModelNumber: `M-${ProductId}`,
  ProductImages: [],
  Variants: variants,
});
const basket = (products: BasketProduct[]): Basket => ({
  Products: products,
  TotalPrice: 0,
  TotalPriceNoDiscount: 0,
  IsDropshipment: false,
  IsPrepayment: false,
  OrderDeliveryAddress: null,
  DropshipmentDeliveryAddress: null,
  FreeDeliveryMinimums: {},
  ShipmentCosts: {},
  DropshipmentCosts: {},
  Reference: '',
  Remarks: '',
  CouponCode: null,
});
const fiveItems = basket([product(1, [variant(1, 2), variant(2, 1)]), product(2, [variant(3, 2)])]);

function setup(session: Session | null, body: unknown = fiveItems, status = 200, locale: 'en' | 'nl' = 'en') {
  const fetchMock = mockFetch([{ path: /\/api\/(en|nl)\/basket$/, status, body }]);
  const navigate = jest.fn();
  renderWithProviders(<BasketBadge />, { store: setupStore(), messages, session, navigate, locale, route: `/${locale}/customer` });
  const basketCalls = () => fetchMock.calls.filter((c) => c.url.pathname.endsWith('/basket')).length;
  return { ...fetchMock, navigate, basketCalls };
}

describe('basketCount', () => {
  it('adds the amounts of every variant', () => {
    expect(basketCount(fiveItems)).toBe(5);
    expect(basketCount(basket([]))).toBe(0);
    expect(basketCount(undefined)).toBe(0);
  });
});

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
    setup(testSession('PersoneelKlant'), basket([product(1, [variant(1, 1)])]));
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

    mockFetch([{ path: /\/api\/en\/basket$/, body: basket([product(1, [variant(1, 7)])]) }]);
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
