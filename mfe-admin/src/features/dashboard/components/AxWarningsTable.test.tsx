import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AxWarningsTable } from './AxWarningsTable';
import { paged } from '../../../test/fixtures';
import { makeAxWarning } from '../test/fixtures';

const list: MockRoute = { method: 'GET', path: /\/api\/en\/axwarning\?/, body: paged([makeAxWarning(1), makeAxWarning(2)], { PageSize: 6 }) };

function setup(routes: MockRoute[] = [list], role: 'Admin' | 'Vertegenwoordiger' = 'Admin') {
  const fetchMock = mockFetch(routes);
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  renderWithProviders(<AxWarningsTable />, { store: setupStore(), messages, session: testSession(role), route: '/en/admin' });
  const gets = () => fetchMock.calls.filter((c) => c.method === 'GET').length;
  return { ...fetchMock, toasts, off, gets, user: userEvent.setup() };
}

describe('AxWarningsTable', () => {
  let offToasts: () => void = () => undefined;
  afterEach(() => offToasts());

  it('loads the warnings (6 per page) and shows every column', async () => {
    const s = setup();
    offToasts = s.off;
    const table = screen.getByRole('table', { name: 'AX warnings' });
    expect(within(table).getByRole('status')).toBeInTheDocument();
    expect(await within(table).findByText('Unknown item 1')).toBeInTheDocument();
    const row = within(table).getByText('REF-1').closest('tr') as HTMLElement;
    for (const text of ['Order', '1001', 'Demo Fashion BV', '05-02-2024']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(s.calls[0].url.searchParams.get('PageSize')).toBe('6');
    expect(s.calls[0].url.searchParams.get('Page')).toBe('1');
  });

  it('offers the row actions to the admin only', async () => {
    const s = setup([list], 'Vertegenwoordiger');
    offToasts = s.off;
    expect(await screen.findByText('Unknown item 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend|Export|Ignore/ })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const s = setup([{ ...list, body: paged([], { PageSize: 6 }) }]);
    offToasts = s.off;
    expect(await screen.findByText('There are no AX warnings.')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const s = setup([{ ...list, status: 500, body: { Message: 'down' } }]);
    offToasts = s.off;
    expect(await screen.findByText('The AX warnings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks before ignoring, then deletes, toasts and reloads the list', async () => {
    const s = setup([list, { method: 'DELETE', path: /\/api\/en\/axwarning\/2$/, status: 200 }]);
    offToasts = s.off;
    await screen.findByText('Unknown item 2');

    await s.user.click(screen.getByRole('button', { name: 'Ignore REF-2' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Ignore the warning for REF-2 of Demo Fashion BV?');
    expect(s.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await s.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(s.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await s.user.click(screen.getByRole('button', { name: 'Ignore REF-2' }));
    await s.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(s.calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual(['/api/en/axwarning/2']));
    await waitFor(() => expect(s.toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The warning for REF-2 is ignored.' })));
    await waitFor(() => expect(s.gets()).toBe(2));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('resends, toasts and reloads; a failure toasts the server message', async () => {
    const s = setup([
      list,
      { method: 'POST', path: /\/api\/en\/axwarning\/1\/resend$/, status: 200 },
      { method: 'POST', path: /\/api\/en\/axwarning\/2\/resend$/, status: 500, body: { Message: 'AX is offline' } },
    ]);
    offToasts = s.off;
    await screen.findByText('Unknown item 1');

    await s.user.click(screen.getByRole('button', { name: 'Resend REF-1' }));
    await waitFor(() => expect(s.toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'REF-1 was sent to AX again.' })));
    await waitFor(() => expect(s.gets()).toBe(2));

    await s.user.click(screen.getByRole('button', { name: 'Resend REF-2' }));
    await waitFor(() => expect(s.toasts).toContainEqual(expect.objectContaining({ kind: 'error', text: 'AX is offline' })));
  });

  it('exports a warning as export.csv', async () => {
    const createObjectURL = jest.fn(() => 'blob:export');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const s = setup([list, { method: 'POST', path: /\/api\/en\/axwarning\/1\/export$/, body: 'Id;Warning\n1;Unknown item 1' }]);
    offToasts = s.off;
    await screen.findByText('Unknown item 1');

    await s.user.click(screen.getByRole('button', { name: 'Export REF-1' }));
    await waitFor(() => expect(saved).toEqual(['export.csv blob:export']));
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(s.toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'REF-1 was exported to export.csv.' }));
    click.mockRestore();
  });
});
