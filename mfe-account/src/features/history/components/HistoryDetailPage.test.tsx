import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, on, pageNavigation, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { OrderDetail } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { BackorderDetailPage } from './BackorderDetailPage';
import { HistoryDetailPage } from './HistoryDetailPage';
import { makeOrderDetail, makeOrderLine } from '../test/fixtures';

function collect() {
  const toasts: ToastRequest[] = [];
  let basketChanged = 0;
  const offs = [on('toast', (t) => toasts.push(t)), on('basket.changed', () => (basketChanged += 1))];
  return { toasts, basketChanged: () => basketChanged, off: () => offs.forEach((o) => o()) };
}

function renderDetail(routes: MockRoute[], session: Session = testSession('Klant'), path = '/customer/account/history/detail/5') {
  const mock = mockFetch(routes);
  renderWithProviders(
    <Routes>
      <Route path="/customer/account/history/detail/:id" element={<HistoryDetailPage />} />
      <Route path="/customer/account/backorders/detail/:id" element={<BackorderDetailPage />} />
    </Routes>,
    { store: setupStore(), messages, session, route: `/en${path}` },
  );
  return mock;
}

const orderRoute = (o: OrderDetail = makeOrderDetail()): MockRoute => ({ path: /\/api\/en\/Order\/5$/, body: o });

/** Captures files saved through saveBlob (object URL plus a clicked download link). */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  Object.assign(URL, { createObjectURL: jest.fn((b: Blob) => ((last = b), 'blob:test')), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last as Blob });
  });
  return { saved, restore: () => click.mockRestore() };
}

const bytes = (b: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.readAsArrayBuffer(b);
  });

