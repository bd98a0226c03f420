import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { ImpersonationSessionsPage } from './ImpersonationSessionsPage';
import { paged } from '../../../test/fixtures';
import { makeImpersonationDetail, makeImpersonationSession } from '../test/fixtures';

const detail = makeImpersonationDetail();

function render(routes: MockRoute[], path = '/admin/impersonation') {
  const mock = mockFetch(routes);
  renderWithProviders(
    <Routes>
      <Route path="/admin/impersonation/:id?" element={<ImpersonationSessionsPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route: `/en${path}` },
  );
  return mock;
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('ImpersonationSessionsPage', () => {
  it('lists the sessions with actor, customer, times and write count, 12 per page, linking to the detail', async () => {
    const { calls } = render([{ path: /\/api\/en\/impersonation(\?|$)/, body: paged([makeImpersonationSession(7), makeImpersonationSession(6, { ActorName: 'Ada Admin', ActorRole: 'Admin', WriteCount: 0 })]) }]);
    expect(await screen.findByRole('heading', { name: 'Impersonation sessions' })).toBeInTheDocument();
    // the table shows a loading row first: wait for the sessions themselves
    const rows = await waitFor(() => {
      const r = rowsOf(screen.getByRole('table'));
      expect(r).toHaveLength(2);
      return r;
    });
    expect(rows[0]).toHaveTextContent('Sam Sales');
    expect(rows[0]).toHaveTextContent('Salesman');
    expect(rows[0]).toHaveTextContent('Second Shop');
    expect(rows[0]).toHaveTextContent('C0002 · shop2');
    expect(rows[1]).toHaveTextContent('Ada Admin');
    expect(within(rows[1]).getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the session of Sam Sales for Second Shop' })).toHaveAttribute('href', '/en/admin/impersonation/7');
    expect(calls[0].url.searchParams.get('Page')).toBe('1');
    expect(calls[0].url.searchParams.get('PageSize')).toBe('12');
    expect(calls[0].url.searchParams.has('Search')).toBe(false);
  });

  it('searches by person or customer (debounced) and says when nothing matches', async () => {
    const { calls } = render([{ path: /\/api\/en\/impersonation(\?|$)/, body: (url: URL) => paged(url.searchParams.get('Search') ? [] : [makeImpersonationSession(7)]) }]);
    await screen.findByText('Sam Sales');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by person or customer' }), 'nobody');
    expect(await screen.findByText('No impersonation sessions match your search.')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('Search')).toBe('nobody');
  });

  it('shows the session with its writes, known writes as sentences and others as method and route', async () => {
    render([{ path: /\/api\/en\/impersonation\/7$/, body: detail }], '/admin/impersonation/7');
    expect(await screen.findByRole('heading', { name: 'Sam Sales for Second Shop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 changes' })).toBeInTheDocument();
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Products added to the basket');
    expect(rows[1]).toHaveTextContent('Order placed');
    expect(rows[1]).toHaveTextContent('SO500123');
    expect(rows[2]).toHaveTextContent('PUT /preordersheet/:id');
    expect(screen.getByRole('link', { name: /Back to impersonation sessions/ })).toHaveAttribute('href', '/en/admin/impersonation');
  });

  it('shows not found for an unknown session', async () => {
    render([{ path: /\/api\/en\/impersonation\/99$/, status: 404, body: { Message: 'not found' } }], '/admin/impersonation/99');
    expect(await screen.findByText('The impersonation session was not found.')).toBeInTheDocument();
  });

  it('shows an error with retry when the list fails', async () => {
    render([{ path: /\/api\/en\/impersonation(\?|$)/, status: 500, body: {} }]);
    expect(await screen.findByText('The impersonation sessions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
