import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged, PreOrderSheet } from 'shared-kernel/contract';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { paged as basePaged, sheet as baseSheet } from '../../../test/fixtures';
import { SalesmanPreOrderCreate } from './SalesmanPreOrderCreate';

const sheet = (Id: number, MaximumDiscount: number): PreOrderSheet => baseSheet(Id, { MaximumDiscount });
const paged = (items: PreOrderSheet[]): Paged<PreOrderSheet> => basePaged(items, 1, 1, { PageSize: 500 });
const user = (Email: string, FirstName: string) => ({ Id: Email, FirstName, LastName: 'Jansen', Function: 0, PhoneNumber: '', Email, Role: 'PersoneelKlant', SalesTakerCode: null, CustomerId: 'C0001', Photo: null, IsBlocked: false, IsMainAccount: false });

const base: MockRoute[] = [
  { path: /\/api\/en\/PreOrderSheet\?/, body: paged([sheet(1, 30), sheet(2, 10)]) },
  { path: /\/api\/en\/customer\/C0001$/, body: { Key: 'C0001', AltKey: '1001', Name: 'Demo Sports' } },
  { path: /\/api\/en\/customer\/C0001\/user$/, body: [user('anna@demo.test', 'Anna'), user('bert@demo.test', 'Bert')] },
  {
    path: /\/api\/en\/Customer\/C0001\/DeliveryAddress$/,
    body: [
      { Id: 11, Name: 'Main shop', Street: 'Markt', HouseNumber: '1', ZipCode: '8000', City: 'Brugge', CountryName: 'Belgium', CountryId: 1, Email: '', Phone: '', Type: 'DELIVERY' },
      { Id: 12, Name: 'Warehouse', Street: 'Kaai', HouseNumber: '9', ZipCode: '8000', City: 'Brugge', CountryName: 'Belgium', CountryId: 1, Email: '', Phone: '', Type: 'DELIVERY' },
    ],
  },
];

const render = (route: string, session = testSession('Vertegenwoordiger')) =>
  renderWithProviders(
    <Routes>
      <Route path="/salesman/pre-orders/create" element={<SalesmanPreOrderCreate />} />
      <Route path="/salesman/pre-orders/edit/:id" element={<p>Edit page</p>} />
      <Route path="/customer/pre-orders/edit/:id" element={<p>Customer edit page</p>} />
      <Route path="/customer/pre-orders" element={<p>Customer overview</p>} />
    </Routes>,
    { store: setupStore(), messages, session, route },
  );

const sheetSelect = () => screen.getByRole('combobox', { name: 'Pre-order sheet' });

