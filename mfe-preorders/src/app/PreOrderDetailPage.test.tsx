import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, on, setRuntime, type Session, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockCall, type MockRoute } from 'shared-kernel/test-utils';
import type { PreOrder, PreOrderNotification } from 'shared-kernel/contract';
import { getStore, setupStore } from './store';
import { preOrder } from '../features/detail/test/fixtures';
import { preOrderTotals } from '../test/fixtures';
import { messages } from '../i18n/messages';
import { useConcurrencyWatcher } from '../features/realtime/useConcurrencyWatcher';
import { PreOrderDetailPage } from './PreOrderDetailPage';
import { AppRoutes, preloadRoute } from './routes';
import { firstGridPageArgs, preOrderApi } from '../api/preOrder';
import type * as FormCardModule from '../features/detail/components/PreOrderFormCard';

jest.mock('../features/products/components/PreOrderProducts', () => ({
  PreOrderProducts: ({ readOnly, mode }: { readOnly: boolean; mode: string }) => <div data-testid="products" data-readonly={String(readOnly)} data-mode={mode} />,
}));
// the real order form, counted: how often the page renders it again
const formCardRenders = { count: 0 };
jest.mock('../features/detail/components/PreOrderFormCard', () => {
  const actual = jest.requireActual<typeof FormCardModule>('../features/detail/components/PreOrderFormCard');
  return {
    ...actual,
    PreOrderFormCard: (props: Parameters<typeof actual.PreOrderFormCard>[0]) => {
      formCardRenders.count += 1;
      return actual.PreOrderFormCard(props);
    },
  };
});
jest.mock('../features/realtime/components/PreOrderChat', () => ({ PreOrderChat: () => <div data-testid="chat" /> }));
jest.mock('../features/realtime/useConcurrencyWatcher', () => ({ useConcurrencyWatcher: jest.fn(() => ({ locked: false })) }));

const watcher = useConcurrencyWatcher as jest.MockedFunction<typeof useConcurrencyWatcher>;


const totals = preOrderTotals({ ProductCount: 4, ProductVariantAmount: 37, TotalProductPrice: 1234.5, TotalProductPriceAfterDiscount: 1100 });

const notification = (Id: number, IsReportedToCustomer = false): PreOrderNotification => ({ Id, Type: 'ProductAdded', Message: `Product ${Id} was added`, IsReportedToCustomer });

/** the answer of PUT customer/sales as mock-api gives it: the saved pre-order, one row version higher */
const saved = (order: PreOrder) => (_u: URL, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body)) as Partial<PreOrder>;
  return { ...order, ...body, RowVersion: (body.RowVersion ?? order.RowVersion ?? 0) + 1 };
};

const STALE = 'The pre-order has already been changed by another user and the latest version will be loaded.';

interface Setup {
  order?: PreOrder;
  notifications?: PreOrderNotification[];
  /** header saves answer 409: another user saved first */
  stale?: boolean;
}

function mockApi({ order = preOrder(), notifications = [], stale = false }: Setup = {}) {
  const conflict: MockRoute = { method: 'PUT', path: /\/PreOrder\/1\/(customer|sales)$/, status: 409, body: { Message: 'The pre-order was changed since it was loaded.', ExceptionMessage: STALE } };
  return mockFetch([
    ...(stale ? [conflict] : []),
    { path: /\/PreOrder\/1$/, body: order },
    { path: /\/PreOrder\/1\/totals$/, body: totals },
    { path: /\/PreOrder\/1\/subgrouptotals$/, body: [{ SubGroup: 'Jackets', Amount: 20, Total: 800, Share: 72.7 }] },
    { path: /\/PreOrder\/1\/deliverymomenttotals$/, body: [{ DeliveryDate: '2025-08-01', Rows: [{ SubGroup: 'Jackets', Amount: 20, Total: 800 }] }] },
    { path: /\/PreOrder\/1\/targets$/, body: [{ TargetId: 1, TargetName: 'Gold', IsDefault: true, MaximumDiscount: 10 }] },
    { path: /\/PreOrder\/1\/notifications$/, body: notifications },
    // asked for together with the pre-order (issue 20); the grid itself is mocked here
    { path: /\/PreOrder\/1\/productgroups(\?|$)/, body: { Items: [], TotalCount: 0, PageCount: 0 } },
    {
      path: /\/Customer\/C0001\/DeliveryAddress$/,
      body: [
        { Id: 11, Name: 'Shop Gent', Street: 'Veldstraat', HouseNumber: '1', ZipCode: '9000', City: 'Gent', CountryName: 'Belgium', CountryId: 1, Email: '', Phone: '', Type: 'DELIVERY' },
        { Id: 12, Name: 'Warehouse', Street: 'Havenlaan', HouseNumber: '5', ZipCode: '2000', City: 'Antwerpen', CountryName: 'Belgium', CountryId: 1, Email: '', Phone: '', Type: 'DELIVERY' },
      ],
    },
    { method: 'PUT', path: /\/PreOrder\/1\/customer$/, body: saved(order) },
    { method: 'PUT', path: /\/PreOrder\/1\/sales$/, body: saved(order) },
    { method: 'PUT', path: /\/PreOrder\/1\/close$/, body: { ...order, IsClosed: true, State: 3 } },
    { method: 'PUT', path: /\/PreOrder\/1\/sendtosales$/, body: { ...order, CustomerState: 2, State: 1 } },
    { method: 'PUT', path: /\/PreOrder\/1\/productnotification\/\d+$/, body: { IsReportedToCustomer: true } },
  ]);
}

