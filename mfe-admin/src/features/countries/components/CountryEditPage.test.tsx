import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CountryEditPage } from './CountryEditPage';
import { CURRENCIES } from '../../../test/fixtures';
import { makeBelgium } from '../test/fixtures';

const currencies = CURRENCIES;
const be = makeBelgium();

function setup(routes: MockRoute[]) {
  const f = mockFetch([{ path: /\/api\/en\/currency$/, body: currencies }, { path: /\/api\/en\/country\/5$/, body: be }, ...routes]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/countries" element={<p>overview page</p>} />
      <Route path="/admin/countries/edit/:id" element={<CountryEditPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/countries/edit/5' },
  );
  return { ...f, user: userEvent.setup() };
}

describe('CountryEditPage', () => {
  it('shows names and ISO2 read only, edits availability and costs, adds a currency only once chosen, saves and returns', async () => {
    const s = setup([{ method: 'PUT', path: /\/api\/en\/country\/5$/, body: be }]);
    expect(await screen.findByRole('heading', { name: 'Country Belgium' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name (Dutch)')).toHaveValue('België');
    expect(screen.getByLabelText('Name (French)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ISO2')).toHaveValue('BE');
    await screen.findByRole('option', { name: 'GBP (£) Pound sterling' });
    const shipping = screen.getByLabelText('Shipping costs (EUR (€))');
    expect(shipping).toHaveValue('12.5');
    await s.user.clear(shipping);
    await s.user.type(shipping, '9.95');
    await s.user.click(screen.getByLabelText('Available'));
    const add = screen.getByRole('button', { name: 'Add currency' });
    expect(add).toBeDisabled();
    await s.user.selectOptions(screen.getByLabelText('Currency'), '2');
    await s.user.click(add);
    expect(screen.getByLabelText('Shipping costs (GBP (£))')).toHaveValue('0');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      Id: 5,
      IsAvailable: false,
      Costs: [
        { CurrencyId: 1, ShippingCosts: 9.95, DropShipmentCosts: 8, FreeDeliveryShippingCosts: 500, FreeDeliveryDropShipmentCosts: 250 },
        { CurrencyId: 2, ShippingCosts: 0, DropShipmentCosts: 0, FreeDeliveryShippingCosts: 0, FreeDeliveryDropShipmentCosts: 0 },
      ],
    });
  });

  it('shows a Costs error of ModelState and stays', async () => {
    const s = setup([{ method: 'PUT', path: /\/api\/en\/country\/5$/, status: 400, body: { ModelState: { 'model.Costs': ['Unknown currency.'] } } }]);
    await screen.findByLabelText('Shipping costs (EUR (€))');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Unknown currency.')).toBeInTheDocument();
    expect(screen.queryByText('overview page')).not.toBeInTheDocument();
  });
});