describe('SalesmanPreOrderCreate', () => {
  it('clamps the discount to the maximum of a sheet with a lower maximum', async () => {
    mockFetch(base);
    render('/en/salesman/pre-orders/create?customerKey=C0001&sheetId=1');
    const u = userEvent.setup();
    await screen.findByRole('option', { name: /Sheet 1/ });
    const discount = screen.getByRole('textbox', { name: 'Discount (%)' });
    await u.clear(discount);
    await u.type(discount, '25');
    expect(discount).toHaveValue('25');
    await u.selectOptions(sheetSelect(), '2');
    expect(discount).toHaveValue('10');
    expect(screen.getByText('Lowered to 10%, the maximum of this sheet')).toBeInTheDocument();
    await u.clear(discount);
    await u.type(discount, '15');
    expect(discount).toHaveValue('10');
  });

  it('posts the pre-order and goes to its edit page', async () => {
    const { calls } = mockFetch([...base, { method: 'POST', path: /\/api\/en\/PreOrder$/, body: 42 }]);
    render('/en/salesman/pre-orders/create?customerKey=C0001&sheetId=1');
    const u = userEvent.setup();
    expect(await screen.findByDisplayValue('Demo Sports (1001)')).toBeInTheDocument();
    await u.click(await screen.findByRole('checkbox', { name: /bert@demo\.test/ }));
    await u.type(screen.getByRole('textbox', { name: 'Internal reference' }), 'INT-7');
    await u.type(screen.getByRole('textbox', { name: 'Order reference' }), 'Winter order');
    await u.type(screen.getByRole('textbox', { name: 'Discount (%)' }), '5');
    await u.click(screen.getByRole('switch', { name: 'Show history and forecasts to the customer' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Delivery address' })).toHaveValue('11'));
    await u.selectOptions(screen.getByRole('combobox', { name: 'Delivery address' }), '12');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      CustomerKey: 'C0001',
      SheetId: 1,
      InternalCustomerReference: 'INT-7',
      OrderReference: 'Winter order',
      Users: ['bert@demo.test'],
      PreOrderDiscount: 5,
      Address: 12,
      ForecastsAndHistoryVisible: true,
    });
  });

  it('while impersonating: the impersonated customer, fixed; the new pre-order opens in the customer edit page', async () => {
    const { calls } = mockFetch([...base, { method: 'POST', path: /\/api\/en\/PreOrder$/, body: 43 }]);
    // another key in the address changes nothing: the customer is the one logged in as
    render('/en/salesman/pre-orders/create?customerKey=C0099', testSession('Klant', { impersonated: true, customerKey: 'C0001', customerName: 'Demo Sports' }));
    const u = userEvent.setup();
    const customer = await screen.findByRole('textbox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveValue('Demo Sports (1001)'));
    expect(customer).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/customer/pre-orders');
    await screen.findByRole('option', { name: /Sheet 1/ });
    await u.selectOptions(sheetSelect(), '1');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer edit page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ CustomerKey: 'C0001', SheetId: 1 });
    expect(calls.some((c) => c.url.pathname.includes('autocomplete'))).toBe(false);
  });

  it('started from a forecast (query id), posts its ForecastId with the prefilled header', async () => {
    const forecast = {
      Id: 77,
      SheetId: 2,
      CustomerKey: 'C0001',
      Customer: 'Demo Sports',
      Collection: { Id: 3, Name: 'Winter 2025' },
      InternalCustomerReference: 'FC-1',
      OrderReference: 'Forecast order',
      Users: ['anna@demo.test'],
      ForecastsAndHistoryVisible: false,
      PreOrderDiscount: 5,
      Address: 11,
    };
    const { calls } = mockFetch([...base, { path: /\/api\/en\/PreOrder\/77$/, body: forecast }, { method: 'POST', path: /\/api\/en\/PreOrder$/, body: 77 }]);
    render('/en/salesman/pre-orders/create?id=77');
    const u = userEvent.setup();
    expect(await screen.findByText('Starting from the forecast pre-order Winter 2025 of Demo Sports.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Demo Sports (1001)')).toBeInTheDocument();
    await waitFor(() => expect(sheetSelect()).toHaveValue('2'));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Edit page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      CustomerKey: 'C0001',
      SheetId: 2,
      InternalCustomerReference: 'FC-1',
      OrderReference: 'Forecast order',
      Users: ['anna@demo.test'],
      PreOrderDiscount: 5,
      Address: 11,
      ForecastsAndHistoryVisible: false,
      ForecastId: 77,
    });
  });

  it('chooses the customer through the autocomplete', async () => {
    const { calls } = mockFetch([...base, { path: /\/api\/en\/customer\/autocomplete\?/, body: [{ Key: 'C0001', AltKey: '1001', Name: 'Demo Sports', City: 'Brugge' }] }]);
    render('/en/salesman/pre-orders/create');
    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: 'Customer' }), 'Dem');
    await u.click(await screen.findByRole('option', { name: /Demo Sports/ }));
    expect(calls.find((c) => c.url.pathname.endsWith('/customer/autocomplete'))?.url.searchParams.get('search')).toBe('Dem');
    expect(await screen.findByRole('checkbox', { name: /anna@demo\.test/ })).toBeInTheDocument();
  });

  it('asks for a customer and a sheet before posting', async () => {
    const { calls } = mockFetch(base);
    render('/en/salesman/pre-orders/create');
    const u = userEvent.setup();
    await screen.findByRole('option', { name: /Sheet 1/ });
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose a customer.')).toBeInTheDocument();
    expect(sheetSelect()).toHaveAccessibleDescription('Choose a sheet.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the ModelState errors of a failed post', async () => {
    mockFetch([
      ...base,
      {
        method: 'POST',
        path: /\/api\/en\/PreOrder$/,
        status: 400,
        body: {
          ModelState: {
            'model.SheetId': ['The customer already has a pre-order for this sheet.'],
            'model.OrderReference': ['The order reference is too long.'],
            'model.InternalCustomerReference': ['The internal reference is invalid.'],
            'model.PreOrderDiscount': ['The discount is at most 30%.'],
            'model.Users.0': ['Invalid email address'],
            'model.Address': ['The delivery address was not found.'],
            'model.CustomerKey': ['The customer was not found.'],
            model: ['Something is wrong with this pre-order.'],
          },
        },
      },
    ]);
    render('/en/salesman/pre-orders/create?customerKey=C0001&sheetId=1');
    const u = userEvent.setup();
    await screen.findByDisplayValue('Demo Sports (1001)');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The customer already has a pre-order for this sheet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pre-order sheet' })).toHaveAccessibleDescription(/already has a pre-order/);
    expect(screen.getByRole('textbox', { name: 'Order reference' })).toHaveAccessibleDescription(/too long/);
    expect(screen.getByRole('textbox', { name: 'Internal reference' })).toHaveAccessibleDescription(/invalid/);
    expect(screen.getByRole('textbox', { name: 'Discount (%)' })).toHaveAccessibleDescription(/at most 30%/);
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toHaveAccessibleDescription(/not found/);
    expect(screen.getByText('The customer was not found.')).toBeInTheDocument();
    const general = screen.getByText('The pre-order could not be created').closest('[data-kind]') as HTMLElement;
    expect(within(general).getByText('Something is wrong with this pre-order.')).toBeInTheDocument();
    expect(screen.queryByText('Edit page')).not.toBeInTheDocument();
  });

  it('cuts the references to 20 and 60 characters', async () => {
    mockFetch(base);
    render('/en/salesman/pre-orders/create');
    const u = userEvent.setup();
    const internal = screen.getByRole('textbox', { name: 'Internal reference' });
    await u.type(internal, 'x'.repeat(25));
    expect(internal).toHaveValue('x'.repeat(20));
    expect(screen.getAllByText('Maximum allowed is 20').length).toBeGreaterThan(0);
    const order = screen.getByRole('textbox', { name: 'Order reference' });
    await u.click(order);
    await u.paste('y'.repeat(70));
    expect(order).toHaveValue('y'.repeat(60));
  });

  it('adds a user for the customer and selects them', async () => {
    let attempts = 0;
    const { calls } = mockFetch([
      ...base,
      {
        method: 'POST',
        path: /\/api\/en\/customer\/C0001\/user$/,
        status: 200,
        body: () => {
          attempts += 1;
          return 'new-id';
        },
      },
    ]);
    render('/en/salesman/pre-orders/create?customerKey=C0001');
    const u = userEvent.setup();
    await screen.findByRole('checkbox', { name: /anna@demo\.test/ });
    await u.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await u.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Cleo');
    await u.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Peeters');
    await u.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'cleo@demo.test');
    await u.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(attempts).toBe(1);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ FirstName: 'Cleo', LastName: 'Peeters', Email: 'cleo@demo.test', PhoneNumber: '', Function: 0, Role: 'PersoneelKlant' });
    expect(screen.getByRole('checkbox', { name: /cleo@demo\.test/ })).toBeChecked();
  });

  it('shows the addUserModel field errors of a refused user', async () => {
    mockFetch([...base, { method: 'POST', path: /\/api\/en\/customer\/C0001\/user$/, status: 400, body: { ModelState: { 'addUserModel.Email': ["Email 'anna@demo.test' is already taken."] } } }]);
    render('/en/salesman/pre-orders/create?customerKey=C0001');
    const u = userEvent.setup();
    await screen.findByRole('checkbox', { name: /anna@demo\.test/ });
    await u.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await u.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Anna');
    await u.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Jansen');
    await u.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'anna@demo.test');
    await u.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText("Email 'anna@demo.test' is already taken.")).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('aria-invalid', 'true');
  });
});