function renderPage(mode: 'customer' | 'salesman', session: Session = testSession(mode === 'customer' ? 'Klant' : 'Vertegenwoordiger')) {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/pre-orders/edit/:id" element={<PreOrderDetailPage mode="customer" />} />
      <Route path="/salesman/pre-orders/edit/:id" element={<PreOrderDetailPage mode="salesman" />} />
      <Route path="/salesman/pre-orders" element={<h1>Salesman overview</h1>} />
    </Routes>,
    { store: setupStore(), messages, session, route: `/en/${mode}/pre-orders/edit/1` },
  );
}

const puts = (calls: MockCall[], path: RegExp) => calls.filter((c) => c.method === 'PUT' && path.test(c.url.pathname));
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Alpha Outdoor · Winter 2025' });
/** opens a secondary section and waits for its code (the sections load lazily, issue 20) */
const openSection = async (name: string) => {
  const button = screen.getByRole('button', { name });
  fireEvent.click(button);
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (panel) await waitFor(() => expect(panel.querySelector('[data-section-loading]')).toBeNull());
};

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  watcher.mockImplementation(() => ({ locked: false }));
});

describe('PreOrderDetailPage through its route (issue 20: render as you fetch)', () => {
  it('asks for the pre-order and its totals once per visit, fresh at every entry', async () => {
    const { calls } = mockApi();
    const gets = (path: RegExp) => calls.filter((c) => c.method === 'GET' && path.test(c.url.pathname)).length;
    const store = setupStore();
    // awaited in act: the page is a lazy screen, and React retries a suspended one in act only
    const visit = () => act(async () => renderWithProviders(<AppRoutes />, { store, messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/edit/1' }));
    const first = await visit();
    await loaded();
    await waitFor(() => expect(screen.getByText('€ 1,234.50')).toBeInTheDocument());
    // the route's prefetch and the page (and its work bar) share one call each
    expect([gets(/\/PreOrder\/1$/), gets(/\/PreOrder\/1\/totals$/), gets(/\/PreOrder\/1\/productgroups$/)]).toEqual([1, 1, 1]);
    first.unmount();
    // leaving the page resets its data: the next entry asks again, once
    await visit();
    await loaded();
    await waitFor(() => expect(gets(/\/PreOrder\/1\/totals$/)).toBe(2));
    expect(gets(/\/PreOrder\/1$/)).toBe(2);
  });

  it('sends the first calls when the remote is prepared or mounts on the address, once, and the route does not send them again', async () => {
    const { calls } = mockApi();
    const gets = (path: RegExp) => calls.filter((c) => c.method === 'GET' && path.test(c.url.pathname)).length;
    // hostile or foreign addresses ask for nothing
    for (const path of ['/salesman/pre-orders/edit/abc', '/salesman/pre-orders/edit/-1', '/salesman/pre-orders/edit/1.5', '/customer/shop']) preloadRoute(path);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(calls).toHaveLength(0);
    // the parcel's mount sets the runtime (API address, locale) before it preloads
    setRuntime({ locale: 'en' });
    // the shell's prepare, then the parcel's mount
    preloadRoute('/salesman/pre-orders/edit/1');
    preloadRoute('/salesman/pre-orders/edit/1');
    await waitFor(() => expect([gets(/\/PreOrder\/1$/), gets(/\/PreOrder\/1\/totals$/), gets(/\/PreOrder\/1\/productgroups$/)]).toEqual([1, 1, 1]));
    await act(async () => renderWithProviders(<AppRoutes />, { store: getStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/edit/1' }));
    await loaded();
    await waitFor(() => expect(screen.getByText('€ 1,234.50')).toBeInTheDocument());
    expect([gets(/\/PreOrder\/1$/), gets(/\/PreOrder\/1\/totals$/), gets(/\/PreOrder\/1\/productgroups$/)]).toEqual([1, 1, 1]);
  });
});

describe('PreOrderDetailPage (customer)', () => {
  it('shows the details, totals, subgroup and delivery-moment totals', async () => {
    mockApi();
    renderPage('customer');
    await loaded();
    expect(screen.getByText('Demo Fashion BV (1001)')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(await screen.findByText('€ 1,234.50')).toBeInTheDocument();
    expect(screen.getByText('€ 1,100.00')).toBeInTheDocument();
    await openSection('Details');
    expect(screen.getByText('Demo Fashion BV')).toBeInTheDocument();
    // the sheet's note is for the salesman only
    expect(screen.queryByText('Push the jackets')).not.toBeInTheDocument();
    await openSection('Subgroup and delivery-moment totals');
    const subgroups = screen.getByRole('table', { name: 'Totals per subgroup' });
    expect(await within(subgroups).findByText('Jackets')).toBeInTheDocument();
    expect(within(subgroups).getByText('72.7%')).toBeInTheDocument();
    expect(screen.getByText('These totals per delivery moment are indicative.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '01-08-2025' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /Shop Gent/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toHaveValue('11');
    expect(screen.getByTestId('chat')).toBeInTheDocument();
    expect(screen.getByTestId('products')).toHaveAttribute('data-readonly', 'false');
  });

  it('autosaves a customer edit after 500 ms with the full payload (keepalive), nothing on the first render', async () => {
    const { calls } = mockApi();
    const inner = globalThis.fetch;
    const keepalive: (boolean | undefined)[] = [];
    globalThis.fetch = ((input: string | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') keepalive.push(init.keepalive);
      return inner(input, init);
    }) as typeof fetch;
    renderPage('customer');
    await loaded();
    jest.useFakeTimers();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(puts(calls, /customer$/)).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-2' } });
    await openSection('Remarks');
    fireEvent.change(screen.getByRole('textbox', { name: 'Customer remarks' }), { target: { value: 'Deliver early' } });
    await act(async () => jest.advanceTimersByTime(499));
    expect(puts(calls, /customer$/)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(puts(calls, /customer$/)).toHaveLength(1));
    expect(puts(calls, /customer$/)[0].body).toEqual({
      Id: 1,
      Address: 11,
      OrderReference: 'REF-2',
      PreOrderDiscount: 0,
      CustomerComment: 'Deliver early',
      EarlyShipmentAllowed: false,
      InternalCustomerReference: 'INT-1',
      RowVersion: 1,
    });
    expect(keepalive).toEqual([true]);
    expect(puts(calls, /sales$/)).toHaveLength(0);
  });

  it('sends the row version of the latest known pre-order: consecutive saves send increasing versions', async () => {
    const { calls } = mockApi({ order: preOrder({ RowVersion: 4 }) });
    renderPage('customer');
    await loaded();
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-2' } });
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(puts(calls, /customer$/)).toHaveLength(1));
    await act(async () => jest.advanceTimersByTime(0));
    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-3' } });
    await act(async () => jest.advanceTimersByTime(500));
    await waitFor(() => expect(puts(calls, /customer$/)).toHaveLength(2));
    expect(puts(calls, /customer$/).map((c) => c.body)).toEqual([
      expect.objectContaining({ OrderReference: 'REF-2', RowVersion: 4 }),
      expect.objectContaining({ OrderReference: 'REF-3', RowVersion: 5 }),
    ]);
  });

  it('a stale save (409) shows the concurrency message for 5 s and reloads the pre-order', async () => {
    mockApi();
    renderPage('customer');
    await loaded();
    // another user saved meanwhile: the server is at version 2 and refuses saves based on 1
    const { calls } = mockApi({ order: preOrder({ RowVersion: 2, OrderReference: 'THEIRS' }), stale: true });
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    try {
      fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'MINE' } });
      await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: STALE, duration: 5000 }]));
    } finally {
      off();
    }
    expect(puts(calls, /customer$/).map((c) => c.body)).toEqual([expect.objectContaining({ OrderReference: 'MINE', RowVersion: 1 })]);
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && /\/PreOrder\/1$/.test(c.url.pathname))).toBe(true));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Order reference' })).toHaveValue('THEIRS'));
  });

  it('hides the discount from customers when it is 0 and shows it otherwise', async () => {
    mockApi();
    const first = renderPage('customer');
    await loaded();
    expect(screen.queryByRole('textbox', { name: 'Discount %' })).not.toBeInTheDocument();
    first.unmount();

    mockApi({ order: preOrder({ PreOrderDiscount: 5 }) });
    renderPage('customer');
    await loaded();
    expect(screen.getByRole('textbox', { name: 'Discount %' })).toHaveValue('5');
  });

  it.each([
    ['sent', { CustomerState: 2, State: 1 }],
    ['closed', { IsClosed: true, State: 3 }],
    ['expired', { DeadlineExpired: true }],
  ])('disables send to salesman when %s', async (_name, patch) => {
    mockApi({ order: preOrder(patch) });
    renderPage('customer');
    await loaded();
    expect(screen.getByRole('button', { name: 'Send to salesman' })).toBeDisabled();
  });

  it('sends to the salesman after the confirmation, then send is disabled', async () => {
    const { calls } = mockApi();
    renderPage('customer');
    await loaded();
    const send = screen.getByRole('button', { name: 'Send to salesman' });
    expect(send).toBeEnabled();
    await userEvent.click(send);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send to salesman' })).toBeDisabled());
    expect(puts(calls, /sendtosales$/)).toHaveLength(1);
    expect(screen.getByText('Sent to the salesman')).toBeInTheDocument();
  });

  it.each([
    ['sent by the customer', { CustomerState: 2, State: 1 }],
    ['sent on to sales by the salesman', { State: 2 }],
  ])('stays editable for the customer when %s (spec section 4): only Send is disabled, with a notice', async (_name, patch) => {
    const { calls } = mockApi({ order: preOrder(patch) });
    renderPage('customer');
    await loaded();
    expect(screen.getByText(/You can still change it until it is closed or its deadline passes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to salesman' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save without sending' })).toBeEnabled();
    expect(screen.getByTestId('products')).toHaveAttribute('data-readonly', 'false');
    const reference = screen.getByRole('textbox', { name: 'Order reference' });
    expect(reference).toBeEnabled();
    await userEvent.clear(reference);
    await userEvent.type(reference, 'After sending');
    await waitFor(() => expect(puts(calls, /\/customer$/).length).toBeGreaterThan(0), { timeout: 3000 });
    expect(puts(calls, /\/customer$/).at(-1)!.body).toMatchObject({ OrderReference: 'After sending' });
  });

  it('is read-only when closed: every input disabled, closed notice, products read-only', async () => {
    mockApi({ order: preOrder({ IsClosed: true, State: 3 }) });
    renderPage('customer');
    await loaded();
    expect(screen.getByText('Pre-order closed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order reference' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Internal reference' })).toBeDisabled();
    await openSection('Remarks');
    expect(screen.getByRole('textbox', { name: 'Customer remarks' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Early shipment allowed' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Delivery address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save without sending' })).toBeDisabled();
    expect(screen.getByTestId('products')).toHaveAttribute('data-readonly', 'true');
  });

  it('is disabled while the concurrency watcher locks the page', async () => {
    watcher.mockImplementation(() => ({ locked: true }));
    mockApi();
    renderPage('customer');
    await loaded();
    expect(screen.getByRole('textbox', { name: 'Order reference' })).toBeDisabled();
    expect(screen.getByTestId('products')).toHaveAttribute('data-readonly', 'true');
    expect(watcher).toHaveBeenLastCalledWith(1, expect.any(Function));
  });

  it('shows the deadline in red when it expired, with the expired notice', async () => {
    mockApi({ order: preOrder({ DeadlineExpired: true, Deadline: '2024-01-31' }) });
    renderPage('customer');
    await loaded();
    expect(screen.getByTestId('preorder-state')).toHaveTextContent('Expired');
    await openSection('Details');
    const deadline = screen.getByTestId('deadline');
    expect(deadline).toHaveTextContent('31-01-2024');
    expect(deadline).toHaveAttribute('data-expired', 'true');
    expect(deadline).toHaveClass('expired');
    expect(screen.getByText('Deadline expired')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order reference' })).toBeDisabled();
  });

  it('keeps the deadline plain while it has not expired', async () => {
    mockApi();
    renderPage('customer');
    await loaded();
    await openSection('Details');
    expect(screen.getByTestId('deadline')).toHaveAttribute('data-expired', 'false');
    expect(screen.getByTestId('deadline')).not.toHaveClass('expired');
  });

  it('hides targets from customers unless forecasts and history are visible', async () => {
    const first = mockApi();
    const view = renderPage('customer');
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Targets and comparisons' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Targets and comparisons' })).not.toBeInTheDocument();
    expect(first.calls.some((c) => c.url.pathname.endsWith('/targets'))).toBe(false);
    view.unmount();

    mockApi({ order: preOrder({ ForecastsAndHistoryVisible: true }) });
    renderPage('customer');
    await loaded();
    await openSection('Targets and comparisons');
    expect(screen.getByRole('heading', { name: 'Targets and comparisons' })).toBeInTheDocument();
    expect(await screen.findByText('Gold')).toBeInTheDocument();
  });

  it('shows the attention notice when the order form changed', async () => {
    mockApi({ notifications: [notification(1), notification(2, true)] });
    renderPage('customer');
    await loaded();
    expect(await screen.findByText('Attention required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report all' })).not.toBeInTheDocument();
  });

  it('hides the chat while impersonated', async () => {
    mockApi();
    renderPage('customer', testSession('Klant', { impersonated: true }));
    await loaded();
    expect(screen.queryByTestId('chat')).not.toBeInTheDocument();
  });

  it('shows not found and an error state with retry', async () => {
    mockFetch([{ path: /\/PreOrder\/1$/, status: 404, body: { Message: 'The pre-order 1 was not found.' } }]);
    const first = renderPage('customer');
    expect(await screen.findByText('Pre-order not found')).toBeInTheDocument();
    first.unmount();

    mockFetch([{ path: /\/PreOrder\/1$/, status: 500, body: { Message: 'down' } }]);
    renderPage('customer');
    expect(await screen.findByText('The pre-order could not be loaded.')).toBeInTheDocument();
    mockApi();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });
});

