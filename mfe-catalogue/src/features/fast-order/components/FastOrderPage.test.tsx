import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import type { ProductHit } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { group, product, variant } from '../test/fixtures';
import { FastOrderPage } from './FastOrderPage';

const jacket = group(11, 'Trail jacket', [
  product(101, 11, 'Navy', '#1f2a44', ['http://api.test/img/p/101-1_{width}x{height}.svg'], [
    variant(1001, 'S', 'STOCK'),
    variant(1002, 'M', 'ZVS', 2, 1),
    variant(1003, 'L', 'NO', 5),
    variant(1004, 'XL', 'PRE', 0, 0, 4),
  ]),
  product(102, 11, 'Red', 'b22222', [], [variant(1011, 'S', 'STOCK'), variant(1012, 'M', 'OUT', 0, 0)]),
]);
const pants = group(12, 'Trail pants', [product(201, 12, 'Olive', '#556b2f', [], [variant(2001, '32', 'NOS')])]);
const hits: ProductHit[] = [
  { Id: 11, Name: 'Trail jacket', ErpId: 'ERP-11', Brand: 'Alpha', Thumbnail: null },
  { Id: 12, Name: 'Trail pants', ErpId: 'ERP-12', Brand: 'Alpha', Thumbnail: null },
];

function setup({ role = 'Klant', impersonated = false, addAnswer = { Errors: [], Details: [{ ProductVariantId: 1001, ProductName: 'Trail jacket', ProductColorName: 'Navy', ProductSize: 'S', Amount: 3 }], RemainingForFreeDelivery: 0, UpsellingProducts: [] } as unknown } = {}) {
  const { calls } = mockFetch([
    { path: /\/api\/en\/productgroup\/autocomplete\?/, body: hits },
    { path: /\/api\/en\/productgroup\/11$/, body: jacket },
    { path: /\/api\/en\/productgroup\/12$/, body: pants },
    { method: 'POST', path: /\/api\/en\/basket\/addItems$/, body: addAnswer },
  ]);
  const toasts: ToastRequest[] = [];
  const basketChanged = jest.fn();
  const offs = [on('toast', (t) => toasts.push(t)), on('basket.changed', basketChanged)];
  cleanups.push(() => offs.forEach((off) => off()));
  renderWithProviders(<FastOrderPage />, { store: setupStore(), messages, session: testSession(role as 'Klant', { impersonated }), route: '/en/customer/shop/fast-order' });
  return { calls, toasts, basketChanged, user: userEvent.setup() };
}
const cleanups: (() => void)[] = [];
beforeEach(() => window.sessionStorage.clear());
afterEach(() => cleanups.splice(0).forEach((f) => f()));

