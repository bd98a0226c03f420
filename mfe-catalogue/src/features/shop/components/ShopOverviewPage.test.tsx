import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, renderWithProviders, testSession, type MockCall } from 'shared-kernel/test-utils';
import type { FilterGroup, ProductGroupItem, ProductGroupPage } from 'shared-kernel/contract';
import { STORAGE_KEYS, on, useLocation, useNavigate, type NavigateFunction, type Session } from 'shared-kernel';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { PANELS_STORAGE_KEY } from '../hooks/usePanelState';
import { ShopOverviewPage } from './ShopOverviewPage';

const item = (id: number, patch: Partial<ProductGroupItem> = {}): ProductGroupItem => ({
  Id: id,
  ErpId: `ALP-${100000 + id}`,
  Name: `Trail jacket ${id}`,
  Brand: { Code: 'ALP', Name: 'Alpha Outdoor' },
  BrandName: 'Alpha Outdoor',
  BrandSubgroup: 'Outerwear',
  Type: 'Jacket',
  Images: [`http://api.test/img/pg/${id}-1_{width}x{height}.svg`],
  Colors: [
    { ColorId: '101', Color: 'Red', HexCode: '#cc0000' },
    { ColorId: '102', Color: 'Navy', HexCode: '#001f5b' },
  ],
  Labels: [],
  RetailFromPrice: 49.95,
  OriginalFromPrice: 59.95,
  IsSinglePrice: true,
  CustomerHasAccess: true,
  MaximumDiscount: 20,
  DefaultDiscount: 0,
  SortIndex: id,
  IsDeleted: false,
  IsPIMDisabled: false,
  ...patch,
});

const fi = (Value: string, Count: number, DisplayValue = Value) => ({ Value, DisplayValue, Count, IsSelected: false });
const FILTERS: FilterGroup[] = [
  { Name: 'Brands', Items: [fi('ALP', 12, 'Alpha Outdoor'), fi('VLV', 4, 'Velvet'), fi('NRD', 7, 'Nordic')] },
  { Name: 'Collection', Items: [fi('3', 5, 'Summer 2025')] },
  { Name: 'Type', Items: [fi('Jacket', 8), fi('Pants', 3)] },
  { Name: 'AgeSex', Items: [fi('Men', 9)] },
  { Name: 'Label', Items: [fi('Eco', 2)] },
  { Name: 'Colors', Items: ['Red', 'Navy', 'Black', 'White', 'Green', 'Yellow'].map((c, i) => fi(c, i + 1)) },
  { Name: 'Sizes', Items: [fi('S', 4), fi('M', 5)] },
];

const page = (items: ProductGroupItem[], patch: Partial<ProductGroupPage> = {}): ProductGroupPage => ({
  Items: items,
  Filters: FILTERS,
  Page: 1,
  PageSize: 12,
  PageFirstIndex: 1,
  PageLastIndex: 3,
  Pages: [1, 2, 3],
  Totalcount: 30,
  PageCount: 3,
  ...patch,
});

const LIST = /\/api\/\w\w\/productgroup\?/;
const listCalls = (calls: MockCall[]) => calls.filter((c) => c.url.pathname.endsWith('/productgroup'));
const lastParams = (calls: MockCall[]) => Object.fromEntries(listCalls(calls).at(-1)!.url.searchParams);

let location = '';
let navigate: NavigateFunction;
function Probe() {
  const l = useLocation();
  location = l.search;
  navigate = useNavigate();
  return null;
}
const urlParams = () => Object.fromEntries(new URLSearchParams(location));

function setup(route: string, opts: { body?: ProductGroupPage | ((url: URL) => ProductGroupPage); status?: number; session?: Session; banner?: unknown } = {}) {
  const fetched = mockFetch([
    { path: LIST, status: opts.status, body: opts.body ?? page([item(1), item(2)]) },
    { path: /\/banner\/current\?/, body: opts.banner ?? null },
  ]);
  const view = renderWithProviders(
    <>
      <ShopOverviewPage />
      <Probe />
    </>,
    { store: setupStore(), messages, session: opts.session ?? testSession('Klant'), route },
  );
  return { ...fetched, ...view };
}

