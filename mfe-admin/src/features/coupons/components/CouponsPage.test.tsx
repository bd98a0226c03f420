import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { CURRENCIES, paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { CouponsPage } from './CouponsPage';
import { makeCoupon } from '../test/fixtures';

const currency: MockRoute = { path: /\/api\/en\/currency$/, body: CURRENCIES.slice(0, 1) };

function setup(routes: MockRoute[]) {
  const f = mockFetch([currency, ...routes]);
  renderWithProviders(<CouponsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/coupons' });
  return f;
}

describe('CouponsPage', () => {
  it('lists 100 per page with type, values in money and edit links', async () => {
    const s = setup([
      {
        path: /\/api\/en\/coupon\?/,
        body: paged([
          makeCoupon(1, 'TENOFF', { Values: [{ CurrencyId: 1, Value: 1250.5 }] }),
          makeCoupon(2, 'SHIPFREE', { Type: 2 }),
        ]),
      },
    ]);
    const row = (await screen.findByText('TENOFF')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('€ 1,250.50')).toBeInTheDocument();
    expect(within(row).getByText('Fixed amount')).toBeInTheDocument();
    expect(within(screen.getByText('SHIPFREE').closest('tr') as HTMLElement).getByText('Free shipping')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit TENOFF' })).toHaveAttribute('href', '/en/admin/coupons/edit/1');
    expect(s.calls.find((c) => c.url.pathname.endsWith('/coupon'))!.url.searchParams.get('PageSize')).toBe('100');
  });

  it('shows the empty state', async () => {
    setup([{ path: /\/api\/en\/coupon\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no coupons yet.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup([{ path: /\/api\/en\/coupon\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The coupons could not be loaded.')).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      currency,
      { path: /\/api\/en\/coupon\?/, body: paged([]) },
    ]);
    renderWithProviders(<CouponsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'WELCOME');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'WELCOME')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'WELCOME');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “WELCOME”.')).toBeInTheDocument();
  });
});
