import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { ProductHit } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { HeaderSearch } from './HeaderSearch';

const hits: ProductHit[] = [
  { Id: 11, Name: 'Trail jacket', ErpId: 'TJ-100', Brand: 'Alpha Outdoor', Thumbnail: 'https://img.test/tj.png' },
  { Id: 12, Name: 'Trail pants', ErpId: 'TP-200', Brand: 'Alpha Outdoor', Thumbnail: null },
];

function setup(body: unknown = hits, status = 200, locale: 'en' | 'nl' = 'en') {
  const { calls } = mockFetch([{ path: /\/api\/(en|nl)\/productgroup\/autocomplete\?/, status, body }]);
  const navigate = jest.fn();
  renderWithProviders(<HeaderSearch />, { store: setupStore(), messages, session: testSession('Klant'), navigate, locale, route: `/${locale}/customer` });
  return { calls, navigate, user: userEvent.setup() };
}
const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe('HeaderSearch', () => {
  it('is a labelled combobox in a search landmark that waits for 3 characters', async () => {
    const { calls, user } = setup();
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Tr');
    await wait(400);
    expect(calls).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows hits (thumbnail, Name, ErpId, Brand) after the debounce and opens the product of a clicked hit', async () => {
    const { calls, user, navigate } = setup();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Trail');
    const option = await screen.findByRole('option', { name: /Trail jacket/ });
    expect(option).toHaveTextContent('Trail jacketTJ-100 · Alpha Outdoor');
    expect(option.querySelector('img')).toHaveAttribute('src', 'https://img.test/tj.png');
    expect(calls).toHaveLength(1);
    expect(calls[0].url.searchParams.get('search')).toBe('Trail');

    await user.click(option);
    expect(navigate).toHaveBeenCalledWith('/en/customer/shop/product/11');
    expect(box).toHaveValue('');
  });

  it('opens the active hit with Enter', async () => {
    const { user, navigate } = setup();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Trail');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/customer/shop/product/12');
  });

  it('goes to the search page on Enter without an active hit', async () => {
    const { user, navigate } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'trail jack{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/search?search=trail%20jack');
  });

  it('does not go to the search page with fewer than 3 characters', async () => {
    const { user, navigate } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'tr{Enter}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes the list with Escape', async () => {
    const { user } = setup();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Trail');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box).toHaveValue('Trail');
  });

  it('says when nothing was found, in the user language', async () => {
    const { user } = setup([], 200, 'nl');
    await user.type(screen.getByRole('combobox', { name: 'Producten zoeken' }), 'xyz');
    expect(await screen.findByText('Geen resultaten gevonden')).toBeInTheDocument();
  });

  it('says when the search failed', async () => {
    const { user } = setup({ Message: 'down' }, 500);
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'Trail');
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
  });
});
