import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { axRefusal } from './AdminPreOrdersTable';
import { CustomerPreOrdersAdminPage } from './CustomerPreOrdersAdminPage';
import { ProcessingPage } from './ProcessingPage';
import { paged, preOrder } from '../test/fixtures';

const render = (ui: React.ReactElement) => renderWithProviders(ui, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/pre-orders/customer-preorders' });

describe('admin pre-order lists', () => {
  let toasts: ToastRequest[];
  let off: () => void;
  const downloads: string[] = [];
  beforeEach(() => {
    toasts = [];
    off = on('toast', (t) => toasts.push(t));
    downloads.length = 0;
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });

  it('exports a pre-order as export.csv and resends it with a success toast', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(11, { State: 1 })]) },
      { method: 'POST', path: /\/PreOrder\/11\/export$/, body: 'H;PREOR;1001;REF;11;7;ALP;EUR;0;0;;2025-01-01;0\r\n' },
      { method: 'POST', path: /\/PreOrder\/11\/resend$/, body: { Sent: true, Message: 'Pre-order 11 was sent to AX.', OutboxId: 5 } },
    ]);
    render(<CustomerPreOrdersAdminPage />);
    expect(screen.getByRole('heading', { name: 'Customer pre-orders' })).toBeInTheDocument();
    const row = (await screen.findByText('Customer 11')).closest('tr') as HTMLElement;
    expect(calls[0].url.searchParams.get('PageSize')).toBe('12');
    expect(calls[0].url.searchParams.get('State')).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Export pre-order 11' }));
    await screen.findByRole('button', { name: 'Export pre-order 11' });
    await new Promise((r) => setTimeout(r, 0));
    expect(downloads).toEqual(['export.csv']);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));

    await userEvent.click(within(row).getByRole('button', { name: 'Resend pre-order 11' }));
    await screen.findByRole('button', { name: 'Resend pre-order 11' });
    await new Promise((r) => setTimeout(r, 0));
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'Pre-order 11 was resent.' }));
  });

  it('shows the AX refusal of a resend (400 Message, AxWarningId) as an error toast', async () => {
    mockFetch([
      { path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(13)]) },
      { method: 'POST', path: /\/PreOrder\/13\/resend$/, status: 400, body: { Message: 'AX refused pre-order 13: The customer has no AX account. An AX warning was created.', AxWarningId: 8 } },
    ]);
    render(<ProcessingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend pre-order 13' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    await screen.findByRole('button', { name: 'Resend pre-order 13' });
    await new Promise((r) => setTimeout(r, 10));
    expect(toasts[0]).toEqual({
      kind: 'error',
      text: 'AX refused pre-order 13: The customer has no AX account. An AX warning was created.',
      duration: 4000,
    });
  });

  it('says an AX warning was raised when the refusal does not', () => {
    expect(axRefusal('The customer has no AX account.', 'raised: The customer has no AX account.')).toBe('raised: The customer has no AX account.');
    expect(axRefusal('No lines. An AX warning was created.', 'raised')).toBe('No lines. An AX warning was created.');
  });

  it('shows the closed pre-orders (State 3) on the processing page', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(12)]) }]);
    render(<ProcessingPage />);
    expect(await screen.findByText('Customer 12')).toBeInTheDocument();
    expect(screen.getByText('01-05-2024')).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('State')).toBe('3');
  });

  it('shows an error toast when the export fails', async () => {
    mockFetch([
      { path: /\/api\/en\/PreOrder\?/, body: paged([preOrder(12)]) },
      { method: 'POST', path: /\/PreOrder\/12\/export$/, status: 500, body: { Message: 'AX is down' } },
    ]);
    render(<ProcessingPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export pre-order 12' }));
    await new Promise((r) => setTimeout(r, 10));
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', text: 'AX is down' }));
    expect(downloads).toEqual([]);
  });

  it('shows an empty state', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrder\?/, body: paged([], 0) }]);
    render(<ProcessingPage />);
    expect(await screen.findByText('There are no closed pre-orders.')).toBeInTheDocument();
  });
});