describe('PreOrderDetailPage as a work surface (issue 18)', () => {
  it('keeps the secondary sections collapsed at first and loads their data only once opened', async () => {
    const { calls } = mockApi({ order: preOrder({ ForecastsAndHistoryVisible: true }) });
    renderPage('customer');
    await loaded();
    for (const name of ['Details', 'Subgroup and delivery-moment totals', 'Targets and comparisons', 'Bulk entry', 'Remarks']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('group', { name: 'Sections of the pre-order' })).toBeInTheDocument();
    expect(calls.some((c) => /subgrouptotals|deliverymomenttotals|targets$/.test(c.url.pathname))).toBe(false);
    await openSection('Subgroup and delivery-moment totals');
    const toggle = screen.getByRole('button', { name: 'Subgroup and delivery-moment totals' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(await screen.findByRole('table', { name: 'Totals per subgroup' }));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/subgrouptotals'))).toBe(true));
  });

  it('asks for the pre-order, the first grid page and the totals together (no waterfall)', async () => {
    const { calls } = mockApi();
    renderPage('customer');
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/productgroups'))).toBe(true));
    const first = (re: RegExp) => calls.findIndex((c) => re.test(c.url.pathname));
    // all three before the pre-order's answer could have been used: they are the first calls
    expect(Math.max(first(/\/PreOrder\/1$/), first(/productgroups$/), first(/\/totals$/))).toBeLessThan(3);
    expect(calls.find((c) => c.url.pathname.endsWith('/productgroups'))!.url.searchParams.get('Page')).toBe('1');
    await loaded();
  });

  it('is not rendered again when a saved amount reloads the totals or patches the grid list: only the work bar and the grid read them', async () => {
    const { calls } = mockApi();
    const store = setupStore();
    renderWithProviders(
      <Routes>
        <Route path="/customer/pre-orders/edit/:id" element={<PreOrderDetailPage mode="customer" />} />
      </Routes>,
      { store, messages, session: testSession('Klant'), route: '/en/customer/pre-orders/edit/1' },
    );
    await loaded();
    const grid = () => preOrderApi.endpoints.listPreOrderProductGroups.select(firstGridPageArgs(1))(store.getState());
    await waitFor(() => expect(grid().status).toBe('fulfilled'));
    // settled: every call of the page answered (the order form's own addresses included)
    await waitFor(() => expect(Object.values(store.getState().preordersApi.queries).every((q) => q?.status === 'fulfilled')).toBe(true));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const before = formCardRenders.count;
    const totalsCalls = () => calls.filter((c) => c.url.pathname.endsWith('/totals')).length;
    const asked = totalsCalls();
    // what updatePreOrderVariant does with every saved amount: the totals reload, the cached list is patched
    act(() => void store.dispatch(preOrderApi.util.invalidateTags(['PreOrderTotals'])));
    await waitFor(() => expect(totalsCalls()).toBe(asked + 1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    act(() => void store.dispatch(preOrderApi.util.updateQueryData('listPreOrderProductGroups', firstGridPageArgs(1), (list) => void (list.TotalCount = 1))));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(grid().data?.TotalCount).toBe(1);
    expect(formCardRenders.count).toBe(before);
  });

  it('remembers the opened sections per user and side', async () => {
    mockApi();
    const first = renderPage('customer');
    await loaded();
    await openSection('Remarks');
    await openSection('Details');
    first.unmount();

    mockApi();
    const again = renderPage('customer');
    await loaded();
    expect(screen.getByRole('button', { name: 'Remarks' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Customer remarks' })).toBeInTheDocument();
    await openSection('Details');
    again.unmount();

    // another user on this device: their own choice
    mockApi();
    renderPage('customer', testSession('Klant', { userId: 'someone-else' }));
    await loaded();
    expect(screen.getByRole('button', { name: 'Remarks' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the customer their salesman's photo in the work bar, not the salesman", async () => {
    mockApi({ order: preOrder({ SalesManPhoto: 'http://api.test/img/user/sam_{width}x{height}.svg' }) });
    const first = renderPage('customer');
    await loaded();
    const photo = screen.getByRole('img', { name: 'Photo of Sam Sales' });
    expect(photo).toHaveAttribute('src', 'http://api.test/img/user/sam_200x200.svg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['200', '200']);
    expect(within(screen.getByTestId('preorder-work-bar')).getByText('Sam Sales')).toBeInTheDocument();
    first.unmount();

    mockApi({ order: preOrder({ SalesManPhoto: 'http://api.test/img/user/sam_{width}x{height}.svg' }) });
    renderPage('salesman');
    await loaded();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('PreOrderDetailPage (salesman)', () => {
  it('shows the salesman note, internal remarks, forecasts switch and targets', async () => {
    mockApi();
    renderPage('salesman');
    await loaded();
    // the sheet's note for the salesman is in the details section (issue 18)
    expect(screen.queryByText('Push the jackets')).not.toBeInTheDocument();
    await openSection('Details');
    expect(screen.getByText('Push the jackets')).toBeInTheDocument();
    await openSection('Remarks');
    expect(screen.getByRole('textbox', { name: 'Internal remarks' })).toHaveValue('Secret');
    expect(screen.getByRole('switch', { name: 'Show forecasts and history to the customer' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Discount %' })).toHaveValue('0');
    await openSection('Targets and comparisons');
    expect(screen.getByRole('heading', { name: 'Targets and comparisons' })).toBeInTheDocument();
  });

  it('saves a reference at once via PUT sales and debounces the internal remarks', async () => {
    const { calls } = mockApi();
    renderPage('salesman');
    await loaded();
    await openSection('Remarks');
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('textbox', { name: 'Internal remarks' }), { target: { value: 'Call Monday' } });
    await act(async () => jest.advanceTimersByTime(499));
    expect(puts(calls, /sales$/)).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(puts(calls, /sales$/)).toHaveLength(1));
    expect(puts(calls, /sales$/)[0].body).toMatchObject({ Id: 1, InternalComment: 'Call Monday', ForecastsAndHistoryVisible: false, OrderReference: 'REF-1' });

    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-9' } });
    await act(async () => jest.advanceTimersByTime(0));
    await waitFor(() => expect(puts(calls, /sales$/)).toHaveLength(2));
    expect(puts(calls, /sales$/)[1].body).toMatchObject({ OrderReference: 'REF-9', InternalComment: 'Call Monday' });
  });

  it('builds each save when it is sent: an edit queued behind a running save carries the version that save answered', async () => {
    const { calls } = mockApi({ order: preOrder({ RowVersion: 7 }) });
    const inner = globalThis.fetch;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && !held) {
        held = true;
        await gate;
      }
      return inner(input, init);
    }) as typeof fetch;
    renderPage('salesman');
    await loaded();
    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-8' } });
    await waitFor(() => expect(held).toBe(true));
    // scheduled while the first save is still running: it runs after it
    fireEvent.change(screen.getByRole('textbox', { name: 'Order reference' }), { target: { value: 'REF-9' } });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(puts(calls, /sales$/)).toHaveLength(0);
    release();
    await waitFor(() => expect(puts(calls, /sales$/)).toHaveLength(2));
    expect(puts(calls, /sales$/).map((c) => c.body)).toEqual([
      expect.objectContaining({ OrderReference: 'REF-8', RowVersion: 7 }),
      expect.objectContaining({ OrderReference: 'REF-9', RowVersion: 8 }),
    ]);
  });

  it('reloads products and totals after a discount change was saved', async () => {
    const { calls } = mockApi();
    renderPage('salesman');
    await loaded();
    await screen.findByText('€ 1,234.50');
    const before = calls.filter((c) => c.url.pathname.endsWith('/totals')).length;
    fireEvent.change(screen.getByRole('textbox', { name: 'Discount %' }), { target: { value: '10' } });
    await waitFor(() => expect(puts(calls, /sales$/)).toHaveLength(1));
    expect(puts(calls, /sales$/)[0].body).toMatchObject({ PreOrderDiscount: 10 });
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/totals')).length).toBeGreaterThan(before));
  });

  it('closes the pre-order with the chosen users and returns to the overview', async () => {
    const { calls } = mockApi();
    renderPage('salesman');
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Close pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the pre-order' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'owner@demo.test' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close pre-order' }));
    expect(await screen.findByRole('heading', { name: 'Salesman overview' })).toBeInTheDocument();
    expect(puts(calls, /close$/)).toHaveLength(1);
    expect(puts(calls, /close$/)[0].body).toEqual({ Id: 1, Users: ['buyer@demo.test'] });
  });

  it('closes the modal and stays when closing fails', async () => {
    mockApi();
    renderPage('salesman');
    await loaded();
    mockFetch([{ method: 'PUT', path: /\/PreOrder\/1\/close$/, status: 400, body: { Message: 'The pre-order is closed.' } }]);
    await userEvent.click(screen.getByRole('button', { name: 'Close pre-order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the pre-order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close pre-order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Salesman overview' })).not.toBeInTheDocument();
  });

  it('report all sends one PUT per unreported notification, one after another', async () => {
    const { calls } = mockApi({ notifications: [notification(1), notification(2), notification(3, true), notification(4)] });
    renderPage('salesman');
    await loaded();
    await screen.findByRole('button', { name: 'Changes to the order form' });
    await openSection('Changes to the order form');
    await userEvent.click(await screen.findByRole('button', { name: 'Report all' }));
    await waitFor(() => expect(puts(calls, /productnotification/)).toHaveLength(3));
    expect(puts(calls, /productnotification/).map((c) => [c.url.pathname.split('/').pop(), c.body])).toEqual([
      ['1', { Id: 1, IsReportedToCustomer: true }],
      ['2', { Id: 2, IsReportedToCustomer: true }],
      ['4', { Id: 4, IsReportedToCustomer: true }],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report all' })).toBeDisabled());
  });

  it('toggles a single notification', async () => {
    const { calls } = mockApi({ notifications: [notification(1, true)] });
    renderPage('salesman');
    await loaded();
    await screen.findByRole('button', { name: 'Changes to the order form' });
    await openSection('Changes to the order form');
    const toggle = await screen.findByRole('button', { name: 'Reported to the customer: Product 1 was added' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(puts(calls, /productnotification\/1$/)).toHaveLength(1));
    expect(puts(calls, /productnotification\/1$/)[0].body).toEqual({ Id: 1, IsReportedToCustomer: false });
  });
});
