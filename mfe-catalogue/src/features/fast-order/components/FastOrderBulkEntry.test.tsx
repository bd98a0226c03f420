import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ResolvedCatalogueLine, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { group, product, variant } from '../test/fixtures';
import { FastOrderPage } from './FastOrderPage';

// in stock (10 each, high), so the bulk entry can add them
const inStock = (Id: number, Size: string) => variant(Id, Size, 'STOCK', 10, 0, 0, { StockIndication: 'high', AmountInStock: 10 });
const jacket = group(11, 'Trail jacket', [product(101, 11, 'Navy', '#1f2a44', [], [inStock(1001, 'S'), inStock(1002, 'M'), inStock(1003, 'L')])]);

/** the fake catalogue of the resolve call: SKU-100x are the jacket's sizes, SKU-1003 has 2 in stock, anything else is unknown */
function answer(rows: { Line: number; Code: string; Amount: number }[]): ResolvedCatalogueLine[] {
  const seen = new Set<string>();
  return rows.map((r) => {
    const id = /^SKU-(100[1-3])$/i.exec(r.Code)?.[1];
    const base = { Line: r.Line, Code: r.Code, Amount: r.Amount, Message: null, StockStatus: null, Available: null };
    if (!id) return { ...base, Ok: false, Reason: 'Unknown', ProductGroupId: null, ProductId: null, ProductVariantId: null, Name: null, Color: null, Size: null };
    const found = { ProductGroupId: 11, ProductId: 101, ProductVariantId: Number(id), Name: 'Trail jacket', Color: 'Navy', Size: 'S' };
    if (seen.has(id)) return { ...base, ...found, Ok: false, Reason: 'Duplicate' };
    seen.add(id);
    if (id === '1003' && r.Amount > 2) return { ...base, ...found, Ok: false, Reason: 'AboveStock', Available: 2 };
    return { ...base, ...found, Ok: true, Reason: null };
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));
beforeEach(() => window.sessionStorage.clear());

function setup() {
  const { calls } = mockFetch([
    { method: 'POST', path: /\/api\/en\/productvariant\/resolve$/, body: (_u: URL, init: RequestInit | undefined) => answer(JSON.parse(String(init?.body)).Rows) },
    { path: /\/api\/en\/productgroup\/11$/, body: jacket },
    { method: 'POST', path: /\/api\/en\/basket\/addItems$/, body: { Errors: [], Details: [{ ProductVariantId: 1001, ProductName: 'Trail jacket', ProductColorName: 'Navy', ProductSize: 'S', Amount: 2 }], RemainingForFreeDelivery: 0, UpsellingProducts: [] } },
  ]);
  const toasts: ToastRequest[] = [];
  const basketChanged = jest.fn();
  const offs = [on('toast', (t) => toasts.push(t)), on('basket.changed', basketChanged)];
  cleanups.push(() => offs.forEach((off) => off()));
  renderWithProviders(<FastOrderPage />, { store: setupStore(), messages, session: testSession('Klant'), route: '/en/customer/shop/fast-order' });
  return { calls, toasts, basketChanged, user: userEvent.setup() };
}
const resolveCalls = (calls: ReturnType<typeof mockFetch>['calls']) => calls.filter((c) => c.url.pathname.endsWith('/productvariant/resolve'));
const fixList = () => screen.getByRole('list', { name: 'Lines to fix' });

describe('FastOrderBulkEntry', () => {
  it('resolves pasted lines: valid ones go to the list, the others show their reason in place and can be fixed or removed', async () => {
    const { calls, toasts, user } = setup();
    await user.type(screen.getByLabelText('Paste lines'), 'SKU;Amount{enter}SKU-1001;2{enter}NOPE 1{enter}SKU-1003,5{enter}SKU-1002{enter}');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await within(fixList()).findByRole('listitem', { name: 'Line 3' })).toHaveTextContent('Unknown SKU or EAN.');
    expect(resolveCalls(calls)[0].body).toEqual({ Rows: [{ Line: 2, Code: 'SKU-1001', Amount: 2 }, { Line: 3, Code: 'NOPE', Amount: 1 }, { Line: 4, Code: 'SKU-1003', Amount: 5 }] });
    expect(within(fixList()).getByRole('listitem', { name: 'Line 4' })).toHaveTextContent('More than available: at most 2.');
    expect(within(fixList()).getByRole('listitem', { name: 'Line 5' })).toHaveTextContent('The amount is missing or not a whole number.');
    expect(toasts).toContainEqual({ kind: 'success', text: '1 line is added to the list.', duration: 4000 });
    expect(screen.getByLabelText('Paste lines')).toHaveValue('');
    // the valid line is in the list with its amount
    expect(await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size S' })).toHaveValue('2');

    // fix line 4 (amount) and check again: it goes to the list
    const line4 = within(fixList()).getByRole('listitem', { name: 'Line 4' });
    await user.clear(within(line4).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(line4).getByRole('textbox', { name: 'Amount' }), '2');
    await user.click(within(line4).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(within(fixList()).queryByRole('listitem', { name: 'Line 4' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Trail jacket, Navy, size L' })).toHaveValue('2');

    // a wrong fix keeps the row with the new reason; remove drops it
    const line3 = within(fixList()).getByRole('listitem', { name: 'Line 3' });
    await user.clear(within(line3).getByRole('textbox', { name: 'SKU or EAN' }));
    await user.click(within(line3).getByRole('button', { name: 'Check again' }));
    expect(line3).toHaveTextContent('The SKU or EAN is missing.');
    await user.click(within(line3).getByRole('button', { name: 'Remove' }));
    expect(within(fixList()).queryByRole('listitem', { name: 'Line 3' })).not.toBeInTheDocument();
  });

  it('refuses a variant already in the list with the 4 s duplicate message, and reports duplicates of the paste', async () => {
    const { toasts, user } = setup();
    await user.type(screen.getByLabelText('Paste lines'), 'SKU-1001;2');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size S' });
    await user.type(screen.getByLabelText('Paste lines'), 'SKU-1001;3{enter}SKU-1002;1{enter}SKU-1002;1');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    expect(await within(fixList()).findByRole('listitem', { name: 'Line 1' })).toHaveTextContent('This product is already in the list.');
    expect(within(fixList()).getByRole('listitem', { name: 'Line 3' })).toHaveTextContent('This product is already on an earlier line.');
    expect(toasts).toContainEqual({ kind: 'info', text: 'This product(group) is already added to the list, you can remove this from the product view.', duration: 4000 });
    expect(screen.getByRole('textbox', { name: 'Trail jacket, Navy, size S' })).toHaveValue('2');
    expect(screen.getAllByRole('listitem', { name: 'Trail jacket' })).toHaveLength(1);
  });

  it('sends the bulk lines to the basket in one addItems call', async () => {
    const { calls, basketChanged, user } = setup();
    await user.type(screen.getByLabelText('Paste lines'), 'SKU-1001;2{enter}SKU-1002;1');
    await user.click(screen.getByRole('button', { name: 'Check lines' }));
    await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size S' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(basketChanged).toHaveBeenCalledTimes(1));
    const posts = calls.filter((c) => c.url.pathname.endsWith('/basket/addItems'));
    expect(posts).toHaveLength(1);
    expect((posts[0].body as { products: unknown[] }).products).toEqual(
      expect.arrayContaining([
        { amount: 2, productVariantId: 1001, productId: 101 },
        { amount: 1, productVariantId: 1002, productId: 101 },
      ]),
    );
  });

  it('reads an uploaded CSV and shows the reasons of its lines in place', async () => {
    const { user } = setup();
    const file = new File(['SKU;Amount\nSKU-1001;1\nNOPE;2\nSKU-1002;x\n'], 'order.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload a CSV or XLSX file'), file);
    expect(await within(await screen.findByRole('list', { name: 'Lines to fix' })).findByRole('listitem', { name: 'Line 3' })).toHaveTextContent('Unknown SKU or EAN.');
    expect(within(fixList()).getByRole('listitem', { name: 'Line 4' })).toHaveTextContent('The amount is missing or not a whole number.');
    expect(await screen.findByRole('textbox', { name: 'Trail jacket, Navy, size S' })).toHaveValue('1');
  });

  it('refuses more than 500 lines and other files with a clear error; nothing is sent', async () => {
    const { calls, user } = setup();
    const many = Array.from({ length: 501 }, (_, i) => `A-${i};1`).join('\n');
    await user.upload(screen.getByLabelText('Upload a CSV or XLSX file'), new File([many], 'many.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 500 lines can be entered at once.');
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Upload a CSV or XLSX file'), new File(['x'], 'order.pdf'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Only CSV and XLSX files can be read.'));
    expect(resolveCalls(calls)).toHaveLength(0);
  });

  it('offers a sample CSV for download', async () => {
    const { user } = setup();
    const create = jest.fn(() => 'blob:sample');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    cleanups.push(() => click.mockRestore());
    await user.click(screen.getByRole('button', { name: 'Download a sample file' }));
    expect(create).toHaveBeenCalledWith(expect.any(Blob));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('order-lines-sample.csv');
  });

  it('is not shown to marketing users', () => {
    mockFetch([]);
    renderWithProviders(<FastOrderPage />, { store: setupStore(), messages, session: testSession('MarketingKlant'), route: '/en/customer/shop/fast-order' });
    expect(screen.queryByLabelText('Paste lines')).not.toBeInTheDocument();
  });
});
