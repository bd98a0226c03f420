import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { Brand } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { OurBrandsPage, letterOf } from './OurBrandsPage';

const brands: Brand[] = [
  { Id: 1, Name: 'Northwind', Code: 'NRW', Logo: 'http://api.test/img/brand/NRW_{width}x{height}.svg' },
  { Id: 2, Name: 'Alpha Outdoor', Code: 'ALP', Logo: 'http://api.test/img/brand/ALP_{width}x{height}.svg' },
  { Id: 3, Name: 'Apex', Code: 'APX', Logo: 'http://api.test/img/brand/APX_{width}x{height}.svg' },
  { Id: 4, Name: 'Élan', Code: 'ELN', Logo: 'http://api.test/img/brand/ELN_{width}x{height}.svg' },
];

function setup(status = 200, route = '/en/customer/our-brands/overview') {
  const { calls } = mockFetch([{ path: /\/api\/en\/brand\?/, status, body: status === 200 ? brands : { Message: 'down' } }]);
  renderWithProviders(<OurBrandsPage />, { store: setupStore(), messages, session: testSession('Klant'), route });
  return { calls, user: userEvent.setup() };
}
const links = () => screen.getAllByRole('link').map((a) => a.textContent);

describe('OurBrandsPage', () => {
  it('loads the brands of the branch and lists ALL, sorted, each linking to the shop filtered by brand', async () => {
    const { calls } = setup();
    await screen.findByRole('link', { name: 'Alpha Outdoor' });
    expect(calls[0].url.searchParams.get('filterOnBranch')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(links()).toEqual(['Alpha Outdoor', 'Apex', 'Élan', 'Northwind']);
    expect(screen.getByRole('link', { name: 'Northwind' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=NRW');
    // each brand shows its logo (spec section 9: 170 x 79), lazily
    const logo = screen.getByRole('link', { name: 'Northwind' }).querySelector('img');
    expect(logo).toHaveAttribute('src', 'http://api.test/img/brand/NRW_170x79.svg');
    expect(logo).toHaveAttribute('width', '170');
    expect(logo).toHaveAttribute('height', '79');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('filters by letter (accents ignored) and back to ALL', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: 'Apex' });
    await user.click(screen.getByRole('button', { name: 'A (2 brands)' }));
    expect(screen.getByRole('button', { name: 'A (2 brands)' })).toHaveAttribute('aria-pressed', 'true');
    expect(links()).toEqual(['Alpha Outdoor', 'Apex']);
    await user.click(screen.getByRole('button', { name: 'E (1 brand)' }));
    expect(links()).toEqual(['Élan']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(links()).toHaveLength(4);
  });

  it('shows an empty state for a letter without brands', async () => {
    const { user } = setup();
    await screen.findByRole('link', { name: 'Apex' });
    await user.click(screen.getByRole('button', { name: 'Q (0 brands)' }));
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('There are no brands for the letter Q.')).toBeInTheDocument();
  });

  it('starts on the letter of the query', async () => {
    setup(200, '/en/customer/our-brands/overview?letter=n');
    await screen.findByRole('link', { name: 'Northwind' });
    expect(links()).toEqual(['Northwind']);
  });

  it('shows an error with retry', async () => {
    setup(500);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The brands could not be loaded.');
    expect(within(error.parentElement!).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads the letter of a name', () => {
    expect(letterOf('élan')).toBe('E');
    expect(letterOf('3 Peaks')).toBe('#');
  });
});
