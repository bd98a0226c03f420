import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Locale, Session } from 'shared-kernel';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { BackordersPage } from './BackordersPage';
import { HistoryPage } from './HistoryPage';
import { paged } from '../../../test/fixtures';
import { ORDER_SUMMARIES } from '../test/fixtures';

const orders = ORDER_SUMMARIES;

function collectToasts() {
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  return { toasts, off };
}

function renderPage(ui: React.ReactElement, { session = testSession('Klant'), locale = 'en' as Locale, route = '/customer/account/history' }: { session?: Session; locale?: Locale; route?: string } = {}) {
  return renderWithProviders(ui, { store: setupStore(), messages, session, locale, route: `/${locale}${route}` });
}

describe('HistoryPage', () => {
  it('lists order number (linking to the detail), reference, date, status, dropshipment icon and total', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/Customer\/Orderhistory/, body: paged(orders, { PageCount: 3 }) }]);
    renderPage(<HistoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Open order SO500005' });
    expect(link).toHaveAttribute('href', '/en/customer/account/history/detail/5');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('07-03-2026')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Dropshipment' })).toBeInTheDocument();
    expect(within(row).getByText('€ 1,234.50')).toBeInTheDocument();
    const other = screen.getByRole('link', { name: 'Open order SO500004' }).closest('tr') as HTMLElement;
    expect(within(other).getByText('Spring refill')).toBeInTheDocument();
    expect(within(other).queryByRole('img', { name: 'Dropshipment' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('page') === '2')).toBe(true));
  });

  it('shows marketing no prices', async () => {
    mockFetch([{ path: /Customer\/Orderhistory/, body: paged(orders) }]);
    renderPage(<HistoryPage />, { session: testSession('MarketingKlant') });
    expect(await screen.findByRole('link', { name: 'Open order SO500005' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Total' })).not.toBeInTheDocument();
    expect(screen.queryByText('€ 1,234.50')).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    mockFetch([{ path: /Customer\/Orderhistory/, body: paged([]) }]);
    renderPage(<HistoryPage />);
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
  });

  it('toasts the technical problem for 4 s when the orders fail', async () => {
    const { toasts, off } = collectToasts();
    mockFetch([{ path: /\/api\/nl\/Customer\/Orderhistory/, status: 500, body: { Message: 'boom' } }]);
    renderPage(<HistoryPage />, { locale: 'nl' });
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Er heeft zich een technisch probleem voorgedaan.', duration: 4000 }]));
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    off();
  });
});

describe('BackordersPage', () => {
  it('lists the backorders linking to the backorder detail', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/Customer\/Backorder/, body: paged(orders) }]);
    renderPage(<BackordersPage />, { route: '/customer/account/backorders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Backorders' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open order SO500005' })).toHaveAttribute('href', '/en/customer/account/backorders/detail/5');
    expect(calls.some((c) => c.url.pathname.endsWith('/Customer/Orderhistory'))).toBe(false);
  });

  it('toasts the technical problem for 2 s when the backorders fail', async () => {
    const { toasts, off } = collectToasts();
    mockFetch([{ path: /\/api\/nl\/Customer\/Backorder/, status: 500, body: {} }]);
    renderPage(<BackordersPage />, { locale: 'nl', route: '/customer/account/backorders' });
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Er heeft zich een technisch probleem voorgedaan.', duration: 2000 }]));
    off();
  });
});
