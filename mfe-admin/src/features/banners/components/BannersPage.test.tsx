import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { BannersPage } from './BannersPage';
import { makeBanner } from '../test/fixtures';

function setup(routes: MockRoute[]) {
  const f = mockFetch(routes);
  renderWithProviders(<BannersPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/banners' });
  return f;
}

describe('BannersPage', () => {
  it('lists banners 12 per page with locations, dates, weight and edit links', async () => {
    const s = setup([{ path: /\/api\/en\/banner\?/, body: paged([makeBanner(1)]) }]);
    const row = (await screen.findByText('Banner 1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Webshop, Basket')).toBeInTheDocument();
    expect(within(row).getByText('31-03-2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Banner 1' })).toHaveAttribute('href', '/en/admin/banners/edit/1');
    expect(screen.getByRole('link', { name: 'New banner' })).toHaveAttribute('href', '/en/admin/banners/create');
    expect(s.calls[0].url.searchParams.get('PageSize')).toBe('12');
  });

  it('shows the empty state and the error state', async () => {
    setup([{ path: /\/api\/en\/banner\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no banners yet.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup([{ path: /\/api\/en\/banner\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The banners could not be loaded.')).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      { path: /\/api\/en\/banner\?/, body: paged([]) },
    ]);
    renderWithProviders(<BannersPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search banners' }), 'summer');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'summer')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'summer');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “summer”.')).toBeInTheDocument();
  });
});
