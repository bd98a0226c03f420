import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, STORAGE_KEYS, on, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { ProductGroupDetail } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { addAnswer, group, navy, pants, sizeChart } from '../test/fixtures';
import { ProductDetailPage } from './ProductDetailPage';

const GROUP = /\/api\/en\/productgroup\/5(\?|$)/;

function setup(options: { session?: Session; data?: ProductGroupDetail; route?: string; routes?: MockRoute[]; groupStatus?: number } = {}) {
  const { calls } = mockFetch([
    { path: GROUP, status: options.groupStatus ?? 200, body: options.data ?? group() },
    { path: /\/api\/en\/basket$/, body: { IsDropshipment: false } },
    ...(options.routes ?? []),
  ]);
  const navigate = jest.fn();
  const toasts: ToastRequest[] = [];
  const stopToasts = on('toast', (t) => toasts.push(t));
  const changes: unknown[] = [];
  const stopChanges = on('basket.changed', (d) => changes.push(d));
  cleanups.push(stopToasts, stopChanges);
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/customer/shop/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { store: setupStore(), messages, session: options.session ?? testSession('Klant'), route: options.route ?? '/en/customer/shop/product/5', navigate },
  );
  return { calls, navigate, toasts, changes, user };
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

const heading = () => screen.findByRole('heading', { level: 1, name: 'Coastal Ridge Jacket' });
const input = (name: string) => screen.getByRole('textbox', { name });
const addButton = () => screen.getByRole('button', { name: 'Add to cart' });

