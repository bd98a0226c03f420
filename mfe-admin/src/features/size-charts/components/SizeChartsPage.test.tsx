import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { paged } from '../../../test/fixtures';
import { messages } from '../../../i18n/messages';
import { SizeChartsPage } from './SizeChartsPage';
import { makeSizeChart } from '../test/fixtures';


function setup(routes: MockRoute[]) {
  mockFetch(routes);
  renderWithProviders(<SizeChartsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/sizeCharts' });
}

describe('SizeChartsPage', () => {
  it('lists the charts with brand, dimensions and edit links', async () => {
    setup([{ path: /\/api\/en\/sizechart\?/, body: paged([makeSizeChart(2, { Name: 'Pants', Rows: 8, Columns: 5, Cells: [] })]) }]);
    const row = (await screen.findByText('Pants')).closest('tr') as HTMLElement;
    expect(within(row).getByText('NW')).toBeInTheDocument();
    expect(within(row).getByText('8 × 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Pants' })).toHaveAttribute('href', '/en/admin/sizeCharts/edit/2');
    expect(screen.getByRole('link', { name: 'New size chart' })).toHaveAttribute('href', '/en/admin/sizeCharts/create');
  });

  it('shows the empty state', async () => {
    setup([{ path: /\/api\/en\/sizechart\?/, body: paged([]) }]);
    expect(await screen.findByText('There are no size charts yet.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup([{ path: /\/api\/en\/sizechart\?/, status: 500, body: {} }]);
    expect(await screen.findByText('The size charts could not be loaded.')).toBeInTheDocument();
  });

  it('searches: the settled term goes to the API as search, from page 1', async () => {
    const f = mockFetch([
      { path: /\/api\/en\/sizechart\?/, body: paged([]) },
    ]);
    renderWithProviders(<SizeChartsPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search size charts' }), 'pants');
    await waitFor(() => expect(f.calls.some((c) => c.url.searchParams.get('search') === 'pants')).toBe(true));
    const searched = f.calls.find((c) => c.url.searchParams.get('search') === 'pants');
    expect(searched?.url.searchParams.get('Page')).toBe('1');
    expect(await screen.findByText('Nothing matches “pants”.')).toBeInTheDocument();
  });
});
