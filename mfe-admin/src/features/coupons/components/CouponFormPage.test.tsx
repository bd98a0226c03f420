import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CouponFormPage } from './CouponFormPage';
import { CURRENCIES } from '../../../test/fixtures';
import { makeCoupon } from '../test/fixtures';

const currencies = CURRENCIES;
const currencyRoute: MockRoute = { path: /\/api\/en\/currency$/, body: currencies };
const existing = makeCoupon(3, 'SPRING10', { From: '2024-03-01T00:00:00.000Z', To: '2024-03-31T00:00:00.000Z', Values: [{ CurrencyId: 1, Value: 10 }] });

function setup(route: string, routes: MockRoute[]) {
  const f = mockFetch([currencyRoute, ...routes]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/coupons" element={<p>overview page</p>} />
      <Route path="/admin/coupons/create" element={<CouponFormPage />} />
      <Route path="/admin/coupons/edit/:id" element={<CouponFormPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route },
  );
  return { ...f, user: userEvent.setup() };
}

describe('CouponFormPage', () => {
  it('needs a chosen currency before a value row can be added, then saves and returns to the overview', async () => {
    const s = setup('/en/admin/coupons/create', [{ method: 'POST', path: /\/api\/en\/coupon$/, body: 5 }]);
    await s.user.type(screen.getByLabelText('Code'), 'WELCOME');
    await s.user.click(screen.getByLabelText('Percentage'));
    const add = screen.getByRole('button', { name: 'Add value' });
    expect(add).toBeDisabled();
    expect(screen.queryByLabelText(/Percentage in/)).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'GBP (£) Pound sterling' });
    await s.user.selectOptions(screen.getByLabelText('Currency'), '2');
    expect(add).toBeEnabled();
    await s.user.click(add);
    const input = screen.getByLabelText('Percentage in GBP (£)');
    expect(add).toBeDisabled();
    expect(screen.getByRole('option', { name: 'GBP (£) Pound sterling' })).toBeDisabled();
    await s.user.clear(input);
    await s.user.type(input, '15');
    await s.user.type(screen.getByLabelText('From'), '2024-04-01');
    await s.user.type(screen.getByLabelText('To'), '2024-04-30');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ Id: 0, Code: 'WELCOME', Type: 1, Values: [{ CurrencyId: 2, Value: 15 }] });
  });

  it('free shipping clears and hides the amounts', async () => {
    const s = setup('/en/admin/coupons/edit/3', [
      { path: /\/api\/en\/coupon\/3$/, body: existing },
      { method: 'PUT', path: /\/api\/en\/coupon\/3$/, body: existing },
    ]);
    expect(await screen.findByLabelText('Amount in EUR (€)')).toHaveValue('10');
    await s.user.click(screen.getByLabelText('Free shipping'));
    expect(screen.queryByLabelText('Amount in EUR (€)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add value' })).not.toBeInTheDocument();
    expect(screen.getByText('A free-shipping coupon has no amounts.')).toBeInTheDocument();
    // back to fixed: the amounts were cleared, not just hidden
    await s.user.click(screen.getByLabelText('Fixed amount'));
    expect(screen.queryByLabelText('Amount in EUR (€)')).not.toBeInTheDocument();
    await s.user.click(screen.getByLabelText('Free shipping'));
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('overview page')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ Id: 3, Type: 2, Values: [] });
  });

  it('shows the Code, From and To errors of ModelState and sends invalid dates as null', async () => {
    const s = setup('/en/admin/coupons/create', [
      {
        method: 'POST',
        path: /\/api\/en\/coupon$/,
        status: 400,
        body: { ModelState: { 'model.Code': ["The code 'X' is already in use."], 'model.From': ['The date is invalid.'], 'model.To': ['The end date is before the start date.'] } },
      },
    ]);
    await s.user.type(screen.getByLabelText('Code'), 'X');
    await s.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("The code 'X' is already in use.")).toBeInTheDocument();
    expect(screen.getByText('The date is invalid.')).toBeInTheDocument();
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    expect(s.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ From: null, To: null });
    expect(screen.queryByText('overview page')).not.toBeInTheDocument();
  });

  it('removes a value row', async () => {
    const s = setup('/en/admin/coupons/edit/3', [{ path: /\/api\/en\/coupon\/3$/, body: existing }]);
    await screen.findByLabelText('Amount in EUR (€)');
    await s.user.click(screen.getByRole('button', { name: 'Remove the value in EUR (€)' }));
    expect(screen.queryByLabelText('Amount in EUR (€)')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Values per currency' })).getByText(/No values yet/)).toBeInTheDocument();
  });
});
