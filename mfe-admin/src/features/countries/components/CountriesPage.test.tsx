import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { CountriesPage } from './CountriesPage';
import { makeBelgium } from '../test/fixtures';


function setup(routes: MockRoute[]) {
  const f = mockFetch(routes);
  renderWithProviders(<CountriesPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/countries' });
  return f;
}

describe('CountriesPage', () => {
  it('lists countries 100 per page with ISO2, availability and an edit link, and offers no create', async () => {
    const s = setup([{ path: /\/api\/en\/country\?/, body: paged([makeBelgium({ IsAvailable: false, Costs: [] })]) }]);
    const row = (await screen.findByText('Belgium')).closest('tr') as HTMLElement;
    expect(within(row).getByText('BE')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Belgium' })).toHaveAttribute('href', '/en/admin/countries/edit/5');
    expect(screen.queryByRole('link', { name: /new/i })).not.toBeInTheDocument();
    expect(s.calls[0].url.searchParams.get('PageSize')).toBe('100');
  });

  it('shows the empty state', async () => {
    setup([{ path: /\/api\/en\/country\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no countries.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup([{ path: /\/api\/en\/country\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The countries could not be loaded.')).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      { path: /\/api\/en\/country\?/, body: paged([]) },
    ]);
    renderWithProviders(<CountriesPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search countries' }), 'belg');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'belg')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'belg');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “belg”.')).toBeInTheDocument();
  });
});