async function addProduct(user: ReturnType<typeof userEvent.setup>, name: string) {
  const box = screen.getByRole('combobox', { name: 'Add a product' });
  await user.clear(box);
  await user.type(box, 'Trail');
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
const card = (name: string) => screen.findByRole('listitem', { name });

describe('FastOrderPage', () => {
  it('shows the empty hint and searches from 3 characters, without pre-order items when not impersonating', async () => {
    const { calls, user } = setup();
    expect(screen.getByText('Your list is empty. Search for a product above to add it.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Add a product' }), 'Tr');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Add a product' }), 'a');
    await screen.findByRole('option', { name: /Trail jacket/ });
    expect(calls[0].url.searchParams.get('search')).toBe('Tra');
    expect(calls[0].url.searchParams.has('includePre')).toBe(false);
  });

  it('asks for pre-order items while impersonating and shows their sizes then', async () => {
    const { calls, user } = setup({ impersonated: true });
    await addProduct(user, 'Trail jacket');
    expect(calls[0].url.searchParams.get('includePre')).toBe('true');
    expect(await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size XL' })).toBeInTheDocument();
  });

  it('adds a product with a success toast; one line per colour with image or swatch; stock rules on the sizes', async () => {
    const { toasts, user } = setup();
    await addProduct(user, 'Trail jacket');
    const c = await card('Trail jacket');
    expect(toasts).toContainEqual({ kind: 'success', text: 'Trail jacket is added to the list.', duration: 4000 });
    expect(within(c).getByRole('img', { name: 'Navy' })).toHaveAttribute('src', 'http://api.test/img/p/101-1_60x60.svg');
    expect(within(c).getByRole('img', { name: 'Navy' })).toHaveAttribute('width', '60');
    expect(within(c).getByRole('img', { name: 'Red' })).toHaveStyle({ background: '#b22222' });
    expect(await within(c).findByRole('textbox', { name: 'Trail jacket, Navy, size S' })).toBeEnabled();
    expect(within(c).queryByRole('textbox', { name: 'Trail jacket, Navy, size L' })).not.toBeInTheDocument(); // NO: hidden
    expect(within(c).queryByRole('textbox', { name: 'Trail jacket, Navy, size XL' })).not.toBeInTheDocument(); // PRE: not impersonating
    expect(within(c).getByRole('textbox', { name: 'Trail jacket, Red, size M' })).toBeDisabled(); // OUT without stock
    const limited = within(c).getByRole('textbox', { name: 'Trail jacket, Navy, size M' });
    await user.type(limited, '9');
    expect(limited).toHaveValue('3'); // ZVS: stock 2 + supplier 1
  });

  it('refuses a product group already in the list with the info toast for 4 s', async () => {
    const { calls, toasts, user } = setup();
    await addProduct(user, 'Trail jacket');
    await card('Trail jacket');
    await addProduct(user, 'Trail jacket');
    expect(toasts).toContainEqual({ kind: 'info', text: 'This product(group) is already added to the list, you can remove this from the product view.', duration: 4000 });
    expect(screen.getAllByRole('listitem', { name: 'Trail jacket' })).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname.endsWith('/productgroup/11'))).toHaveLength(1);
  });

  it('says in Dutch that no amounts were entered, for 4 s, and sends nothing', async () => {
    const { calls, toasts, user } = setup();
    await addProduct(user, 'Trail jacket');
    await card('Trail jacket');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(toasts).toContainEqual({ kind: 'info', text: 'No quantities were entered.', duration: 4000 });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('removes a product only after the confirmation "Remove product?" (nl: "Product verwijderen?")', async () => {
    const { user } = setup();
    await addProduct(user, 'Trail jacket');
    await card('Trail jacket');
    await user.click(screen.getByRole('button', { name: 'Remove Trail jacket' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Remove product?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'Trail jacket' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Trail jacket' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Trail jacket' })).not.toBeInTheDocument());
    expect(screen.getByText('Your list is empty. Search for a product above to add it.')).toBeInTheDocument();
  });

  it('clears the sizes of one product after confirmation', async () => {
    const { user } = setup();
    await addProduct(user, 'Trail jacket');
    const input = await within(await card('Trail jacket')).findByRole('textbox', { name: 'Trail jacket, Navy, size S' });
    await user.type(input, '{backspace}4');
    expect(input).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Clear sizes of Trail jacket' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Remove all sizes of this product?');
    await user.click(within(dialog).getByRole('button', { name: 'Clear sizes' }));
    await waitFor(() => expect(input).toHaveValue('0'));
  });

  it('shows "remove all products" only with more than one product; it asks first and says it cannot be undone', async () => {
    const { user } = setup();
    await addProduct(user, 'Trail jacket');
    await card('Trail jacket');
    expect(screen.queryByRole('button', { name: 'Remove all products' })).not.toBeInTheDocument();
    await addProduct(user, 'Trail pants');
    await card('Trail pants');
    await user.click(screen.getByRole('button', { name: 'Remove all products' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Remove all products from the list? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove all products' }));
    await screen.findByText('Your list is empty. Search for a product above to add it.');
  });

  it('posts every amount above 0 to basket/addItems, toasts the result, emits basket.changed and clears the amounts', async () => {
    const answer = { Errors: ['Trail jacket M: not enough stock.'], Details: [{ ProductVariantId: 1001, ProductName: 'Trail jacket', ProductColorName: 'Navy', ProductSize: 'S', Amount: 3 }, { ProductVariantId: 2001, ProductName: 'Trail pants', ProductColorName: 'Olive', ProductSize: '32', Amount: 1 }], RemainingForFreeDelivery: 0, UpsellingProducts: [] };
    const { calls, toasts, basketChanged, user } = setup({ addAnswer: answer });
    await addProduct(user, 'Trail jacket');
    await addProduct(user, 'Trail pants');
    const s = await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size S' });
    const m = screen.getByRole('textbox', { name: 'Trail jacket, Navy, size M' });
    const w32 = await screen.findByRole('textbox', { name: 'Trail pants, Olive, size 32' });
    await user.type(s, '{backspace}3');
    await user.type(m, '{backspace}2');
    await user.type(w32, '{backspace}1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(basketChanged).toHaveBeenCalledTimes(1));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/en/basket/addItems');
    expect((post.body as { products: unknown[] }).products).toEqual(
      expect.arrayContaining([
        { amount: 3, productVariantId: 1001, productId: 101 },
        { amount: 2, productVariantId: 1002, productId: 101 },
        { amount: 1, productVariantId: 2001, productId: 201 },
      ]),
    );
    expect((post.body as { products: unknown[] }).products).toHaveLength(3);
    expect(toasts).toContainEqual({ kind: 'error', text: 'Trail jacket M: not enough stock.', duration: 4000 });
    expect(toasts).toContainEqual({ kind: 'success', text: 'Your products were sent to the basket.', duration: 4000 });
    await waitFor(() => expect(s).toHaveValue('0'));
    expect(w32).toHaveValue('0');
    expect(m).toHaveValue('2'); // refused: kept to correct
  });

  it('keeps the list over a reload (sessionStorage)', async () => {
    const { user } = setup();
    await addProduct(user, 'Trail pants');
    await card('Trail pants');
    const stored = Object.keys(window.sessionStorage).find((k) => k.startsWith('catalogue.fastOrder:'))!;
    expect(JSON.parse(window.sessionStorage.getItem(stored)!)).toEqual([{ id: 12, name: 'Trail pants', amounts: {} }]);
  });

  it('lets marketing users build a list but not order', async () => {
    const { user } = setup({ role: 'MarketingKlant' });
    await addProduct(user, 'Trail pants');
    expect(await within(await card('Trail pants')).findByRole('textbox', { name: 'Trail pants, Olive, size 32' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByText('Marketing accounts can look up products but cannot order.')).toBeInTheDocument();
  });
});
