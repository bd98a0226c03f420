import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { ProductHit } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { SearchPage } from './SearchPage';

const hits: ProductHit[] = [
  { Id: 11, Name: 'Trail jacket', ErpId: 'TJ-100', Brand: 'Alpha Outdoor', Thumbnail: 'http://api.test/img/pg/11-1_{width}x{height}.svg' },
  { Id: 12, Name: 'Trail cap', ErpId: 'TC-100', Brand: 'Alpha Outdoor', Thumbnail: null },
];

const renderAt = (route: string, locale: 'en' | 'nl' | 'fr' = 'en') =>
  renderWithProviders(<SearchPage />, { store: setupStore(), messages, session: testSession('Klant'), route, locale });

describe('SearchPage', () => {
  it('loads the hits for the search query and links them to their product', async () => {
    const { calls } = mockFetch([{ path: /\/api\/en\/productgroup\/autocomplete\?/, body: hits }]);
    renderAt('/en/search?search=trail');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “trail”' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Search results' });
    const link = within(list).getByRole('link', { name: 'Trail jacket' });
    expect(link).toHaveAttribute('href', '/en/customer/shop/product/11');
    const card = link.closest('li') as HTMLElement;
    for (const text of ['11', 'TJ-100', 'Alpha Outdoor']) expect(within(card).getByText(text)).toBeInTheDocument();
    // the hit's thumbnail at the spec's 250 x 250, lazily; a hit without one keeps the card's shape
    const img = link.querySelector('img');
    expect(img).toHaveAttribute('src', 'http://api.test/img/pg/11-1_250x250.svg');
    expect([img?.getAttribute('width'), img?.getAttribute('height'), img?.getAttribute('loading')]).toEqual(['250', '250', 'lazy']);
    expect(within(list).getByRole('link', { name: 'Trail cap' }).querySelector('img')).toBeNull();
    expect(calls[0].url.searchParams.get('search')).toBe('trail');
  });

  it.each([
    ['en', 'No results found'],
    ['nl', 'Geen resultaten gevonden'],
    ['fr', 'Aucun résultat trouvé'],
  ] as const)('says %s: %s when nothing matches', async (locale, text) => {
    mockFetch([{ path: /\/api\/\w\w\/productgroup\/autocomplete\?/, body: [] }]);
    renderAt(`/${locale}/search?search=nothing`, locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('asks for 3 characters and does not search with fewer', () => {
    const { calls } = mockFetch([]);
    renderAt('/en/search?search=tr');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Enter at least 3 characters to search.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows an error with retry', async () => {
    mockFetch([{ path: /\/api\/en\/productgroup\/autocomplete\?/, status: 500, body: {} }]);
    renderAt('/en/search?search=trail');
    expect(await screen.findByText('The search failed, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