const OVERVIEW = '/en/customer/shop/overview';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('ShopOverviewPage', () => {
  it('sends the filters of the URL as the request parameters and shows the grid', async () => {
    const { calls } = setup(`${OVERVIEW}?Brands=ALP,VLV&Type=Jacket&Colors=Red,Navy&StockOnly=true&addBranchFilter=true&Page=2&pageSize=24`);
    const grid = await screen.findByRole('list', { name: 'Product list' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(lastParams(calls)).toEqual({ Brands: 'ALP,VLV', Type: 'Jacket', Colors: 'Red,Navy', StockOnly: 'true', addBranchFilter: 'true', Page: '2', pageSize: '24' });
    expect(screen.getByRole('checkbox', { name: 'Velvet (4)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Nordic (7)' })).not.toBeChecked();
    expect(screen.getByText('30 products')).toBeInTheDocument();
  });

  it('asks page 1 with 12 products and no filters by default', async () => {
    const { calls } = setup(OVERVIEW);
    await screen.findByRole('list', { name: 'Product list' });
    expect(lastParams(calls)).toEqual({ Page: '1', pageSize: '12' });
    expect(screen.getByRole('combobox', { name: 'Products per page' })).toHaveValue('12');
  });

  it('choosing a brand clears the other filters and goes back to page 1', async () => {
    const { calls } = setup(`${OVERVIEW}?Brands=ALP&Type=Jacket&StockOnly=true&addBranchFilter=true&Page=3&pageSize=24`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Velvet (4)' }));
    await waitFor(() => expect(urlParams()).toEqual({ Brands: 'ALP,VLV', addBranchFilter: 'true', Page: '1', pageSize: '24' }));
    expect(location).toContain('Brands=ALP,VLV');
    await waitFor(() => expect(lastParams(calls)).toEqual({ Brands: 'ALP,VLV', addBranchFilter: 'true', Page: '1', pageSize: '24' }));
  });

  it('changing another filter keeps the brands and resets the page', async () => {
    setup(`${OVERVIEW}?Brands=ALP&Page=3`);
    const type = await screen.findByRole('button', { name: 'Type' });
    fireEvent.click(type);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pants (3)' }));
    await waitFor(() => expect(urlParams()).toEqual({ Brands: 'ALP', Type: 'Pants', Page: '1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stock' }));
    fireEvent.click(screen.getByRole('radio', { name: 'In stock only' }));
    await waitFor(() => expect(urlParams()).toEqual({ Brands: 'ALP', Type: 'Pants', StockOnly: 'true', Page: '1' }));
  });

  it('changes the page size (back to page 1) and the page', async () => {
    const { calls } = setup(`${OVERVIEW}?Page=2`);
    await screen.findByRole('list', { name: 'Product list' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Products per page' }), { target: { value: '48' } });
    await waitFor(() => expect(lastParams(calls)).toEqual({ Page: '1', pageSize: '48' }));
    expect(urlParams()).toEqual({ Page: '1', pageSize: '48' });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastParams(calls)).toEqual({ Page: '3', pageSize: '48' }));
  });

  it('restores the state from the URL on back and forward', async () => {
    const { calls } = setup(`${OVERVIEW}?Brands=ALP`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Nordic (7)' }));
    await waitFor(() => expect(lastParams(calls)).toEqual({ Brands: 'ALP,NRD', Page: '1', pageSize: '12' }));
    act(() => void navigate(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nordic (7)' })).not.toBeChecked());
    expect(urlParams()).toEqual({ Brands: 'ALP' });
    expect(screen.getByRole('checkbox', { name: 'Alpha Outdoor (12)' })).toBeChecked();
    act(() => void navigate(1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Nordic (7)' })).toBeChecked());
    expect(urlParams()).toEqual({ Brands: 'ALP,NRD', Page: '1' });
  });

  it('shows a filter search box only for lists of more than 5 items', async () => {
    setup(OVERVIEW);
    const brands = await screen.findByRole('group', { name: 'Brands' });
    expect(within(brands).queryByRole('searchbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Colours' }));
    const colours = screen.getByRole('group', { name: 'Colours' });
    const box = within(colours).getByRole('searchbox', { name: 'Filter the list' });
    fireEvent.change(box, { target: { value: 'bl' } });
    expect(within(colours).getAllByRole('checkbox').map((c) => c.getAttribute('value'))).toEqual(['Black']);
  });

  it('remembers open and closed panels for the browser session', async () => {
    const first = setup(OVERVIEW);
    const brands = await screen.findByRole('button', { name: 'Brands' });
    expect(brands).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sizes' })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(brands);
    fireEvent.click(screen.getByRole('button', { name: 'Sizes' }));
    expect(screen.queryByRole('group', { name: 'Brands' })).not.toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(PANELS_STORAGE_KEY)!)).toEqual({ Brands: false, Sizes: true });
    first.unmount();

    setup(OVERVIEW);
    await screen.findByRole('list', { name: 'Product list' });
    expect(screen.getByRole('button', { name: 'Brands' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Sizes' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Sizes' })).toBeInTheDocument();
  });

  it('saves the query as the shop filters for the header and announces it on the bus', async () => {
    const events: string[] = [];
    const off = on('shopFilters.changed', (d) => events.push(d.search));
    setup(`${OVERVIEW}?Brands=ALP&pageSize=24`);
    await screen.findByRole('list', { name: 'Product list' });
    expect(window.localStorage.getItem(STORAGE_KEYS.shopFilters)).toBe('Brands=ALP&pageSize=24');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Velvet (4)' }));
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.shopFilters)).toBe('Brands=ALP,VLV&pageSize=24&Page=1'));
    expect(events).toEqual(['Brands=ALP&pageSize=24', 'Brands=ALP,VLV&pageSize=24&Page=1']);
    off();
  });

  it('shows cards with image, brand, model, colours, price and a link to the product', async () => {
    setup(OVERVIEW, { body: page([item(7, { IsSinglePrice: false })]) });
    const card = await screen.findByRole('article');
    const link = within(card).getByRole('link', { name: /Trail jacket 7/ });
    expect(link).toHaveAttribute('href', '/en/customer/shop/product/7?color=101');
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'http://api.test/img/pg/7-1_230x180.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '230');
    expect(img).toHaveAttribute('height', '180');
    expect(within(card).getByText('Alpha Outdoor')).toBeInTheDocument();
    expect(within(card).getByText('Model: ALP-100007')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Colours' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Red', 'Navy']);
    expect(within(card).getByText('€ 49.95')).toBeInTheDocument();
    expect(within(card).getByText('from')).toBeInTheDocument();
    expect(within(card).getByLabelText('was € 59.95')).toBeInTheDocument();
  });

  it('shows "price on request" for a brand without access', async () => {
    setup(OVERVIEW, { body: page([item(1), item(2, { CustomerHasAccess: false, RetailFromPrice: -1, OriginalFromPrice: -1 })]) });
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).getByText('€ 49.95')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Price on request')).toBeInTheDocument();
    expect(within(cards[1]).queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows marketing users no prices at all', async () => {
    setup(OVERVIEW, { session: testSession('MarketingKlant'), body: page([item(1), item(2, { CustomerHasAccess: false, RetailFromPrice: -1, OriginalFromPrice: -1 })]) });
    const grid = await screen.findByRole('list', { name: 'Product list' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).queryByText(/€/)).not.toBeInTheDocument();
    expect(within(grid).queryByText('Price on request')).not.toBeInTheDocument();
  });

  it('shows customer-is-watching no prices', async () => {
    setup(OVERVIEW, { session: testSession('Klant', { customerIsWatching: 'true' }) });
    const grid = await screen.findByRole('list', { name: 'Product list' });
    expect(within(grid).queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows staff the purchase price but no retail (original) price', async () => {
    setup(OVERVIEW, { session: testSession('PersoneelKlant') });
    const grid = await screen.findByRole('list', { name: 'Product list' });
    expect(within(grid).getAllByText(/€/).length).toBeGreaterThan(0);
    expect(grid.querySelector('s, del')).toBeNull();
  });

  it('shows the empty state with a clear-filters action', async () => {
    const { calls } = setup(`${OVERVIEW}?Brands=ALP&Sizes=XS&pageSize=24&Page=2`, {
      body: (url) => (url.searchParams.has('Brands') ? page([], { Totalcount: 0, PageCount: 0 }) : page([item(1)])),
    });
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    const empty = screen.getByText('No products match these filters.').parentElement as HTMLElement;
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(urlParams()).toEqual({ pageSize: '24', Page: '1' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(lastParams(calls)).toEqual({ Page: '1', pageSize: '24' });
  });

  it('shows a loading state, then an error with retry', async () => {
    setup(OVERVIEW, { status: 500, body: {} as ProductGroupPage });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(await screen.findByText('The products could not be loaded, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the Webshop banner at 1170x150', async () => {
    const { calls } = setup(OVERVIEW, { banner: { Id: 1, Name: 'Spring sale', Image: 'http://api.test/img/banner/1_{width}x{height}.svg', CTAText: 'Discover', Hyperlink: '/customer/shop/overview?Brands=VLV' } });
    const img = await screen.findByRole('img', { name: 'Spring sale' });
    expect(img).toHaveAttribute('src', 'http://api.test/img/banner/1_1170x150.svg');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/en/customer/shop/overview?Brands=VLV');
    expect(calls.find((c) => c.url.pathname.endsWith('/banner/current'))!.url.searchParams.get('locationType')).toBe('1');
  });
});
