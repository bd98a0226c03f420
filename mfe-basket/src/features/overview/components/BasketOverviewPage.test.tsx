import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, STORAGE_KEYS, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { Basket, BasketVariant } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { DROPSHIPMENT_ADDRESS_KEY } from '../../../lib/dropshipmentAddress';
import { basketOf, basketProduct, basketVariant, country } from '../../../test/fixtures';
import { BasketOverviewPage } from './BasketOverviewPage';

const variant = (id: number, amount: number, patch: Partial<BasketVariant> = {}) => basketVariant(id, amount, { ProductSize: `S${id}`, ...patch });
const product = (id: number, variants: BasketVariant[]) => basketProduct(id, variants, { ProductImages: [`http://api.test/img/p${id}_{width}x{height}.svg`] });
const countries = [country(1, 'NL', 'Netherlands'), country(2, 'BE', 'Belgium')];

/** one product: size S11 amount 2 of stock 100, size S12 amount 3 of stock 1 (backorder 2, 4 already in backorder) */
const standard = basketOf([product(1, [variant(11, 2), variant(12, 3, { Stock: 1, ProductAmountAlreadyInBackorder: 4 })])]);

function setup(opts: { basket?: Basket | (() => Basket); session?: Session; routes?: MockRoute[]; locale?: 'en' | 'nl'; status?: number } = {}) {
  const b = opts.basket ?? standard;
  const fetchMock = mockFetch([
    ...(opts.routes ?? []),
    { path: /\/basket$/, status: opts.status ?? 200, body: typeof b === 'function' ? b : () => b },
    { path: /\/banner\/current\?locationType=2$/, body: null },
    { path: /\/country\/available$/, body: countries },
    { path: /\/currency$/, body: [{ Id: 1, Code: 'EUR', Symbol: '€', Name: 'Euro' }] },
  ]);
  const navigate = jest.fn();
  const events: { name: string; detail: unknown }[] = [];
  const offs = [
    on('stock.out', (d) => events.push({ name: 'stock.out', detail: d })),
    on('stock.in', (d) => events.push({ name: 'stock.in', detail: d })),
    on('basket.changed', (d) => events.push({ name: 'basket.changed', detail: d })),
  ];
  const toasts: ToastRequest[] = [];
  offs.push(on('toast', (t) => toasts.push(t)));
  const locale = opts.locale ?? 'en';
  renderWithProviders(<BasketOverviewPage />, {
    store: setupStore(),
    messages,
    session: opts.session ?? testSession('Klant'),
    navigate,
    locale,
    route: `/${locale}/customer/basket/overview`,
  });
  cleanups.push(() => offs.forEach((off) => off()));
  const callsTo = (method: string, path: RegExp) => fetchMock.calls.filter((c) => c.method === method && path.test(c.url.pathname + c.url.search));
  return { ...fetchMock, navigate, events, toasts, callsTo };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  window.sessionStorage.clear();
});

