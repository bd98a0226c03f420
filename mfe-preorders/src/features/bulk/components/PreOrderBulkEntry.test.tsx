import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ResolvedPreOrderLine, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { preOrderDetail as preOrder } from '../../../test/fixtures';
import { PreOrderBulkEntry } from './PreOrderBulkEntry';

/** the fake sheet: V-11 and V-12 are sizes of a product on it, M-1 a marketing size, V-99 is switched off, anything else unknown */
function answer(rows: { Line: number; Code: string; Amount: number }[]): ResolvedPreOrderLine[] {
  return rows.map((r) => {
    const base = { Line: r.Line, Code: r.Code, Amount: r.Amount, Message: null, ProductGroupId: 1, ProductId: 10, Name: 'Parka', Color: 'Navy', Size: 'M', IsMarketing: false };
    if (r.Code === 'V-11' || r.Code === 'V-12') return { ...base, Ok: true, Reason: null, ProductVariantId: Number(r.Code.slice(2)) };
    if (r.Code === 'M-1') return { ...base, Ok: true, Reason: null, ProductVariantId: 501, IsMarketing: true, Name: 'Poster', Color: null, Size: 'A2' };
    if (r.Code === 'V-99') return { ...base, Ok: false, Reason: 'SizeSwitchedOff', ProductVariantId: 99 };
    return { ...base, Ok: false, Reason: 'Unknown', ProductGroupId: null, ProductId: null, ProductVariantId: null, Name: null, Color: null, Size: null };
  });
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function setup({ role = 'Klant', readOnly = false, failVariant }: { role?: string; readOnly?: boolean; failVariant?: number } = {}) {
  const { calls } = mockFetch([
    { method: 'POST', path: /\/api\/en\/PreOrder\/5\/resolve$/, body: (_u: URL, init: RequestInit | undefined) => answer(JSON.parse(String(init?.body)).Rows) },
    ...(failVariant ? [{ method: 'PUT', path: new RegExp(`/productvariant/${failVariant}$`), status: 400, body: { Message: 'The size is not available.' } }] : []),
    { method: 'PUT', path: /\/api\/en\/PreOrder\/5\/(marketing)?productvariant\/\d+$/, body: (u: URL, init: RequestInit | undefined) => JSON.parse(String(init?.body)) },
  ]);
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  cleanups.push(off);
  const store = setupStore();
  const dispatch = jest.spyOn(store, 'dispatch');
  renderWithProviders(<PreOrderBulkEntry preOrder={preOrder()} readOnly={readOnly} mode={role === 'Vertegenwoordiger' ? 'salesman' : 'customer'} />, {
    store,
    messages,
    session: testSession(role as 'Klant'),
    route: '/en/customer/pre-orders/edit/5',
  });
  return { calls, toasts, dispatch, user: userEvent.setup() };
}
const results = () => screen.getByRole('list', { name: 'Bulk entry results' });
const line = (n: number) => within(results()).getByRole('listitem', { name: `Line ${n}` });

describe('PreOrderBulkEntry', () => {
  it.each(['Klant', 'Vertegenwoordiger'])('%s: resolves pasted lines, saves the amounts through the autosave call and lists the result per line', async (role) => {
    const { calls, toasts, dispatch, user } = setup({ role });
    await user.type(screen.getByLabelText('Paste lines'), 'V-11;3{enter}NOPE;1{enter}V-99 2{enter}M-1,4{enter}V-12;x');
    await user.click(screen.getByRole('button', { name: 'Fill in amounts' }));
    await waitFor(() => expect(line(1)).toHaveTextContent('Saved'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      Rows: [
        { Line: 1, Code: 'V-11', Amount: 3 },
        { Line: 2, Code: 'NOPE', Amount: 1 },
        { Line: 3, Code: 'V-99', Amount: 2 },
        { Line: 4, Code: 'M-1', Amount: 4 },
      ],
    });
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.url.pathname, c.body])).toEqual(
      expect.arrayContaining([
        ['/api/en/PreOrder/5/productvariant/11', { Id: 11, Amount: 3 }],
        ['/api/en/PreOrder/5/marketingproductvariant/501', { Id: 501, Amount: 4 }],
      ]),
    );
    expect(puts).toHaveLength(2);
    expect(line(1)).toHaveTextContent('Parka, Navy, size M × 3');
    expect(line(2)).toHaveTextContent('Unknown SKU or EAN.');
    expect(line(3)).toHaveTextContent('This size is switched off on the pre-order sheet.');
    await waitFor(() => expect(line(4)).toHaveTextContent('Saved'));
    expect(line(5)).toHaveTextContent('The amount is missing or not a whole number.');
    expect(screen.getByRole('heading', { name: 'Result: 2 of 5 lines saved' })).toBeInTheDocument();
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'info', text: '2 of 5 lines saved.', duration: 4000 }));
    // the grid and the totals reload once
    expect(dispatch).toHaveBeenCalledWith(expect.objectContaining({ type: 'preordersApi/invalidateTags', payload: ['PreOrderProducts', 'PreOrderTotals'] }));
  });

  it('shows a failed save on its line', async () => {
    const { user } = setup({ failVariant: 12 });
    await user.type(screen.getByLabelText('Paste lines'), 'V-11;1{enter}V-12;2');
    await user.click(screen.getByRole('button', { name: 'Fill in amounts' }));
    await waitFor(() => expect(line(2)).toHaveTextContent('The size is not available.'));
    await waitFor(() => expect(line(1)).toHaveTextContent('Saved'));
  });

  it('reads an uploaded CSV', async () => {
    const { calls, user } = setup();
    await user.upload(screen.getByLabelText('Upload a CSV or XLSX file'), new File(['SKU;Amount\nV-11;2\nNOPE;1\n'], 'lines.csv', { type: 'text/csv' }));
    await waitFor(() => expect(line(2)).toHaveTextContent('Saved'));
    expect(line(3)).toHaveTextContent('Unknown SKU or EAN.');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Id: 11, Amount: 2 }]);
  });

  it('refuses more than 500 lines with a clear error', async () => {
    const { calls, user } = setup();
    const many = Array.from({ length: 501 }, (_, i) => `A-${i};1`).join('\n');
    await user.upload(screen.getByLabelText('Upload a CSV or XLSX file'), new File([many], 'many.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 500 lines can be entered at once.');
    expect(calls).toHaveLength(0);
  });

  it('is disabled when read-only and for marketing users', () => {
    setup({ readOnly: true });
    expect(screen.getByLabelText('Paste lines')).toBeDisabled();
    expect(screen.getByLabelText('Upload a CSV or XLSX file')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fill in amounts' })).toBeDisabled();
    expect(screen.getByText('This pre-order cannot be changed.')).toBeInTheDocument();
  });

  it('is disabled for marketing users', () => {
    setup({ role: 'MarketingKlant' });
    expect(screen.getByLabelText('Paste lines')).toBeDisabled();
  });
});
