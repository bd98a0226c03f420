import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AddressesPage } from './AddressesPage';
import { makeAddress } from '../test/fixtures';

function routes(over: Partial<Record<'Invoice' | 'Delivery' | 'Shop', Partial<MockRoute>>> = {}): MockRoute[] {
  return [
    { path: /\/api\/en\/Customer\/C0001\/InvoiceAddress$/, body: [makeAddress(1, 'Head office', 'INVOICE')], ...over.Invoice },
    { path: /\/api\/en\/Customer\/C0001\/DeliveryAddress$/, body: [makeAddress(2, 'Warehouse Zaandam', 'DELIVERY'), makeAddress(3, 'Store room', 'DELIVERY')], ...over.Delivery },
    { path: /\/api\/en\/Customer\/C0001\/ShopAddress$/, body: [], ...over.Shop },
    { method: 'POST', path: /\/api\/en\/Customer\/C0001\/DeleteAddress$/, body: undefined },
  ];
}

const render = (session: Session = testSession('Klant')) =>
  renderWithProviders(<AddressesPage />, { store: setupStore(), messages, session, route: '/en/customer/account/addresses' });

describe('AddressesPage', () => {
  it('shows the invoice, delivery and shop sections with address cards and add tiles', async () => {
    mockFetch(routes());
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInTheDocument();
    const invoice = screen.getByRole('region', { name: 'Invoice addresses' });
    const delivery = screen.getByRole('region', { name: 'Delivery addresses' });
    const shop = screen.getByRole('region', { name: 'Shop addresses' });

    const card = await within(invoice).findByRole('listitem', { name: 'Head office' });
    expect(within(card).getByText('Damrak 1')).toBeInTheDocument();
    expect(within(card).getByText('1012 AB Amsterdam')).toBeInTheDocument();
    expect(within(card).getByText('Netherlands')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'head@demo.example' })).toHaveAttribute('href', 'mailto:head@demo.example');
    expect(within(card).getByText('+31 20 123 45 67')).toBeInTheDocument();

    expect(await within(delivery).findByRole('listitem', { name: 'Warehouse Zaandam' })).toBeInTheDocument();
    expect(within(delivery).getByRole('listitem', { name: 'Store room' })).toBeInTheDocument();
    expect(await within(shop).findByText('No addresses yet.')).toBeInTheDocument();

    expect(within(invoice).getByRole('link', { name: /Add invoice address/ })).toHaveAttribute('href', '/en/customer/account/addresses/create/invoice');
    expect(within(delivery).getByRole('link', { name: /Add delivery address/ })).toHaveAttribute('href', '/en/customer/account/addresses/create/delivery');
    expect(within(shop).getByRole('link', { name: /Add shop address/ })).toHaveAttribute('href', '/en/customer/account/addresses/create/other');
  });

  it('deletes an address only after confirmation, then shows a 10 s toast and reloads', async () => {
    const { calls } = mockFetch(routes());
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    render();
    const delivery = screen.getByRole('region', { name: 'Delivery addresses' });
    await userEvent.click(await within(delivery).findByRole('button', { name: 'Delete address Warehouse Zaandam' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Do you want to delete the address Warehouse Zaandam?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(delivery).getByRole('button', { name: 'Delete address Warehouse Zaandam' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'The address Warehouse Zaandam has been deleted.', duration: 10000 }));
    const del = calls.find((c) => c.method === 'POST');
    expect(del?.url.pathname).toBe('/api/en/Customer/C0001/DeleteAddress');
    expect(del?.body).toEqual({ Id: 2 });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/DeliveryAddress'))).toHaveLength(2));
    off();
  });

  it('shows an error with retry when a section fails', async () => {
    let fail = true;
    const shopRoute: MockRoute = {
      path: /\/api\/en\/Customer\/C0001\/ShopAddress$/,
      get status() {
        return fail ? 500 : 200;
      },
      body: () => (fail ? { Message: 'boom' } : [makeAddress(9, 'Shop Utrecht', 'SHOP')]),
    };
    const { calls } = mockFetch([shopRoute, ...routes()]);
    render();
    const shop = screen.getByRole('region', { name: 'Shop addresses' });
    expect(await within(shop).findByText('The addresses could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(shop).getByRole('button', { name: 'Try again' }));
    expect(await within(shop).findByRole('listitem', { name: 'Shop Utrecht' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.endsWith('/ShopAddress'))).toHaveLength(2);
  });

  it('lets marketing users read but not change addresses', async () => {
    mockFetch(routes());
    render(testSession('MarketingKlant'));
    expect(await screen.findByRole('listitem', { name: 'Head office' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete address/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add invoice address/ })).not.toBeInTheDocument();
  });
});
