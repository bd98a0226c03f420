import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useLocation, type PortalEvents, type Session } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { Basket, CouponCheckResponse } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { basketOf, basketProduct, deliveryAddress, pricedVariant } from '../../../test/fixtures';
import { CheckoutPage } from './CheckoutPage';

/** articles 250.00, own discount 10.00 (line 2 at 20%), net 240.00; country 1: shipping 9.95, free from 500.00 */
const makeBasket = (patch: Partial<Basket> = {}): Basket =>
  basketOf([basketProduct(1, [pricedVariant(101, 100, 2), pricedVariant(102, 50, 1, 20)], { ProductName: 'Field jacket', ProductModelNumber: 'FJ-1' })], {
    FreeDeliveryMinimums: { '1': 500, '5': 1000 },
    ShipmentCosts: { '1': 9.95, '5': 19.95 },
    DropshipmentCosts: { '1': 14.95, '5': 24.95 },
    ...patch,
  });

const addresses = [deliveryAddress(11, 'Amsterdam', 1, 'Netherlands'), deliveryAddress(12, 'Berlin', 5, 'Germany')];

const COUPONS: Record<string, CouponCheckResponse> = {
  FIXED25: { Value: 25, DisplayValue: '€ 25.00', Type: 0, Error: null },
  WELCOME10: { Value: 10, DisplayValue: '10%', Type: 1, Error: null },
  FREESHIP: { Value: 0, DisplayValue: '', Type: 2, Error: null },
  BIG: { Value: 500, DisplayValue: '€ 500.00', Type: 0, Error: null },
  // mock-api refuses a fixed coupon above the basket total itself
  REFUSED: { Value: 500, DisplayValue: '€ 500.00', Type: 0, Error: 'The discount of this coupon is higher than the basket total.' },
  '': { Value: 0, DisplayValue: '', Type: 0, Error: null },
};
const couponRoute: MockRoute = {
  method: 'POST',
  path: /\/api\/en\/coupon\/check$/,
  body: (_url: URL, init: RequestInit | undefined) => {
    const { Code } = JSON.parse(String(init?.body)) as { Code: string };
    return COUPONS[Code] ?? { Value: 0, DisplayValue: '', Type: 0, Error: 'The coupon code is not valid.' };
  },
};
const success = { axId: 'SO500123', gtmObject: { event: 'purchase', transaction_id: 'SO500123', value: 240 } };

const BANK = { accountHolder: 'Demo Distribution B.V.', iban: 'NL02 TEST 0123 4567 89', bic: 'TESTNL2A' };

/** where the remote's router is (below the locale): the confirmation is a page of this remote */
function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function setup({ basket = makeBasket(), session = testSession('Klant'), submit = { status: 200, body: success as unknown }, extra = [] as MockRoute[], config = { prepaymentBank: BANK as typeof BANK | null } } = {}) {
  const fetchMock = mockFetch([
    ...extra,
    { path: /\/api\/en\/basket$/, body: basket },
    { path: /\/api\/en\/Customer\/C0001\/DeliveryAddress$/, body: addresses },
    couponRoute,
    { method: 'POST', path: /\/api\/en\/basket\/submit$/, status: submit.status, body: submit.body },
  ]);
  const navigate = jest.fn();
  const toasts: PortalEvents['toast'][] = [];
  const changes: PortalEvents['basket.changed'][] = [];
  const offs = [on('toast', (t) => toasts.push(t)), on('basket.changed', (c) => changes.push(c))];
  cleanups.push(...offs);
  renderWithProviders(
    <>
      <CheckoutPage />
      <Where />
    </>,
    { store: setupStore(), messages, session: session as Session, navigate, route: '/en/customer/basket/checkout', config },
  );
  const submits = () => fetchMock.calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/basket/submit'));
  return { ...fetchMock, navigate, toasts, changes, submits };
}