describe('HistoryDetailPage', () => {
  it('shows the order facts, addresses, shipments and product lines', async () => {
    renderDetail([orderRoute()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO500005' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to order history/ })).toHaveAttribute('href', '/en/customer/account/history');
    expect(screen.getByText('Spring refill')).toBeInTheDocument();
    expect(screen.getByText('01-03-2026')).toBeInTheDocument();
    expect(screen.getByText('Partially delivered')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dropshipment' })).toBeInTheDocument();
    expect(screen.getByText('2 lines, 8 pieces')).toBeInTheDocument();
    expect(screen.getByText('€ 1,234.50')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery address' })).getByText('Demo Shop')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Invoice address' })).getByText('Demo Fashion BV')).toBeInTheDocument();

    const shipments = screen.getByRole('table', { name: 'Shipments' });
    expect(within(shipments).getByText('Delivered 07-03-2026 14:30')).toBeInTheDocument();
    expect(within(shipments).getByText('Expected 20-03-2026')).toBeInTheDocument();
    expect(within(shipments).getByText('No date known yet')).toBeInTheDocument();
    expect(within(shipments).getByRole('link', { name: /Track shipment ABC123/ })).toHaveAttribute('href', 'https://track.example/ABC');

    const lines = screen.getByRole('table', { name: 'Products' });
    const img = within(lines).getByRole('img', { name: 'Alpine Jacket' });
    expect(img).toHaveAttribute('src', 'http://api.test/img/p/1-1_160x100.svg');
    expect(img).toHaveAttribute('width', '160');
    expect(img).toHaveAttribute('height', '100');
    expect(img).toHaveAttribute('loading', 'lazy');
    const row = img.closest('tr') as HTMLElement;
    for (const text of ['Model ALP-100', 'EAN 8712345678901', 'M', 'Navy', '€ 50.00', '4', '1', '2', '€ 200.00', '15-04-2026']) {
      expect(within(row).getAllByText(text).length).toBeGreaterThan(0);
    }
    const pants = within(lines).getByRole('img', { name: 'Baltic Pants' }).closest('tr') as HTMLElement;
    expect(within(pants).getByText('No date known yet')).toBeInTheDocument();
  });

  it('re-orders all, toasts each Errors message for 4 s and refreshes the basket', async () => {
    const c = collect();
    const { calls } = renderDetail([orderRoute(), { method: 'POST', path: /\/api\/en\/order\/5\/reorder$/, body: { Errors: ['Alpine Jacket (M) is out of stock.', 'Baltic Pants (L) is out of stock.'] } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-order all' }));
    await waitFor(() => expect(c.basketChanged()).toBe(1));
    expect(calls.find((x) => x.method === 'POST')?.body).toEqual([]);
    expect(c.toasts).toEqual([
      { kind: 'error', text: 'Alpine Jacket (M) is out of stock.', duration: 4000 },
      { kind: 'error', text: 'Baltic Pants (L) is out of stock.', duration: 4000 },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Re-order all' })).toBeEnabled());
    c.off();
  });

  it('re-orders one line with its variant id and shows the success toast', async () => {
    const c = collect();
    const { calls } = renderDetail([orderRoute(), { method: 'POST', path: /order\/5\/reorder$/, body: { Errors: [] } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Re-order Baltic Pants, size L, Black' }));
    await waitFor(() => expect(c.toasts).toEqual([{ kind: 'success', text: 'Your products have been sent to the basket.', duration: 4000 }]));
    expect(c.basketChanged()).toBe(1);
    expect(calls.find((x) => x.method === 'POST')?.body).toEqual([12]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Re-order all' })).toBeEnabled());
    c.off();
  });

  it.each([
    ['a PRE product', { StockStatus: 'PRE' }],
    ['a PRE2 product', { StockStatus: 'PRE2' }],
    ['a product not enabled in the web shop', { IsWebshopEnabled: false }],
    ['a disabled product', { IsDisabled: true }],
  ])('does not allow re-order all with %s, nor re-ordering that line', async (_name, patch) => {
    renderDetail([orderRoute(makeOrderDetail({ Products: [makeOrderLine(), makeOrderLine({ Title: 'Baltic Pants', ProductVariantId: 12, Size: 'L', Color: 'Black', ...patch })] }))]);
    expect(await screen.findByRole('button', { name: 'Re-order all' })).toBeDisabled();
    expect(screen.getByText(/Re-ordering the whole order is not possible/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-order Baltic Pants, size L, Black' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-order Alpine Jacket, size M, Navy' })).toBeEnabled();
  });

  it('offers invoice request and one PDF per invoice to the customer', async () => {
    const dl = captureDownloads();
    const { calls } = renderDetail([
      orderRoute(),
      { path: /Customer\/Invoice\/INV70000[56]$/, body: '%PDF' },
      { method: 'POST', path: /order\/5\/invoice$/, body: undefined },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download 2 invoices (PDF)' }));
    await waitFor(() => expect(dl.saved.map((s) => s.name)).toEqual(['INV700005.pdf', 'INV700006.pdf']));
    const c = collect();
    await userEvent.click(screen.getByRole('button', { name: 'Request invoice' }));
    await waitFor(() => expect(c.toasts).toEqual([{ kind: 'success', text: 'Your invoice request has been sent to customer service.', duration: 4000 }]));
    expect(calls.some((x) => x.method === 'POST' && x.url.pathname.endsWith('/order/5/invoice'))).toBe(true);
    c.off();
    dl.restore();
  });

  it('offers the invoices to an impersonating salesman', async () => {
    renderDetail([orderRoute()], testSession('Klant', { impersonated: true }));
    expect(await screen.findByRole('button', { name: 'Download 2 invoices (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request invoice' })).toBeInTheDocument();
  });

  it('shows marketing no invoices, prices or re-order', async () => {
    renderDetail([orderRoute()], testSession('MarketingKlant'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order SO500005' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /invoice/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Re-order/ })).not.toBeInTheDocument();
    expect(screen.queryByText('€ 1,234.50')).not.toBeInTheDocument();
    expect(screen.queryByText('€ 50.00')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('saves the CSV as Order-Lines.csv with exactly one BOM', async () => {
    const dl = captureDownloads();
    renderDetail([orderRoute()]);
    const inner = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) =>
      String(input).endsWith('/Order/5/csv') ? ({ ok: true, status: 200, statusText: 'OK', text: async () => 'OrderNumber;Model\r\nSO500005;ALP-100\r\n', headers: new Headers() } as unknown as Response) : inner(input, init)) as typeof fetch;
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(dl.saved).toHaveLength(1));
    expect(dl.saved[0].name).toBe('Order-Lines.csv');
    const b = await bytes(dl.saved[0].blob);
    expect(Array.from(b.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(Array.from(b.slice(3, 6))).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(b.slice(3))).toBe('OrderNumber;Model\r\nSO500005;ALP-100\r\n');
    dl.restore();
  });

  it('downloads the images by going to the Url the API answers', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderDetail([orderRoute(), { path: /Order\/5\/images$/, body: { Url: 'http://api.test/img/order/SO500005_1200x1200.svg' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download images' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/img/order/SO500005_1200x1200.svg'));
    assign.mockRestore();
  });

  it('shows who placed the order while impersonating the customer', async () => {
    renderDetail([orderRoute(makeOrderDetail({ PlacedBy: { Name: 'Sam Sales', Role: 'Vertegenwoordiger', CustomerName: 'Demo Fashion Store', At: '2026-03-01T10:00:00Z' } }))]);
    expect(await screen.findByTestId('order-placed-by')).toHaveTextContent(/^Placed by Sam Sales for Demo Fashion Store on /);
  });

  it('shows no placed-by notice for an order of the customer themselves', async () => {
    renderDetail([orderRoute(makeOrderDetail({ PlacedBy: null }))]);
    expect(await screen.findByRole('heading', { name: /SO500005/ })).toBeInTheDocument();
    expect(screen.queryByTestId('order-placed-by')).not.toBeInTheDocument();
  });

  it('shows an error with retry when the order fails, and the backorder detail links back to backorders', async () => {
    renderDetail([{ path: /Order\/5$/, status: 500, body: {} }], testSession('Klant'), '/customer/account/backorders/detail/5');
    expect(await screen.findByText('The order could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to backorders/ })).toHaveAttribute('href', '/en/customer/account/backorders');
  });
});
