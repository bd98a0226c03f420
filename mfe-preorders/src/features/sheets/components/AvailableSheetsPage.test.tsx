import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AdminSheetsLayout } from './AdminSheetsLayout';
import { AvailableSheetsPage } from './AvailableSheetsPage';
import { paged, sheet } from '../test/fixtures';

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/pre-orders" element={<AdminSheetsLayout />}>
        <Route path="beschikbare-fiches" element={<AvailableSheetsPage />} />
        <Route path="edit/:id" element={<p>edit page</p>} />
      </Route>
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/pre-orders/beschikbare-fiches' },
  );

describe('AvailableSheetsPage', () => {
  it('lists the sheets with their state in words, 12 per page, with the tabs and a create link', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/PreOrderSheet\?/, body: paged([sheet(1), sheet(2, { State: 1 }), sheet(3, { State: 2 })]) }]);
    renderPage();
    expect(screen.getByRole('link', { name: 'Available sheets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Processing' })).toHaveAttribute('href', '/en/admin/pre-orders/preorder-processing');
    expect(screen.getByRole('link', { name: 'New sheet' })).toHaveAttribute('href', '/en/admin/pre-orders/create');
    await screen.findByRole('link', { name: 'Sheet 1' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]).getByText('Open')).toBeInTheDocument();
    expect(within(rows[1]).getByText('31-03-2025')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Hidden')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: 'Edit Sheet 1' })).toHaveAttribute('href', '/en/admin/pre-orders/edit/1');
    expect(calls[0].url.searchParams.get('PageSize')).toBe('12');
  });

  it('copies a sheet and goes to the edit page of the new sheet', async () => {
    const { calls } = mockFetch([
      { path: /\/api\/en\/PreOrderSheet\?/, body: paged([sheet(1)]) },
      { method: 'POST', path: /\/api\/en\/PreOrderSheet\/1\/copy$/, body: 42 },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Sheet 1' }));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/PreOrderSheet/1/copy'))).toBe(true);
  });

  it('shows an empty state and a failure with retry', async () => {
    mockFetch([{ path: /\/api\/en\/PreOrderSheet\?/, status: 500, body: { Message: 'down' } }]);
    renderPage();
    expect(await screen.findByText('The sheets could not be loaded.')).toBeInTheDocument();
    mockFetch([{ path: /\/api\/en\/PreOrderSheet\?/, body: paged([], 0) }]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no pre-order sheets yet.')).toBeInTheDocument();
  });

  it('is for administrators only', () => {
    mockFetch([]);
    renderWithProviders(<AdminSheetsLayout />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/admin/pre-orders' });
    expect(screen.getByRole('alert')).toHaveTextContent('This page is for administrators only.');
  });
});
