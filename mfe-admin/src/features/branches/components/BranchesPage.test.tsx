import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { makeBranch, paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { BranchesPage } from './BranchesPage';
import { makeBranchBrand } from '../test/fixtures';


function setup(routes: MockRoute[]) {
  const f = mockFetch(routes);
  renderWithProviders(<BranchesPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/branches' });
  return f;
}

describe('BranchesPage', () => {
  it('lists branches 100 per page with their brands and an edit link, and offers no create', async () => {
    const s = setup([
      {
        path: /\/api\/en\/branch\?/,
        body: paged([makeBranch(1, 'Fashion', { Brands: { NW: makeBranchBrand('Nordic Wear', true), UR: makeBranchBrand('Urban', false) } })]),
      },
    ]);
    const row = (await screen.findByText('Fashion')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Nordic Wear')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Fashion' })).toHaveAttribute('href', '/en/admin/branches/edit/1');
    expect(screen.queryByRole('link', { name: /new/i })).not.toBeInTheDocument();
    expect(s.calls[0].url.searchParams.get('PageSize')).toBe('100');
  });

  it('shows the empty state', async () => {
    setup([{ path: /\/api\/en\/branch\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no branches.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup([{ path: /\/api\/en\/branch\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The branches could not be loaded.')).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      { path: /\/api\/en\/branch\?/, body: paged([]) },
    ]);
    renderWithProviders(<BranchesPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search branches' }), 'fashion');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'fashion')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'fashion');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “fashion”.')).toBeInTheDocument();
  });
});