const cleanups: (() => void)[] = [];
beforeEach(() => {
  window.sessionStorage.clear();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => cleanups.splice(0).forEach((f) => f()));

const total = () => screen.getByTestId('total-total');
const ready = async () => {
  await screen.findByRole('radio', { name: /Amsterdam/ });
  return screen.getByRole('button', { name: 'Place order' });
};
async function applyCoupon(code: string) {
  const input = screen.getByRole('textbox', { name: 'Coupon code' });
  await userEvent.clear(input);
  if (code) await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('CheckoutPage', () => {
  it('shows the steps, the delivery addresses and the totals in cents', async () => {
    setup();
    await ready();
    const steps = screen.getByRole('navigation', { name: 'Order steps' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['✓Basket', '2Details', '3Confirmation']);
    expect(within(steps).getByText('Details').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('radio', { name: /Amsterdam/ })).toBeChecked();
    expect(screen.getByTestId('total-articles')).toHaveTextContent('€ 250.00');
    expect(screen.getByTestId('total-discount')).toHaveTextContent('€ -10.00');
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('€ 9.95');
    expect(total()).toHaveTextContent('€ 249.95');

    // another delivery country: its own shipping cost
    await userEvent.click(screen.getByRole('radio', { name: /Berlin/ }));
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('€ 19.95');
    expect(total()).toHaveTextContent('€ 259.95');
  });

  it('makes delivery free once the articles reach the country minimum', async () => {
    setup({ basket: makeBasket({ FreeDeliveryMinimums: { '1': 240 } }) });
    await ready();
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('Free');
    expect(total()).toHaveTextContent('€ 240.00');
  });

  it('type 0 coupon subtracts its fixed value and is kept in sessionStorage', async () => {
    setup();
    await ready();
    await applyCoupon('FIXED25');
    expect(await screen.findByTestId('total-coupon')).toHaveTextContent('€ -25.00');
    expect(total()).toHaveTextContent('€ 224.95');
    expect(screen.getByText('Coupon FIXED25 applied (€ 25.00)')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('basket.coupon')).toBe('FIXED25');
  });

  it('type 1 coupon takes its percentage, skipping lines with a higher own discount', async () => {
    setup();
    await ready();
    await applyCoupon('WELCOME10');
    // 10% of the 200.00 line only; the 20%-discounted line keeps its own discount
    expect(await screen.findByTestId('total-coupon')).toHaveTextContent('€ -20.00');
    expect(total()).toHaveTextContent('€ 229.95');
  });

  it('type 2 coupon makes delivery free', async () => {
    setup();
    await ready();
    await applyCoupon('FREESHIP');
    await screen.findByText('Coupon FREESHIP applied: free delivery');
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('Free');
    expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('€ 240.00');
  });

  it('an empty code clears the coupon', async () => {
    const { calls } = setup();
    await ready();
    await applyCoupon('FIXED25');
    await screen.findByTestId('total-coupon');
    await applyCoupon('');
    await waitFor(() => expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument());
    expect(total()).toHaveTextContent('€ 249.95');
    expect(window.sessionStorage.getItem('basket.coupon')).toBeNull();
    // the server forgets the basket's coupon too
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/coupon/check')).map((c) => c.body)).toEqual([{ Code: 'FIXED25' }, { Code: '' }]));
  });

  it('an Error answer clears the coupon and shows the error text', async () => {
    setup();
    await ready();
    await applyCoupon('FIXED25');
    await screen.findByTestId('total-coupon');
    await applyCoupon('NOPE');
    expect(await screen.findByText('The coupon code is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('basket.coupon')).toBeNull();
  });

  it('drops a coupon that would exceed the basket total with the higher-discount info', async () => {
    setup();
    await ready();
    await applyCoupon('BIG');
    expect(await screen.findByText(/there is already a higher discount/)).toBeInTheDocument();
    expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('€ 249.95');
    expect(window.sessionStorage.getItem('basket.coupon')).toBeNull();
  });

  it('shows the higher-discount info when the server refuses a coupon above the total', async () => {
    setup();
    await ready();
    await applyCoupon('REFUSED');
    expect(await screen.findByText(/there is already a higher discount/)).toBeInTheDocument();
    expect(screen.queryByText('The discount of this coupon is higher than the basket total.')).not.toBeInTheDocument();
    expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument();
  });

  it('shows the statusText of a failed coupon call', async () => {
    setup({ extra: [{ method: 'POST', path: /\/coupon\/check$/, status: 500, body: { Message: 'boom' } }] });
    await ready();
    await applyCoupon('FIXED25');
    // shown as the coupon field's error
    expect(await screen.findByText('Error')).toHaveAttribute('id', expect.stringMatching(/-error$/));
    expect(screen.queryByTestId('total-coupon')).not.toBeInTheDocument();
  });

  it('keeps the coupon over a reload and sends its code with the order', async () => {
    window.sessionStorage.setItem('basket.coupon', 'FIXED25');
    const { submits } = setup();
    const button = await ready();
    expect(await screen.findByTestId('total-coupon')).toHaveTextContent('€ -25.00');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('FIXED25');
    await userEvent.click(button);
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0].body).toMatchObject({ CouponCode: 'FIXED25' });
  });

  it('submits the checkout data', async () => {
    const { submits } = setup();
    const button = await ready();
    await userEvent.click(screen.getByRole('radio', { name: /Berlin/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your own reference' }), 'PO-77');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes for customer service' }), 'Ring twice');
    await userEvent.click(button);
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0].body).toEqual({
      Reference: 'PO-77',
      Remarks: 'Ring twice',
      CouponCode: null,
      IsDropshipment: false,
      OrderDeliveryAddress: { Id: 12, CountryId: 5 },
      DropshipmentDeliveryAddress: null,
    });
  });

  it('cuts the own reference at the contract maximum of 60', async () => {
    setup();
    await ready();
    const input = screen.getByRole('textbox', { name: 'Your own reference' });
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(70));
    expect(input).toHaveValue('x'.repeat(60));
  });

  it('on success pushes the gtmObject, empties the badge and goes to the confirmation', async () => {
    window.sessionStorage.setItem('basket.dropshipmentAddress', JSON.stringify({ Name: 'x' }));
    const { navigate, changes } = setup();
    const existing = { event: 'page_view' };
    (window as Window & { dataLayer?: unknown[] }).dataLayer = [existing];
    const button = await ready();
    await applyCoupon('FIXED25');
    await screen.findByTestId('total-coupon');
    await userEvent.click(button);
    await waitFor(() => expect(where()).toBe('/customer/basket/confirmation?order=SO500123'));
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([existing, success.gtmObject]);
    expect(changes).toEqual([{ count: 0 }]);
    expect(window.sessionStorage.getItem('basket.coupon')).toBeNull();
    expect(window.sessionStorage.getItem('basket.dropshipmentAddress')).toBeNull();
    // the emptied basket does not send the user back to the overview
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(navigate).not.toHaveBeenCalled();
    expect(where()).toBe('/customer/basket/confirmation?order=SO500123');
  });

  it('creates window.dataLayer when it is missing', async () => {
    setup();
    await userEvent.click(await ready());
    await waitFor(() => expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([success.gtmObject]));
  });

  it('disables the finalize button while the order is processing', async () => {
    const { submits } = setup();
    const button = await ready();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const real = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
      if (String(input).endsWith('/basket/submit')) await gate;
      return real(input, init);
    }) as typeof fetch;
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    release();
    await waitFor(() => expect(submits()).toHaveLength(1));
  });

  it('asks prepayment customers to confirm the bank information before sending', async () => {
    const { submits } = setup({ basket: makeBasket({ IsPrepayment: true }) });
    const button = await ready();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your own reference' }), 'PO-9');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Prepayment' });
    // the account of config.json (parcel props), not one in code
    expect(within(dialog).getByText('IBAN').nextSibling).toHaveTextContent('NL02 TEST 0123 4567 89');
    expect(within(dialog).getByText('BIC').nextSibling).toHaveTextContent('TESTNL2A');
    expect(within(dialog).getByText('Account holder').nextSibling).toHaveTextContent('Demo Distribution B.V.');
    expect(within(dialog).getByText('€ 249.95')).toBeInTheDocument();
    expect(within(dialog).getByText('C0001 / PO-9')).toBeInTheDocument();
    expect(submits()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(submits()).toHaveLength(0);

    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Prepayment' })).getByRole('button', { name: 'Confirm and place order' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    await waitFor(() => expect(where()).toBe('/customer/basket/confirmation?order=SO500123'));
  });

  it('without a bank account in config.json the prepayment dialog says the details follow, and still places the order', async () => {
    const { submits } = setup({ basket: makeBasket({ IsPrepayment: true }), config: { prepaymentBank: null } });
    await userEvent.click(await ready());
    const dialog = await screen.findByRole('dialog', { name: 'Prepayment' });
    expect(within(dialog).queryByText('IBAN')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Our bank details will be sent to you with the order confirmation.')).toBeInTheDocument();
    expect(within(dialog).getByText('€ 249.95')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and place order' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
  });

  it('shows ModelState field errors beside the fields and unprefixed keys as toasts', async () => {
    const { navigate, toasts, changes } = setup({
      submit: {
        status: 400,
        body: {
          Message: 'The request is invalid.',
          ModelState: { 'model.Reference': ['The reference is too long.'], 'model.OrderDeliveryAddress': ['The delivery address is required.'], Basket: ['Size M is out of stock.'] },
        },
      },
    });
    await userEvent.click(await ready());
    expect(await screen.findByText('The reference is too long.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your own reference' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The delivery address is required.')).toHaveAttribute('id', expect.stringMatching(/-error$/));
    expect(toasts).toEqual([{ kind: 'error', text: 'Size M is out of stock.', duration: 4000 }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(where()).toBe('/customer/basket/checkout');
    expect(changes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('lists general model errors above the button', async () => {
    setup({ submit: { status: 400, body: { ModelState: { model: ['The basket is empty.'] } } } });
    await userEvent.click(await ready());
    expect(await screen.findByRole('alert')).toHaveTextContent('The basket is empty.');
  });

  it('lists the errors of fields without a control, and a nested field beside its control', async () => {
    const drop = { Name: 'Shop Client', CountryName: 'Germany', CountryId: 5, ZipCode: '10115', HouseNumber: '3', Street: 'Hauptstrasse', City: 'Berlin', Email: '', Phone: '' };
    window.sessionStorage.setItem('basket.dropshipmentAddress', JSON.stringify(drop));
    setup({
      basket: makeBasket({ IsDropshipment: true }),
      submit: { status: 400, body: { ModelState: { 'model.Lines': ['Size M is sold out.'], 'model.DropshipmentDeliveryAddress.CountryId': ['We do not deliver to Germany.'] } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Size M is sold out.');
    expect(screen.getByText('We do not deliver to Germany.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent('We do not deliver');
  });

  it('says the order could not be placed when the server fails without an explanation, for 4 s', async () => {
    const { toasts, navigate } = setup({ submit: { status: 500, body: '' } });
    await userEvent.click(await ready());
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'The order could not be placed. Please try again later.', duration: 4000 }]));
    expect(navigate).not.toHaveBeenCalled();
    expect(where()).toBe('/customer/basket/checkout');
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('treats a submit answer carrying ModelState as a failure', async () => {
    const { navigate } = setup({ submit: { status: 200, body: { ModelState: { 'model.Reference': ['Not accepted.'] } } } });
    await userEvent.click(await ready());
    expect(await screen.findByText('Not accepted.')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(where()).toBe('/customer/basket/checkout');
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('shows the dropshipment address read-only and sends it', async () => {
    const drop = { Name: 'Shop Client', CountryName: 'Germany', CountryId: 5, ZipCode: '10115', HouseNumber: '3', Street: 'Hauptstrasse', City: 'Berlin', Email: 'c@x.de', Phone: '' };
    window.sessionStorage.setItem('basket.dropshipmentAddress', JSON.stringify(drop));
    const { submits, calls } = setup({ basket: makeBasket({ IsDropshipment: true }) });
    const card = await screen.findByTestId('dropshipment-address');
    expect(card).toHaveTextContent('Shop Client');
    expect(card).toHaveTextContent('Hauptstrasse 3');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Hauptstrasse/ })).not.toBeInTheDocument();
    // dropshipment cost of country 5
    expect(screen.getByTestId('total-delivery')).toHaveTextContent('€ 24.95');
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(submits()[0].body).toMatchObject({ IsDropshipment: true, OrderDeliveryAddress: null, DropshipmentDeliveryAddress: drop });
    expect(calls.some((c) => c.url.pathname.includes('DeliveryAddress'))).toBe(false);
  });

  it('sends an empty basket back to the overview', async () => {
    const { navigate } = setup({ basket: makeBasket({ Products: [] }) });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/customer/basket/overview'));
  });

  it('does not let marketing users check out', async () => {
    const { calls } = setup({ session: testSession('MarketingKlant') });
    expect(screen.getByText(/Marketing accounts cannot place orders/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(calls).toHaveLength(0);
  });

  it('shows an error with retry when the basket cannot be loaded', async () => {
    setup({ extra: [{ path: /\/api\/en\/basket$/, status: 500, body: { Message: 'down' } }] });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
