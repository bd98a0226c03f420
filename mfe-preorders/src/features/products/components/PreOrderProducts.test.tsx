import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import type { PreOrderProductGroup } from 'shared-kernel/contract';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { AutosaveProvider } from '../../../components/AutosaveProvider';
import { group, pagedGroups as paged, preOrderDetail as preOrder, product, variant } from '../../../test/fixtures';
import { PreOrderProducts } from './PreOrderProducts';
import { preOrderApi } from '../../../api/preOrder';

const PRODUCTS = /\/api\/en\/PreOrder\/5\/productgroups\?/;
const MARKETING = /\/api\/en\/PreOrder\/5\/marketingproductgroups\?/;

function setup(groups: PreOrderProductGroup[] | ((url: URL) => unknown), extra: MockRoute[] = [], marketing: PreOrderProductGroup[] = []) {
  return mockFetch([
    { path: PRODUCTS, body: typeof groups === 'function' ? groups : paged(groups) },
    { path: MARKETING, body: paged(marketing, 1, marketing.length ? 1 : 0, 400) },
    { method: 'PUT', path: /\/api\/en\/PreOrder\/5\//, body: {} },
    ...extra,
  ]);
}

const render = (opts: { mode?: 'customer' | 'salesman'; readOnly?: boolean } = {}) => {
  const mode = opts.mode ?? 'customer';
  return renderWithProviders(<PreOrderProducts preOrder={preOrder()} readOnly={opts.readOnly ?? false} mode={mode} />, {
    store: setupStore(),
    messages,
    session: testSession(mode === 'salesman' ? 'Vertegenwoordiger' : 'Klant'),
    route: '/en/customer/pre-orders/5',
  });
};

const productSection = (name: string) => screen.findByRole('region', { name });
const puts = (calls: { method: string; url: URL }[]) => calls.filter((c) => c.method === 'PUT');

afterEach(() => jest.useRealTimers());

describe('PreOrderProducts: list', () => {
  it('asks page 1 of 10 and 400 marketing groups, and sends search (Enter or button), amounts-only and page', async () => {
    const { calls } = setup((url: URL) => paged([group(Number(url.searchParams.get('Page')), [product(1)])], Number(url.searchParams.get('Page')), 12));
    render();
    expect(await screen.findByRole('heading', { name: 'Group 1' })).toBeInTheDocument();
    const first = calls.find((c) => PRODUCTS.test(c.url.pathname + c.url.search))!;
    expect(first.url.searchParams.get('Page')).toBe('1');
    expect(first.url.searchParams.get('PageSize')).toBe('10');
    expect(first.url.searchParams.has('Search')).toBe(false);
    expect(first.url.searchParams.has('AmountsOnly')).toBe(false);
    expect(calls.find((c) => MARKETING.test(c.url.pathname + c.url.search))!.url.searchParams.get('PageSize')).toBe('400');

    // pagination at the top and the bottom, with first/last for 12 pages
    expect(screen.getByRole('navigation', { name: 'Product pages (top)' })).toBeInTheDocument();
    const bottom = screen.getByRole('navigation', { name: 'Product pages (bottom)' });
    expect(within(bottom).getByRole('button', { name: /last/i })).toBeInTheDocument();
    await userEvent.click(within(bottom).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Group 2' })).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('Page')).toBe('2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or article number' }), 'parka{Enter}');
    await screen.findByRole('heading', { name: 'Group 1' });
    expect(calls.at(-1)!.url.searchParams.get('Search')).toBe('parka');
    expect(calls.at(-1)!.url.searchParams.get('Page')).toBe('1');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by name or article number' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or article number' }), 'vest');
    expect(calls.at(-1)!.url.searchParams.get('Search')).toBe('parka');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Group 1' });
    expect(calls.at(-1)!.url.searchParams.get('Search')).toBe('vest');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Only products with amounts' }));
    await screen.findByRole('heading', { name: 'Group 1' });
    expect(calls.at(-1)!.url.searchParams.get('AmountsOnly')).toBe('true');
  });

  it('the bottom pagination scrolls back to the list in 300 ms, 55 px above it; the top one does not scroll', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    setup((url: URL) => paged([group(Number(url.searchParams.get('Page')), [product(1)])], Number(url.searchParams.get('Page')), 12));
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 3000 });
    render();
    await screen.findByRole('heading', { name: 'Group 1' });
    // jsdom lays nothing out: the list's top is 0 in the viewport, so 3000 on the page
    await user.click(within(screen.getByRole('navigation', { name: 'Product pages (top)' })).getByRole('button', { name: 'Page 2' }));
    await act(async () => void jest.advanceTimersByTime(400));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('navigation', { name: 'Product pages (bottom)' })).getByRole('button', { name: 'Page 3' }));
    await act(async () => void jest.advanceTimersByTime(150));
    const midway = scrollTo.mock.calls.at(-1)![1] as number;
    expect(midway).toBeGreaterThan(2945);
    expect(midway).toBeLessThan(3000);
    await act(async () => void jest.advanceTimersByTime(200));
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 2945]);
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it('shows empty states: no products, no results, no marketing products', async () => {
    setup((url: URL) => paged(url.searchParams.has('Search') ? [] : []));
    render();
    expect(await screen.findByText('There are no products on this pre-order.')).toBeInTheDocument();
    expect(await screen.findByText('There are no marketing products.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('shows an error state with a retry', async () => {
    mockFetch([
      { path: PRODUCTS, status: 500, body: { Message: 'down' } },
      { path: MARKETING, body: paged([]) },
    ]);
    render();
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    setup([group(1, [product(1)])]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Group 1' })).toBeInTheDocument();
  });

  it("shows a new page's first group with its first product at once, and the rest of the page right after (issue 20)", async () => {
    setup([group(1, [product(11), product(12), product(13)]), group(2, [product(21)])]);
    // React inserts a new subtree whole: rows that come later are added into containers already shown
    const SHOWN = 'article, section[aria-label], [role="region"]';
    const later: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.oldValue === 'true' && r.target instanceof HTMLElement && r.target.firstElementChild?.tagName === 'ARTICLE') later.push('list no longer busy');
        const into = r.target instanceof HTMLElement ? r.target.id || r.target.className : '';
        for (const n of r.addedNodes) {
          const shown = n instanceof HTMLElement ? (n.matches(SHOWN) ? n : n.querySelector(SHOWN)) : null;
          if (shown) later.push(`${into} <- ${shown.getAttribute('aria-label')}`);
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
    render();
    expect(await productSection('Group 2 – Colour 21')).toBeInTheDocument();
    await act(async () => undefined); // the observer's last records
    observer.disconnect();
    expect(screen.getAllByRole('region', { name: /^Group \d – Colour/ }).map((r) => r.getAttribute('aria-label'))).toEqual(['Group 1 – Colour 11', 'Group 1 – Colour 12', 'Group 1 – Colour 13', 'Group 2 – Colour 21']);
    // the first group's other products joined its shown card, and the second group the shown list
    expect(later).toEqual(expect.arrayContaining(['pre-order-group-p1 <- Group 1 – Colour 12', 'pre-order-group-p1 <- Group 1 – Colour 13', 'ds-stack <- Group 2']));
    // and the list said it was busy until then
    expect(later).toContain('list no longer busy');
    expect(screen.getByRole('article', { name: 'Group 1' }).parentElement).not.toHaveAttribute('aria-busy');
    expect(later.filter((l) => l.endsWith('Colour 11'))).toEqual([]);
  });

  it("renders the rest of a new page only after the frame that paints its first product; a hidden page at once", async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      setup([group(1, [product(11), product(12)]), group(2, [product(21)])]);
      const { unmount } = render();
      expect(await productSection('Group 1 – Colour 11')).toBeInTheDocument();
      // no frame yet: however long the page waits, the rest waits for it
      await act(async () => {
        await new Promise((r) => setTimeout(r, 100));
      });
      expect(screen.queryByRole('region', { name: 'Group 1 – Colour 12' })).not.toBeInTheDocument();
      expect(screen.getByRole('article', { name: 'Group 1' }).parentElement).toHaveAttribute('aria-busy', 'true');
      // the frame is produced: the rest follows in the task after it
      await act(async () => {
        frames.splice(0).forEach((cb) => cb(performance.now()));
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(await productSection('Group 2 – Colour 21')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Group 1 – Colour 12' })).toBeInTheDocument();
      unmount();

      // a hidden page gets no animation frames (none runs here): its rest does not wait for one
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      try {
        render();
        expect(await productSection('Group 2 – Colour 21')).toBeInTheDocument();
      } finally {
        visibility.mockRestore();
      }
    } finally {
      raf.mockRestore();
    }
  });

  it('expands and collapses all variations', async () => {
    setup([group(1, [product(1)]), group(2, [product(2)])]);
    render();
    expect(await productSection('Group 1 – Colour 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all variations' }));
    expect(screen.queryByRole('region', { name: 'Group 1 – Colour 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Group 2 – Colour 2' })).not.toBeInTheDocument();
    const g1 = screen.getByRole('article', { name: 'Group 1' });
    await userEvent.click(within(g1).getByRole('button', { name: 'Show variations (1)', expanded: false }));
    expect(screen.getByRole('region', { name: 'Group 1 – Colour 1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Group 2 – Colour 2' })).not.toBeInTheDocument();
    await userEvent.click(within(g1).getByRole('button', { name: 'Hide variations (1)', expanded: true }));
    expect(screen.queryByRole('region', { name: 'Group 1 – Colour 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all variations' }));
    expect(screen.getByRole('region', { name: 'Group 2 – Colour 2' })).toBeInTheDocument();
  });

  it('shows the group image from its URL template, the ErpId, brochure page and campaign and deleted marks', async () => {
    setup([group(1, [product(1, { IsCampaignModel: true }), product(2, { IsDeleted: true }), product(3)], { Brochure: 14 })]);
    render();
    const img = await screen.findByRole('img', { name: 'Group 1' });
    expect(img).toHaveAttribute('src', 'http://api.test/img/g1_230x180.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText(/Article number ERP-1/)).toHaveTextContent('Brochure page 14');
    // the group's CampaignModels (spec section 3): named on the group, marked on the product
    expect(screen.getByText('Campaign model: Colour 1')).toBeInTheDocument();
    expect(within(await productSection('Group 1 – Colour 1')).getByText('Campaign model')).toBeInTheDocument();
    expect(within(await productSection('Group 1 – Colour 3')).queryByText('Campaign model')).not.toBeInTheDocument();
    const removed = await productSection('Group 1 – Colour 2');
    expect(within(removed).getByText('Removed')).toBeInTheDocument();
    for (const input of within(removed).getAllByRole('textbox')) expect(input).toBeDisabled();
  });
});

describe('PreOrderProducts: sizes', () => {
  it('disables sizes without delivery dates, not enabled or not available', async () => {
    setup([
      group(1, [
        product(1, { Variants: [variant(101, 'S'), variant(102, 'M', { IsEnabled: false }), variant(103, 'L', { IsAvailable: false })] }),
        product(2, { DeliveryDates: [], DeliveryDate: null }),
      ]),
    ]);
    render();
    const p1 = await productSection('Group 1 – Colour 1');
    expect(within(p1).getByRole('textbox', { name: 'Amount for size S' })).toBeEnabled();
    expect(within(p1).getByRole('textbox', { name: 'Amount for size M' })).toBeDisabled();
    expect(within(p1).getByRole('textbox', { name: 'Amount for size L' })).toBeDisabled();
    const p2 = await productSection('Group 1 – Colour 2');
    expect(within(p2).getByText(/No delivery date\(s\) available/)).toBeInTheDocument();
    for (const input of within(p2).getAllByRole('textbox')) expect(input).toBeDisabled();
  });

  it('disables every size when read-only', async () => {
    setup([group(1, [product(1)])]);
    render({ readOnly: true });
    const p1 = await productSection('Group 1 – Colour 1');
    for (const input of within(p1).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(within(p1).getByRole('combobox', { name: 'Delivery date' })).toBeDisabled();
    expect(within(p1).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
  });

  it('saves marketing amounts through the marketing variant call', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([], [], [group(9, [product(9)], { Name: 'Poster' })]);
    render();
    const row = await productSection('Poster – Colour 9');
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('src', 'http://api.test/img/g9_32x32.svg');
    await user.type(within(row).getByRole('textbox', { name: 'Amount for size S' }), '12');
    await act(async () => void jest.advanceTimersByTime(500));
    const put = puts(calls);
    expect(put.map((c) => c.url.pathname)).toEqual(['/api/en/PreOrder/5/marketingproductvariant/901']);
    expect((put[0] as unknown as { body: unknown }).body).toEqual({ Id: 901, Amount: 12 });
  });

  it('shows stock only in salesman mode after the final order date; a date before 1970 reads deadline deleted', async () => {
    const past = { DeliveryDate: '2020-03-01', FinalOrderDate: '2020-01-15', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: true };
    const deleted = { ...past, FinalOrderDate: '1900-01-01T00:00:00' };
    const groups = [group(1, [product(1, { DeliveryDates: [past], DeliveryDate: past.DeliveryDate }), product(2), product(3, { DeliveryDates: [deleted], DeliveryDate: deleted.DeliveryDate })])];
    setup(groups);
    const { unmount } = render({ mode: 'salesman' });
    const p1 = await productSection('Group 1 – Colour 1');
    expect(within(p1).getAllByText('Stock: 7')).toHaveLength(3);
    expect(within(p1).getByText('Order before 15-01-2020')).toBeInTheDocument();
    expect(within(await productSection('Group 1 – Colour 2')).queryByText('Stock: 7')).not.toBeInTheDocument();
    expect(within(await productSection('Group 1 – Colour 3')).getByText('Deadline deleted')).toBeInTheDocument();
    unmount();

    setup(groups);
    render({ mode: 'customer' });
    expect(within(await productSection('Group 1 – Colour 1')).queryByText('Stock: 7')).not.toBeInTheDocument();
  });

  it('saves an amount 500 ms after typing with {Id, Amount} and keeps the list without reloading it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([group(1, [product(1)])]);
    render();
    const p1 = await productSection('Group 1 – Colour 1');
    const gets = () => calls.filter((c) => PRODUCTS.test(c.url.pathname + c.url.search)).length;
    const before = gets();
    await user.type(within(p1).getByRole('textbox', { name: 'Amount for size M' }), '3');
    expect(within(p1).getByRole('textbox', { name: 'Amount for size M' })).toHaveValue('3');
    await act(async () => void jest.advanceTimersByTime(499));
    expect(puts(calls)).toHaveLength(0);
    await act(async () => void jest.advanceTimersByTime(1));
    expect(puts(calls)).toHaveLength(1);
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/en/PreOrder/5/productvariant/102');
    expect((put as unknown as { body: unknown }).body).toEqual({ Id: 102, Amount: 3 });
    await act(async () => void jest.advanceTimersByTime(10));
    // a thousand sizes: no reload of the whole list per saved amount; the saved amount and the
    // product's totals are written into the cached list (figures in cents: 3 x € 10.00)
    expect(gets()).toBe(before);
    expect(within(p1).getByRole('textbox', { name: 'Amount for size M' })).toHaveValue('3');
    expect(within(p1).getAllByText('€ 30.00', { selector: 'dd' })).toHaveLength(2);
  });

  it("paints a typed size before the rest of its row: the row's figures follow in a commit of their own", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([group(1, [product(1)])]);
    // what the DOM shows at each commit of the list, once the size is typed
    const commits: { typed: string; total: string }[] = [];
    let watching = false;
    const onRender = () => {
      if (!watching) return;
      const row = screen.getByRole('region', { name: 'Group 1 – Colour 1' });
      commits.push({ typed: within(row).getByRole('textbox', { name: 'Amount for size M' }).getAttribute('value') ?? '', total: within(row).getAllByText(/€/, { selector: 'dd' })[0].textContent! });
    };
    renderWithProviders(
      <Profiler id="list" onRender={onRender}>
        <PreOrderProducts preOrder={preOrder()} readOnly={false} mode="customer" />
      </Profiler>,
      { store: setupStore(), messages, session: testSession('Klant'), route: '/en/customer/pre-orders/5' },
    );
    const p1 = await productSection('Group 1 – Colour 1');
    expect(within(p1).getAllByText('€ 0.00', { selector: 'dd' })).toHaveLength(2);
    watching = true;
    await user.type(within(p1).getByRole('textbox', { name: 'Amount for size M' }), '3');
    watching = false;
    // first the typed digit alone, then the figures (3 x € 10.00)
    expect(commits.slice(0, 2)).toEqual([
      { typed: '3', total: '€ 0.00' },
      { typed: '3', total: '€ 30.00' },
    ]);
    await act(async () => void jest.advanceTimersByTime(500));
    expect(puts(calls).map((c) => (c as unknown as { body: unknown }).body)).toEqual([{ Id: 102, Amount: 3 }]);
  });

  it('reloads the totals once the typed amounts are saved, not after each size', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([group(1, [product(1), product(2)])], [{ path: /\/api\/en\/PreOrder\/5\/totals$/, body: { ProductCount: 0 } }]);
    const store = setupStore();
    renderWithProviders(
      <AutosaveProvider onFailure={() => undefined}>
        <PreOrderProducts preOrder={preOrder()} readOnly={false} mode="salesman" />
      </AutosaveProvider>,
      { store, messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/edit/5' },
    );
    // the header's totals are on the page (a subscription of their own)
    const totals = store.dispatch(preOrderApi.endpoints.getPreOrderTotals.initiate({ params: { id: 5 } }));
    const reloads = () => calls.filter((c) => c.url.pathname === '/api/en/PreOrder/5/totals').length;
    await act(async () => void jest.advanceTimersByTime(10));
    expect(reloads()).toBe(1);
    const p1 = await productSection('Group 1 – Colour 1');
    const p2 = await productSection('Group 1 – Colour 2');
    // three sizes, 300 ms apart: each is saved 500 ms after it was typed, while the next one waits
    await user.type(within(p1).getByRole('textbox', { name: 'Amount for size S' }), '1');
    await act(async () => void jest.advanceTimersByTime(300));
    await user.type(within(p1).getByRole('textbox', { name: 'Amount for size M' }), '2');
    await act(async () => void jest.advanceTimersByTime(300));
    await user.type(within(p2).getByRole('textbox', { name: 'Amount for size L' }), '3');
    await act(async () => void jest.advanceTimersByTime(300));
    expect(puts(calls).map((c) => c.url.pathname)).toEqual(['/api/en/PreOrder/5/productvariant/101', '/api/en/PreOrder/5/productvariant/102']);
    expect(reloads()).toBe(1);
    await act(async () => void jest.advanceTimersByTime(200));
    expect(puts(calls)).toHaveLength(3);
    await act(async () => void jest.advanceTimersByTime(10));
    expect(reloads()).toBe(2);
    totals.unsubscribe();
  });

  it('copies amounts to products with the same SizeChartId, filling only enabled and available sizes', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([
      group(1, [
        product(1, { Variants: [variant(101, 'S', { Amount: 2 }), variant(102, 'M', { Amount: 4 }), variant(103, 'L', { Amount: 6 })], TotalAmount: 12 }),
        product(2, { Variants: [variant(201, 'S'), variant(202, 'M', { IsEnabled: false }), variant(203, 'L', { IsAvailable: false })] }),
        product(3, { SizeChartId: 4 }),
      ]),
    ]);
    render();
    const p1 = await productSection('Group 1 – Colour 1');
    expect(screen.queryByRole('button', { name: /^Paste/ })).not.toBeInTheDocument();
    await user.click(within(p1).getByRole('button', { name: 'Copy the amounts of Group 1 – Colour 1' }));
    expect(within(p1).queryByRole('button', { name: /^Paste/ })).not.toBeInTheDocument();
    expect(within(await productSection('Group 1 – Colour 3')).queryByRole('button', { name: /^Paste/ })).not.toBeInTheDocument();
    const p2 = await productSection('Group 1 – Colour 2');
    await user.click(within(p2).getByRole('button', { name: 'Paste the amounts of Colour 1 on Group 1 – Colour 2' }));
    expect(within(p2).getByRole('textbox', { name: 'Amount for size S' })).toHaveValue('2');
    expect(within(p2).getByRole('textbox', { name: 'Amount for size M' })).toHaveValue('');
    expect(within(p2).getByRole('textbox', { name: 'Amount for size L' })).toHaveValue('');
    await act(async () => void jest.advanceTimersByTime(500));
    expect(puts(calls).map((c) => [c.url.pathname, (c as unknown as { body: unknown }).body])).toEqual([['/api/en/PreOrder/5/productvariant/201', { Id: 201, Amount: 2 }]]);
  });

  it('shows pants as a waist by length grid', async () => {
    const pants = product(1, {
      SizeChartId: 2,
      VariantsDim1: ['30', '32'],
      VariantsDim2: ['32', '34'],
      Variants: [variant(101, '30/32', { Dim1: '30', Dim2: '32' }), variant(102, '32/32', { Dim1: '32', Dim2: '32' }), variant(103, '30/34', { Dim1: '30', Dim2: '34' })],
    });
    setup([group(1, [pants])]);
    render();
    const grid = await screen.findByRole('table', { name: 'Sizes of Colour 1 (waist by length)' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Length \\ waist', '30', '32']);
    expect(within(grid).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['32', '34']);
    expect(within(grid).getByRole('textbox', { name: 'Amount for size waist 32, length 32' })).toBeEnabled();
    expect(within(grid).queryByRole('textbox', { name: 'Amount for size waist 32, length 34' })).not.toBeInTheDocument();
    expect(within(grid).getAllByRole('textbox')).toHaveLength(3);
  });
});

describe('PreOrderProducts: discounts and prices', () => {
  it('sends a group discount after 400 ms only when not above the maximum', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([group(1, [product(1)], { MaximumDiscount: 30 })]);
    render({ mode: 'salesman' });
    const input = await screen.findByRole('textbox', { name: 'Discount % for Group 1' });
    await user.clear(input);
    await user.type(input, '50');
    await act(async () => void jest.advanceTimersByTime(1000));
    expect(screen.getByText('The discount can be at most 30%.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '20');
    await act(async () => void jest.advanceTimersByTime(399));
    expect(puts(calls)).toHaveLength(0);
    await act(async () => void jest.advanceTimersByTime(1));
    const put = puts(calls);
    expect(put).toHaveLength(1);
    expect(put[0].url.pathname).toBe('/api/en/PreOrder/5/productgroup/1');
    expect((put[0] as unknown as { body: unknown }).body).toEqual({ Id: 1, PreOrderDiscount: 20 });
  });

  it.each([
    ['group', 'Discount % for Group 1', '/api/en/PreOrder/5/productgroup/1', { Id: 1, PreOrderDiscount: 12 }],
    ['product', 'Discount % for Colour 1', '/api/en/PreOrder/5/product/1', expect.objectContaining({ PreOrderDiscount: 12 })],
  ])('takes whole percentages only as the %s discount (issue 15): decimals are refused with a message, never sent', async (_kind, name, path, body) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = setup([group(1, [product(1)], { MaximumDiscount: 30 })]);
    render({ mode: 'salesman' });
    const input = await screen.findByRole('textbox', { name });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('step', '1');
    await user.clear(input);
    await user.type(input, '1,5');
    // the comma was refused, the digits kept
    expect(input).toHaveValue('15');
    expect(screen.getByText('Discounts are whole percentages: enter a number without decimals.')).toBeInTheDocument();
    // an input warning: 2 s (spec section 9)
    await act(async () => void jest.advanceTimersByTime(2000));
    expect(screen.queryByText('Discounts are whole percentages: enter a number without decimals.')).not.toBeInTheDocument();
    await user.clear(input);
    await user.paste('12.5');
    expect(screen.getByText('Discounts are whole percentages: enter a number without decimals.')).toBeInTheDocument();
    expect(input).toHaveValue('12');
    await act(async () => void jest.advanceTimersByTime(1000));
    const sent = puts(calls).filter((c) => c.url.pathname === path);
    expect(sent.length).toBeGreaterThan(0);
    for (const c of sent) expect(Number.isInteger((c as unknown as { body: { PreOrderDiscount: number } }).body.PreOrderDiscount)).toBe(true);
    expect((sent.at(-1) as unknown as { body: unknown }).body).toEqual(body);
  });

  it('a failed discount update only resets the loading indicator: no toast, no reload (spec section 8)', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = mockFetch([
      { method: 'PUT', path: /\/productgroup\/1$/, status: 400, body: { Message: 'The discount is at most 30%.' } },
      { method: 'PUT', path: /\/product\/1$/, status: 400, body: { Message: 'Refused.' } },
      { path: PRODUCTS, body: paged([group(1, [product(1)], { MaximumDiscount: 30 })]) },
      { path: MARKETING, body: paged([], 1, 0, 400) },
    ]);
    // hold the PUTs until released, to see the indicator while they run
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await new Promise<void>((r) => (release = r));
      return answer(input, init);
    }) as typeof fetch;
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const onFailure = jest.fn();
    renderWithProviders(
      <AutosaveProvider onFailure={onFailure}>
        <PreOrderProducts preOrder={preOrder()} readOnly={false} mode="salesman" />
      </AutosaveProvider>,
      { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/edit/5' },
    );
    for (const name of ['Discount % for Group 1', 'Discount % for Colour 1']) {
      const input = await screen.findByRole('textbox', { name });
      await user.clear(input);
      await user.type(input, '20');
      await act(async () => void jest.advanceTimersByTime(500));
      expect(input).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Saving…')).toBeInTheDocument();
      await act(async () => release());
      await act(async () => void jest.advanceTimersByTime(10));
      expect(input).not.toHaveAttribute('aria-busy');
      expect(screen.queryByText('Saving…')).not.toBeInTheDocument();
    }
    expect(puts(calls).map((c) => c.url.pathname)).toEqual(['/api/en/PreOrder/5/productgroup/1', '/api/en/PreOrder/5/product/1']);
    expect(toasts).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
    off();
  });

  it('hides discount inputs for customers', async () => {
    setup([group(1, [product(1)])]);
    render();
    await productSection('Group 1 – Colour 1');
    expect(screen.queryByRole('textbox', { name: /Discount %/ })).not.toBeInTheDocument();
  });

  it('saves a product discount and delivery date together after 500 ms, priced with the delivery-date price', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const dates = [
      { DeliveryDate: '2030-03-01', FinalOrderDate: '2030-01-15', RetailFromPrice: 0, OriginalFromPrice: 0, IsSelected: true },
      { DeliveryDate: '2030-05-01', FinalOrderDate: '2030-03-15', RetailFromPrice: 12.5, OriginalFromPrice: 0, IsSelected: false },
    ];
    const { calls } = setup([group(1, [product(1, { DeliveryDates: dates, Variants: [variant(101, 'S', { Amount: 3 })], TotalAmount: 3, TotalPrice: 30, NettoPrice: 30 })])]);
    render({ mode: 'salesman' });
    const p1 = await productSection('Group 1 – Colour 1');
    expect(within(p1).getAllByText('€ 30.00', { selector: 'dd' })).toHaveLength(2);
    await user.selectOptions(within(p1).getByRole('combobox', { name: 'Delivery date' }), '2030-05-01');
    const discount = within(p1).getByRole('textbox', { name: 'Discount % for Colour 1' });
    await user.clear(discount);
    await user.type(discount, '10');
    // 3 x € 12.50 = € 37.50, net 90 % = € 33.75
    expect(within(p1).getByText('€ 37.50', { selector: 'dd' })).toBeInTheDocument();
    expect(within(p1).getByText('€ 33.75', { selector: 'dd' })).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await act(async () => void jest.advanceTimersByTime(500));
    const put = puts(calls);
    expect(put).toHaveLength(1);
    expect(put[0].url.pathname).toBe('/api/en/PreOrder/5/product/1');
    expect((put[0] as unknown as { body: unknown }).body).toEqual({ Id: 1, PreOrderDiscount: 10, DeliveryDate: '2030-05-01' });
  });
});