describe('ProductDetailPage', () => {
  it('shows title, model number, the carousel with 900x900 and 60x60 images (max 6) and the video', async () => {
    const { calls } = setup({ route: '/en/customer/shop/product/5?stockOnly=true' });
    await heading();
    expect(screen.getByText('Model number NRW-100005')).toBeInTheDocument();
    // the brand's logo (spec section 9: 170 x 79) leads to the shop of the brand
    const logo = screen.getByRole('img', { name: 'Northwind: every product of the brand' });
    expect(logo).toHaveAttribute('src', 'http://api.test/img/brand/NRW_170x79.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/en/customer/shop/overview?Brands=NRW');
    expect(calls[0].url.pathname).toBe('/api/en/productgroup/5');
    expect(calls[0].url.searchParams.get('stockOnly')).toBe('true');
    const carousel = screen.getByRole('region', { name: 'Product images and videos' });
    const main = within(carousel).getByRole('img', { name: 'Coastal Ridge Jacket – Image 1 of 6' });
    expect(main).toHaveAttribute('src', 'http://api.test/img/pg/5-1_900x900.svg');
    // 6 image thumbnails (the 7th image is dropped) plus one video entry
    const thumbs = within(carousel).getAllByRole('button', { name: /^Image \d of 6$/ });
    expect(thumbs).toHaveLength(6);
    expect(thumbs[0].querySelector('img')).toHaveAttribute('src', 'http://api.test/img/pg/5-1_60x60.svg');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Video 1' }));
    expect(within(carousel).getByRole('link', { name: 'Play the video' })).toHaveAttribute('href', 'https://video.example/5');
  });

  it('opens the large image fullscreen in a dialog', async () => {
    const { user } = setup();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Image 3 of 6' }));
    await user.click(screen.getByRole('button', { name: 'Open the image fullscreen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coastal Ridge Jacket' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'http://api.test/img/pg/5-3_900x900.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', 'http://api.test/img/pg/5-4_900x900.svg');
  });

  it('shows purchase and retail price to a customer, and colour lines with image or swatch', async () => {
    setup();
    await heading();
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('from € 49.95');
    expect(screen.getByTestId('retail-price')).toHaveTextContent('€ 99.95');
    const navyLine = screen.getByRole('button', { name: /Navy/, expanded: true });
    expect(navyLine.querySelector('img')).toHaveAttribute('src', 'http://api.test/img/p/10-1_60x60.svg');
    const oliveLine = screen.getByRole('button', { name: /Olive/, expanded: false });
    expect(within(oliveLine).getByTestId('colour-swatch')).toHaveStyle({ background: '#556b2f' });
    expect(screen.queryByRole('textbox', { name: 'Olive S' })).not.toBeInTheDocument();
    await userEvent.click(oliveLine);
    expect(input('Olive S')).toBeInTheDocument();
  });

  it('opens the colour of ?color=', async () => {
    setup({ route: '/en/customer/shop/product/5?color=111' });
    await heading();
    expect(screen.getByRole('button', { name: /Olive/, expanded: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Navy/, expanded: false })).toBeInTheDocument();
    // the colour swatches switch colour through the URL, keeping the other query values
    expect(screen.getByRole('link', { name: 'Navy' })).toHaveAttribute('href', '/en/customer/shop/product/5?color=110');
    expect(screen.getByRole('link', { name: 'All colours' })).toHaveAttribute('href', '/en/customer/shop/product/5');
  });

  it('applies the stock-status rules to the size inputs', async () => {
    const { user } = setup();
    await heading();
    const line = screen.getByRole('region', { name: 'Navy' });
    // STOCK: open
    expect(input('Navy S')).toBeEnabled();
    // NO: no input, listed as not available
    expect(within(line).queryByRole('textbox', { name: 'Navy XL' })).not.toBeInTheDocument();
    expect(within(line).getByText('XL').closest('li')).toHaveTextContent('Not available');
    // ZVS without stock or supplier stock: disabled
    expect(input('Navy L')).toBeDisabled();
    // ZVS with 3 + 2: max 5, more is clamped with the message
    await user.type(input('Navy M'), '9');
    expect(input('Navy M')).toHaveValue('5');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Value higher than 5');
    // PRE: not shown without impersonation
    expect(screen.queryByRole('textbox', { name: 'Navy XXL' })).not.toBeInTheDocument();
    expect(within(line).queryByText('XXL')).not.toBeInTheDocument();
  });

  it('shows and limits pre-order sizes while impersonating (future plus supplier stock)', async () => {
    const { user } = setup({ session: testSession('Klant', { impersonated: true }) });
    await heading();
    await user.type(input('Navy XXL'), '25');
    expect(input('Navy XXL')).toHaveValue('10');
  });

  it('disables add to cart while an amount plus the basket amount exceeds a limited size', async () => {
    const { user } = setup();
    await heading();
    await user.type(input('Navy XS'), '1');
    expect(addButton()).toBeEnabled();
    await user.clear(input('Navy XS'));
    await user.type(input('Navy XS'), '2');
    expect(input('Navy XS')).toHaveValue('2');
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('Only 1 available (3 already in your cart)')).toBeInTheDocument();
  });

  it('says so when no amount was entered', async () => {
    const { user, toasts, calls } = setup();
    await heading();
    await user.click(addButton());
    expect(toasts).toEqual([{ kind: 'info', text: 'No products added to cart! Please add at least 1 product.', duration: 4000 }]);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds the amounts, emits basket.changed and shows the after-add dialog', async () => {
    const { user, calls, changes, navigate } = setup({
      routes: [
        { method: 'POST', path: /\/api\/en\/basket\/addItems$/, body: addAnswer },
        { path: /\/api\/en\/product\/10$/, body: navy },
      ],
    });
    await heading();
    await user.type(input('Navy S'), '2');
    await user.type(input('Navy M'), '1');
    await user.click(screen.getByRole('checkbox', { name: /Dropshipment/ }));
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/en/basket/addItems');
    expect(post?.body).toEqual({
      products: [
        { amount: 2, productVariantId: 1, productId: 10 },
        { amount: 1, productVariantId: 2, productId: 10 },
      ],
      isDropshipment: true,
    });
    expect(changes).toEqual([{}]);
    expect(within(dialog).getByText('2 × Coastal Ridge Jacket, Navy, size S')).toBeInTheDocument();
    expect(within(dialog).getByText('Add € 50.10 more for free delivery.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Harbor Wave Cap' })).toHaveAttribute('href', '/en/customer/shop/product/77');
    expect(within(dialog).getByText('€ 19.95')).toBeInTheDocument();
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'http://api.test/img/p/70-1_60x60.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Go to basket' }));
    expect(navigate).toHaveBeenCalledWith('/en/customer/basket/overview');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // the amounts are reset
    expect(input('Navy S')).toHaveValue('');
    expect(input('Navy M')).toHaveValue('');
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/en/product/10')).toBe(true));
  });

  it('continues shopping at the saved shop filters', async () => {
    window.localStorage.setItem(STORAGE_KEYS.shopFilters, '?Brands=NRW&Page=2');
    const { user, navigate } = setup({ routes: [{ method: 'POST', path: /basket\/addItems$/, body: addAnswer }] });
    await heading();
    await user.type(input('Navy S'), '2');
    await user.click(addButton());
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue shopping' }));
    expect(navigate).toHaveBeenCalledWith('/en/customer/shop/overview?Brands=NRW&Page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows each Errors message as an error toast of 4 s', async () => {
    const answer = { Errors: ['Coastal Ridge Jacket Navy (S): only 1 available.', 'Something else.'], Details: [], RemainingForFreeDelivery: 0, UpsellingProducts: [] };
    const { user, toasts, changes } = setup({ routes: [{ method: 'POST', path: /basket\/addItems$/, body: answer }] });
    await heading();
    await user.type(input('Navy S'), '2');
    await user.click(addButton());
    await waitFor(() => expect(toasts).toHaveLength(2));
    expect(toasts).toEqual(answer.Errors.map((text) => ({ kind: 'error', text, duration: 4000 })));
    expect(changes).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input('Navy S')).toHaveValue('2');
  });

  it('shows marketing no prices, stock, dropshipment or add to cart', async () => {
    const { calls } = setup({ session: testSession('MarketingKlant') });
    await heading();
    expect(screen.queryByTestId('purchase-price')).not.toBeInTheDocument();
    expect(screen.queryByTestId('retail-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Dropshipment/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByText('In stock')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/basket'))).toBe(false);
  });

  it('hides the retail price from staff and every price while the customer is watching', async () => {
    setup({ session: testSession('PersoneelKlant') });
    await heading();
    expect(screen.getByTestId('purchase-price')).toBeInTheDocument();
    expect(screen.queryByTestId('retail-price')).not.toBeInTheDocument();
    expect(screen.getAllByText('Supplier: limited, 3-7 days').length).toBeGreaterThan(0);
  });

  it('shows a watched customer the stock indication but no purchase price or supplier numbers', async () => {
    setup({ session: testSession('Klant', { customerIsWatching: 'true' }) });
    await heading();
    expect(screen.queryByTestId('purchase-price')).not.toBeInTheDocument();
    expect(screen.queryByTestId('retail-price')).not.toBeInTheDocument();
    expect(screen.getAllByText('Limited stock').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Supplier/)).not.toBeInTheDocument();
    expect(addButton()).toBeInTheDocument();
  });

  it('without access shows the notice and a request-product button to the contact page with the brand', async () => {
    const { user, navigate } = setup({ data: group({ CustomerHasAccess: false, RetailFromPrice: -1, OriginalFromPrice: -1, Brand: { Code: 'VLV', Name: 'Velvet Lane' }, BrandName: 'Velvet Lane' }) });
    await heading();
    expect(screen.getByText('No access to this product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('purchase-price')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request product' }));
    expect(navigate).toHaveBeenCalledWith('/en/contact/VLV');
  });

  it('treats a price below 0 as no access', async () => {
    setup({ data: group({ RetailFromPrice: -1 }) });
    await heading();
    expect(screen.getByRole('button', { name: 'Request product' })).toBeInTheDocument();
  });

  it('shows pants as a waist by length grid of inputs', async () => {
    const { user } = setup({ data: group({ Products: [pants], Colors: [{ ColorId: '130', Color: 'Indigo', HexCode: '#333' }] }) });
    await heading();
    const grid = screen.getByRole('table', { name: 'Sizes of Indigo: waist by length' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Waist \\ length', '32', '34']);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['30', '32']);
    const rows = within(grid).getAllByRole('row');
    // waist 32, length 32
    expect(within(rows[2]).getByRole('textbox', { name: 'Indigo 32/32' })).toBeInTheDocument();
    // 30/34 does not exist, 32/34 is NO: no inputs
    expect(within(grid).getAllByRole('textbox')).toHaveLength(2);
    await user.type(input('Indigo 30/32'), '4');
    expect(screen.getByText('4 pieces chosen')).toBeInTheDocument();
  });

  it('shows the description, specifications and size chart tabs', async () => {
    const { user } = setup({ routes: [{ path: /\/api\/en\/sizechart\/3$/, body: sizeChart }] });
    await heading();
    expect(await screen.findByText('A light jacket for the coast.')).toBeInTheDocument();
    expect(screen.getByText('Limited edition')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Specifications' }));
    expect(await screen.findByText('Cotton, Polyester')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Size charts' }));
    const chart = await screen.findByRole('table', { name: 'Northwind tops' });
    expect(within(chart).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S', 'M', 'L']);
    expect(within(chart).getByText('98')).toBeInTheDocument();
  });

  it('downloads the product sheet as a PDF file', async () => {
    const createObjectURL = jest.fn(() => 'blob:sheet');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user, calls } = setup({ routes: [{ path: /\/api\/en\/ProductGroup\/5\/productsheet$/, body: '%PDF-1.4' }] });
    await heading();
    await user.click(screen.getByRole('tab', { name: 'Downloads' }));
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['NRW-100005.pdf']));
    expect(calls.some((c) => c.url.pathname === '/api/en/ProductGroup/5/productsheet')).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says when the product does not exist', async () => {
    setup({ groupStatus: 404 });
    expect(await screen.findByText('This product was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en/customer/shop/overview');
  });

  it('shows an error with retry when loading fails', async () => {
    setup({ groupStatus: 500 });
    expect(await screen.findByText('The product could not be loaded, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

});
