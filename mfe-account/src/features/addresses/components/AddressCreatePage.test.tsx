import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AddressCreatePage } from './AddressCreatePage';
import { makeCountry } from '../test/fixtures';

const countries = [makeCountry(2, 'Belgium', 'BE'), makeCountry(1, 'Netherlands', 'NL')];

function routes(post: Partial<MockRoute> = {}): MockRoute[] {
  return [
    { path: /\/api\/en\/country\/available$/, body: countries },
    { path: /\/api\/en\/address\/complete\?/, body: { street: 'Damrak' } },
    { method: 'POST', path: /\/api\/en\/Customer\/C0001\/Address$/, body: 17, ...post },
  ];
}

function render(type = 'delivery') {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/account/addresses/create/:type" element={<AddressCreatePage />} />
    </Routes>,
    { store: setupStore(), messages, route: `/en/customer/account/addresses/create/${type}` },
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Warehouse Zaandam');
  await user.type(screen.getByLabelText('Postal code'), '1012AB');
  await user.type(screen.getByLabelText('House number'), '5');
  await user.tab();
  await user.clear(screen.getByLabelText('Street'));
  await user.type(screen.getByLabelText('Street'), 'Damrak');
  await user.type(screen.getByLabelText('City'), 'Amsterdam');
}

describe('AddressCreatePage', () => {
  it('fills the Dutch street on blur of the house number', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'New delivery address' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Country')).toHaveValue('1');
    await user.type(screen.getByLabelText('Postal code'), '1012 AB');
    await user.type(screen.getByLabelText('House number'), '12');
    expect(calls.some((c) => c.url.pathname.endsWith('/address/complete'))).toBe(false);
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveValue('Damrak'));
    const call = calls.find((c) => c.url.pathname.endsWith('/address/complete'));
    expect(call?.url.searchParams.get('postalCode')).toBe('1012 AB');
    expect(call?.url.searchParams.get('houseNr')).toBe('12');
  });

  it('fills the street on a change to the Netherlands, not for another country', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    const select = await screen.findByLabelText('Country');
    await user.selectOptions(select, 'Belgium');
    await user.type(screen.getByLabelText('Postal code'), '1012AB');
    await user.type(screen.getByLabelText('House number'), '3');
    await user.tab();
    expect(calls.some((c) => c.url.pathname.endsWith('/address/complete'))).toBe(false);
    expect(screen.getByLabelText('Street')).toHaveValue('');

    await user.selectOptions(select, 'Netherlands');
    await waitFor(() => expect(screen.getByLabelText('Street')).toHaveValue('Damrak'));
    expect(calls.filter((c) => c.url.pathname.endsWith('/address/complete'))).toHaveLength(1);
  });

  it('shows server field errors beside the fields and the general model errors above the form', async () => {
    const user = userEvent.setup();
    mockFetch(routes({ status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.ZipCode': ['The postal code is invalid.'], 'model.Number': ['Unknown number.'], model: ['The address already exists.'] } } }));
    render();
    await screen.findByLabelText('Country');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The postal code is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('House number')).toHaveAccessibleDescription('Unknown number.');
    expect(screen.getByRole('alert')).toHaveTextContent('The address already exists.');
    expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled();
  });

  it('asks for required fields before calling the server', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch(routes());
    render();
    await screen.findByLabelText('Country');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves with the type of the route, then shows the success page with a link back and a 2 s toast', async () => {
    const user = userEvent.setup();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const { calls } = mockFetch(routes());
    render('other');
    expect(screen.getByRole('heading', { level: 1, name: 'New shop address' })).toBeInTheDocument();
    await screen.findByLabelText('Country');
    await fillRequired(user);
    await user.type(screen.getByLabelText('E-mail'), 'shop@demo.example');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address added')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to addresses' })).toHaveAttribute('href', '/en/customer/account/addresses');
    expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'success', text: 'The address has been added.', duration: 2000 });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      Name: 'Warehouse Zaandam',
      CountryId: 1,
      ZipCode: '1012AB',
      HouseNumber: '5',
      Street: 'Damrak',
      City: 'Amsterdam',
      Email: 'shop@demo.example',
      Phone: '',
      Type: 'SHOP',
    });
    off();
  });

  it('keeps the form and toasts a failure without ModelState, with its Message or the generic text', async () => {
    const user = userEvent.setup();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    mockFetch(routes({ status: 500, body: { Message: 'The customer is locked.' } }));
    render();
    await screen.findByLabelText('Country');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'The customer is locked.', duration: 4000 }));
    mockFetch(routes({ status: 503, body: '' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Something went wrong, please try again later.', duration: 4000 }));
    expect(screen.getByLabelText('Name')).toHaveValue('Warehouse Zaandam');
    expect(screen.getByRole('button', { name: 'Save address' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    off();
  });
});