const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('BasketOverviewPage', () => {
  it('shows the product groups with image, colour, model, sizes, prices and totals', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Jacket 1' });
    expect(within(card).getByRole('img', { name: 'Jacket 1 Navy' })).toHaveAttribute('src', 'http://api.test/img/p1_170x140.svg');
    expect(within(card).getByRole('img', { name: 'Jacket 1 Navy' })).toHaveAttribute('width', '170');
    expect(card).toHaveTextContent('Navy');
    expect(card).toHaveTextContent('MOD-1');
    const line = screen.getByTestId('basket-line-11');
    expect(line).toHaveTextContent('S11');
    expect(line).toHaveTextContent('€ 10.00');
    expect(line).toHaveTextContent('€ 20.00');
    expect(screen.getByRole('textbox', { name: 'Amount of Jacket 1 Navy S11' })).toHaveValue('2');
    expect(screen.getByTestId('basket-articles-total')).toHaveTextContent('€ 50.00');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    expect(screen.getByText(/Working days 9:00 - 16:00/)).toBeInTheDocument();
  });

  it('labels a backorder when stock minus amount is below 0, with the count, and the amount already in backorder', async () => {
    setup();
    const short = await screen.findByTestId('basket-line-12');
    expect(short).toHaveTextContent('Backorder: 2');
    expect(short).toHaveTextContent('Already in backorder: 4');
    expect(screen.getByTestId('basket-line-11')).not.toHaveTextContent('Backorder');
  });

  it('charges shipping below the country minimum and says how much more is needed', async () => {
    setup();
    expect(await screen.findByTestId('basket-delivery-costs')).toHaveTextContent('€ 7.50');
    expect(screen.getByTestId('basket-free-delivery')).toHaveTextContent('Add € 450.00 more for free delivery.');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('€ 57.50');
  });

  it('delivers free once the article total reaches the country minimum', async () => {
    setup({ basket: basketOf([product(1, [variant(11, 25, { ProductPrice: 19.99, ProductTotal: 499.75 }), variant(12, 1, { ProductPrice: 0.25, ProductTotal: 0.25 })])]) });
    expect(await screen.findByTestId('basket-delivery-costs')).toHaveTextContent('Free');
    expect(screen.getByTestId('basket-free-delivery')).toHaveTextContent('You get free delivery (from € 500.00).');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('€ 500.00');
  });

  it('sends an amount change once, 500 ms after the typing settles, then says the basket changed', async () => {
    const { callsTo, events } = setup({ routes: [{ method: 'POST', path: /\/basket\/updateItem$/, body: { Error: null } }] });
    const input = await screen.findByRole('textbox', { name: 'Amount of Jacket 1 Navy S11' });
    await userEvent.clear(input);
    await userEvent.type(input, '15');
    await sleep(300);
    expect(callsTo('POST', /updateItem/)).toHaveLength(0);
    await waitFor(() => expect(callsTo('POST', /updateItem/)).toHaveLength(1));
    expect(callsTo('POST', /updateItem/)[0].body).toEqual({ productVariantId: 11, productId: 1, Amount: 15 });
    await waitFor(() => expect(events).toContainEqual({ name: 'basket.changed', detail: {} }));
    expect(events).toContainEqual({ name: 'stock.in', detail: { productVariantId: 11 } });
    await sleep(600);
    expect(callsTo('POST', /updateItem/)).toHaveLength(1);
  });

  it('shows a refused amount on its input and emits stock.out', async () => {
    const { events } = setup({ routes: [{ method: 'POST', path: /\/basket\/updateItem$/, body: { Error: 'Only 100 in stock.' } }] });
    const input = await screen.findByRole('textbox', { name: 'Amount of Jacket 1 Navy S11' });
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    await waitFor(() => expect(input).toHaveAccessibleDescription('Only 100 in stock.'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(events).toContainEqual({ name: 'stock.out', detail: { productVariantId: 11, message: 'Only 100 in stock.' } });
    expect(events.some((e) => e.name === 'basket.changed')).toBe(false);
  });

  it('removes a line only after confirmation, then says the basket changed', async () => {
    const { callsTo, events } = setup({ locale: 'nl', routes: [{ method: 'DELETE', path: /\/basket\/removeItem\/11$/, body: undefined }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Jacket 1 Navy S11 verwijderen' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Product verwijderen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(callsTo('DELETE', /removeItem/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Jacket 1 Navy S11 verwijderen' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(callsTo('DELETE', /removeItem\/11$/)).toHaveLength(1));
    await waitFor(() => expect(events).toContainEqual({ name: 'basket.changed', detail: {} }));
  });

  it('switches dropshipment on and fills the street of a Dutch postal code and house number', async () => {
    let current = standard;
    const { callsTo } = setup({
      basket: () => current,
      routes: [
        {
          method: 'POST',
          path: /\/basket\/switch$/,
          body: (_u: URL, init: RequestInit | undefined) => {
            const on = (JSON.parse(String(init?.body)) as { isDropshipment: boolean }).isDropshipment;
            // mock-api: the minimums are those of the basket's variant (dropshipment here)
            current = { ...current, IsDropshipment: on, FreeDeliveryMinimums: on ? { '1': 750, '2': 1500 } : standard.FreeDeliveryMinimums };
            return current;
          },
        },
        { path: /\/address\/complete\?/, body: { street: 'Damrak' } },
      ],
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dropshipment' }));
    expect(callsTo('POST', /basket\/switch$/)[0].body).toEqual({ isDropshipment: true });
    await screen.findByRole('group', { name: 'Dropshipment address' });
    await screen.findByRole('option', { name: 'Belgium' });
    expect(screen.getByRole('checkbox', { name: 'Dropshipment' })).toBeChecked();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Shop Jansen');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Belgium');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '1012AB');
    await userEvent.type(screen.getByRole('textbox', { name: 'House number' }), '5');
    await userEvent.tab();
    await sleep(50);
    expect(callsTo('GET', /address\/complete/)).toHaveLength(0); // not NL

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Netherlands');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Damrak'));
    expect(callsTo('GET', /address\/complete/)[0].url.search).toBe('?postalCode=1012AB&houseNr=5');
    // dropshipment costs and minimum for the dropshipment country
    expect(screen.getByTestId('basket-delivery-costs')).toHaveTextContent('€ 12.50');
    expect(screen.getByTestId('basket-free-delivery')).toHaveTextContent('Add € 700.00 more');
    const kept = JSON.parse(window.sessionStorage.getItem(DROPSHIPMENT_ADDRESS_KEY) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ Name: 'Shop Jansen', CountryId: 1, CountryName: 'Netherlands', ZipCode: '1012AB', HouseNumber: '5', Street: 'Damrak' });
  });

  it('autofills on leaving the house number when the country is NL', async () => {
    const { callsTo } = setup({
      basket: basketOf(standard.Products, { IsDropshipment: true }),
      routes: [{ path: /\/address\/complete\?/, body: { street: 'Markt' } }],
    });
    await screen.findByRole('option', { name: 'Netherlands' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Netherlands');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '1012AB');
    expect(callsTo('GET', /address\/complete/)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'House number' }), '12');
    fireEvent.blur(screen.getByRole('textbox', { name: 'House number' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Markt'));
  });

  it('shows each validation error as an error toast and stays', async () => {
    const { toasts, navigate } = setup({ routes: [{ method: 'POST', path: /\/basket\/validate$/, body: { Errors: ['Size S11 is sold out.', 'No access to brand X.'] } }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue order' }));
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts.map((t) => [t.kind, t.text])).toEqual([
      ['error', 'Size S11 is sold out.'],
      ['error', 'No access to brand X.'],
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks the backorder question before checkout when a non-pre-order line is short of stock', async () => {
    const { navigate } = setup({ routes: [{ method: 'POST', path: /\/basket\/validate$/, body: { Errors: [] } }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue order' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('delivered as a backorder');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Continue order' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(navigate).toHaveBeenCalledWith('/en/customer/basket/checkout');
  });

  it('goes straight to checkout when every line is in stock or a pre-order', async () => {
    const { navigate } = setup({
      basket: basketOf([product(1, [variant(11, 2), variant(12, 3, { Stock: 0, IsPreOrder: true })])]),
      routes: [{ method: 'POST', path: /\/basket\/validate$/, body: { Errors: [] } }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue order' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/customer/basket/checkout'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the empty basket with a link to the shop with the saved filters', async () => {
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, '?Brands=ACME');
    setup({ basket: basketOf([]) });
    expect(await screen.findByText('Your basket is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=ACME');
    expect(screen.queryByRole('button', { name: 'Continue order' })).not.toBeInTheDocument();
  });

  it('links continue shopping to the saved shop filters', async () => {
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, 'Brands=ACME&Page=2');
    setup();
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=ACME&Page=2');
  });

  it('lets marketing users view the basket without prices, changes or ordering', async () => {
    setup({ session: testSession('MarketingKlant') });
    await screen.findByRole('article', { name: 'Jacket 1' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Dropshipment' })).not.toBeInTheDocument();
    expect(screen.queryByText('€ 10.00')).not.toBeInTheDocument();
    expect(screen.getByTestId('basket-line-12')).toHaveTextContent('3');
  });

  it('shows staff the prices and lets them order (spec section 6 takes only the retail price from them)', async () => {
    setup({ session: testSession('PersoneelKlant') });
    await screen.findByRole('article', { name: 'Jacket 1' });
    expect(screen.getAllByText('€ 10.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Continue order' })).toBeInTheDocument();
  });

  it('takes a fixed coupon off the basket total before the free-delivery rule', async () => {
    setup({ basket: basketOf([product(1, [variant(11, 60)])], { TotalPrice: 590 }) });
    expect(await screen.findByText('Coupon')).toBeInTheDocument();
    expect(screen.getByTestId('basket-articles-total')).toHaveTextContent('€ 600.00');
    expect(screen.getByTestId('basket-delivery-costs')).toHaveTextContent('Free');
    expect(screen.getByTestId('basket-total')).toHaveTextContent('€ 590.00');
  });

  it('shows a loading state, then an error state with retry', async () => {
    setup({ status: 500 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your basket');
    expect(await screen.findByText('Your basket could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
