import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useLocation, type Locale, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { isoToday } from '../invoiceFilters';
import { InvoicesPage } from './InvoicesPage';
import { paged } from '../../../test/fixtures';
import { INVOICES } from '../test/fixtures';

const invoices = INVOICES;

let location = '';
function LocationProbe() {
  const l = useLocation();
  location = l.pathname + l.search;
  return null;
}

function renderInvoices(routes: MockRoute[], query = '', locale: Locale = 'en') {
  const mock = mockFetch(routes);
  renderWithProviders(
    <>
      <InvoicesPage />
      <LocationProbe />
    </>,
    { store: setupStore(), messages, session: testSession('Klant'), locale, route: `/${locale}/customer/account/invoices${query}` },
  );
  return mock;
}
const list: MockRoute = { path: /\/api\/en\/Customer\/Invoice\?/, body: paged(invoices, { PageCount: 2 }) };
const lastQuery = (calls: { url: URL }[]) => Object.fromEntries([...calls.filter((c) => c.url.pathname.endsWith('/Customer/Invoice')).at(-1)!.url.searchParams]);

describe('InvoicesPage', () => {
  it('asks from 2017-01-01 to today with unbounded amounts by default and lists number as PDF download, date and amount', async () => {
    const { calls } = renderInvoices([list]);
    expect(await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' })).toBeInTheDocument();
    expect(screen.getByText('09-03-2026')).toBeInTheDocument();
    expect(screen.getByText('€ 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('€ -20.00')).toBeInTheDocument();
    expect(lastQuery(calls)).toEqual({ page: '1', dateFrom: '2017-01-01', dateTo: isoToday(), totalAmountFrom: '-9999999', totalAmountTo: '9999999' });
    expect(screen.getByLabelText('Date from')).toHaveValue('2017-01-01');
    const from = screen.getByLabelText('Minimum amount');
    expect(from).toHaveAttribute('min', '-10000');
    expect(from).toHaveAttribute('max', '20000');
  });

  it('keeps the filters in the URL and sends them', async () => {
    const { calls } = renderInvoices([list]);
    await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' });
    await userEvent.type(screen.getByLabelText('Invoice number'), 'INV70');
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2025-12-31' } });
    fireEvent.change(screen.getByLabelText('Minimum amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Maximum amount'), { target: { value: '5000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(location).toBe('/customer/account/invoices?name=INV70&dateFrom=2025-01-01&dateTo=2025-12-31&totalAmountFrom=100&totalAmountTo=5000'));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', name: 'INV70', dateFrom: '2025-01-01', dateTo: '2025-12-31', totalAmountFrom: '100', totalAmountTo: '5000' }));
  });

  it('reads the filters from the URL', async () => {
    const { calls } = renderInvoices([list], '?name=INV7&dateFrom=2024-01-01&dateTo=2024-06-30&totalAmountFrom=-500&page=2');
    await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' });
    expect(screen.getByLabelText('Invoice number')).toHaveValue('INV7');
    expect(screen.getByLabelText('Date to')).toHaveValue('2024-06-30');
    expect(lastQuery(calls)).toEqual({ page: '2', name: 'INV7', dateFrom: '2024-01-01', dateTo: '2024-06-30', totalAmountFrom: '-500', totalAmountTo: '9999999' });
  });

  it('sends today as to-date when only a from-date is given', async () => {
    const { calls } = renderInvoices([list], '?dateFrom=2024-05-01');
    await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' });
    expect(lastQuery(calls)).toMatchObject({ dateFrom: '2024-05-01', dateTo: isoToday() });
  });

  it('sends 2017-01-01 as from-date when only a to-date is given', async () => {
    const { calls } = renderInvoices([list]);
    await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' });
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2024-02-29' } });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ dateFrom: '2017-01-01', dateTo: '2024-02-29' }));
    expect(location).toBe('/customer/account/invoices?dateFrom=&dateTo=2024-02-29');
  });

  it('downloads an invoice as {invoiceNumber}.pdf', async () => {
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderInvoices([list, { path: /Customer\/Invoice\/INV700005$/, body: '%PDF' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice INV700005 (PDF)' }));
    await waitFor(() => expect(names).toEqual(['INV700005.pdf']));
    click.mockRestore();
  });

  it('toasts the Message with the generic text for 4 s when the list fails', async () => {
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    renderInvoices([{ path: /Customer\/Invoice\?/, status: 500, body: { Message: 'Invoice service unavailable.' } }]);
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Invoice service unavailable. Something went wrong, please try again later.', duration: 4000 }]));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    off();
  });

  it('shows an empty state', async () => {
    renderInvoices([{ path: /Customer\/Invoice\?/, body: paged([]) }]);
    expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument();
  });
});
