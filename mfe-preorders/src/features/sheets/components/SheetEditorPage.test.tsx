import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, Route, Routes, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { SheetEditorPage } from './SheetEditorPage';
import { setDefaultTarget } from './TargetsEditor';
import { AUGUST, group, JUNE, paged, product, sheet } from '../test/fixtures';

const DUPLICATE = 'This product(group) is already added to the list, you can remove this from the product view.';
const lookups: MockRoute[] = [
  { path: /\/api\/en\/brand$/, body: [{ Id: 1, Name: 'Alpha Outdoor', Code: 'ALP' }] },
  { path: /\/api\/en\/brand\/ALP\/collection$/, body: [{ Id: 3, Name: 'Winter 2025', Season: 'W25' }] },
];

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/pre-orders/create" element={<SheetEditorPage />} />
      <Route path="/admin/pre-orders/edit/:id" element={<SheetEditorPage />} />
      <Route path="/admin/pre-orders/beschikbare-fiches" element={<p>overview</p>} />
    </Routes>,
    { store: setupStore(), messages, session: testSession('Admin'), route },
  );

describe('SheetEditorPage', () => {
  let toasts: ToastRequest[];
  let off: () => void;
  beforeEach(() => {
    toasts = [];
    off = on('toast', (t) => toasts.push(t));
  });
  afterEach(() => off());

  it('keeps at most one default target', () => {
    const rows = [
      { key: 'a', TargetId: 1, TargetName: 'A', IsDefault: true, MaximumDiscount: 0 },
      { key: 'b', TargetId: 2, TargetName: 'B', IsDefault: false, MaximumDiscount: 0 },
    ];
    expect(setDefaultTarget(rows, 'b', true).map((r) => r.IsDefault)).toEqual([false, true]);
    expect(setDefaultTarget(rows, 'a', false).map((r) => r.IsDefault)).toEqual([false, false]);
  });

  it('creates a sheet: posts the payload, shows ModelState errors per field, then goes to the edit page', async () => {
    const { calls } = mockFetch([
      ...lookups,
      {
        method: 'POST',
        path: /\/api\/en\/PreOrderSheet$/,
        status: 400,
        body: { Message: 'The request is invalid.', ModelState: { 'model.Deadline': ['The date is invalid.'], 'model.MaximumDiscount': ['Too high.'], 'model.Collection.Id': ['The collection does not belong to the brand.'] } },
      },
    ]);
    renderAt('/en/admin/pre-orders/create');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Brand' }), await screen.findByRole('option', { name: 'Alpha Outdoor' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), await screen.findByRole('option', { name: 'Winter 2025 (W25)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Summer');
    const max = screen.getByRole('textbox', { name: 'Maximum discount %' });
    await user.clear(max);
    await user.type(max, '25');
    await user.click(screen.getByRole('radio', { name: 'Open' }));

    // targets: checking a second default unchecks the first
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    await user.click(screen.getByRole('button', { name: 'Add target' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of target 1' }), 'Last year');
    await user.type(screen.getByRole('textbox', { name: 'Name of target 2' }), 'Two years ago');
    await user.click(screen.getByRole('checkbox', { name: 'Target 1 is the default' }));
    await user.click(screen.getByRole('checkbox', { name: 'Target 2 is the default' }));
    expect(screen.getByRole('checkbox', { name: 'Target 1 is the default' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Target 2 is the default' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The date is invalid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Maximum discount %' })).toHaveAccessibleDescription('Too high.');
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveAccessibleDescription('The collection does not belong to the brand.');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      Brand: { Code: 'ALP' },
      Collection: { Id: 3 },
      Name: 'Summer',
      MaximumDiscount: 25,
      Deadline: null,
      State: 0,
      SalesmanNote: null,
      Targets: [
        { TargetId: 0, TargetName: 'Last year', IsDefault: false, MaximumDiscount: 0 },
        { TargetId: 0, TargetName: 'Two years ago', IsDefault: true, MaximumDiscount: 0 },
      ],
    });

    // second attempt succeeds (status 200 answer): the edit page of the new sheet opens
    mockFetch([
      ...lookups,
      { method: 'POST', path: /\/api\/en\/PreOrderSheet$/, body: 77 },
      { path: /\/api\/en\/PreOrderSheet\/77$/, body: sheet(77, { Name: 'Summer' }) },
      { path: /\/PreOrderSheet\/77\/(marketing)?productgroups/, body: paged([], 0) },
    ]);
    await user.type(screen.getByLabelText('Deadline'), '2025-09-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: /Edit pre-order sheet/ })).toBeInTheDocument();
    expect(await screen.findAllByText('Nothing added to the sheet yet.')).toHaveLength(2);
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'The sheet was created. You can now add products.' }));
  }, 20000);

  /** the size toggle answers {Id, IsAvailable}; here the API keeps size 11 on (its own rule), flips the others as asked */
  const variantAnswer = (url: URL, init: RequestInit | undefined) => {
    const Id = Number(url.pathname.split('/').pop());
    const asked = (JSON.parse(String(init?.body ?? '{}')) as { IsAvailable?: boolean }).IsAvailable;
    return { Id, IsAvailable: Id === 11 ? true : Boolean(asked) };
  };
  const datesAnswer = (url: URL, init: RequestInit | undefined) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { Id?: number; DeliveryDates: string[] };
    return { Id: body.Id ?? Number(url.pathname.split('/').pop()), DeliveryDates: body.DeliveryDates };
  };
  const editRoutes = (groups = [group(5, 'Storm jacket', [product(1, 'Navy'), product(2, 'Red', { SheetDeliveryDates: [] })])]): MockRoute[] => [
    ...lookups,
    { path: /\/api\/en\/PreOrderSheet\/9$/, body: sheet(9) },
    { path: /\/PreOrderSheet\/9\/productgroups/, body: paged(groups) },
    { path: /\/PreOrderSheet\/9\/marketingproductgroups/, body: paged([], 0) },
    { path: /\/productgroup\/autocomplete\?/, body: [{ Id: 5, Name: 'Storm jacket', ErpId: 'ERP-5', Brand: 'Alpha Outdoor', Thumbnail: null }, { Id: 6, Name: 'Storm pants', ErpId: 'ERP-6', Brand: 'Alpha Outdoor', Thumbnail: null }] },
    { method: 'POST', path: /\/preordersheet\/9\/productgroup$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.Id': [DUPLICATE] } } },
    { method: 'PUT', path: /\/preordersheet\/9\/productvariant\/\d+$/, body: variantAnswer },
    { method: 'POST', path: /\/preordersheet\/9\/product$/, body: datesAnswer },
    { method: 'PUT', path: /\/preordersheet\/9\/product\/\d+$/, body: datesAnswer },
    { method: 'DELETE', path: /\/preordersheet\/9\/product\/\d+$/ },
  ];

  it('refuses a duplicate group with the info toast, both when known locally and when the API refuses', async () => {
    const { calls } = mockFetch(editRoutes());
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Storm jacket' });
    const search = screen.getByRole('combobox', { name: 'Add a product' });

    await user.type(search, 'Storm');
    await user.click(await screen.findByRole('option', { name: /Storm jacket/ }));
    expect(toasts).toEqual([{ kind: 'info', text: DUPLICATE, duration: 4000 }]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(search, 'Storm');
    await user.click(await screen.findByRole('option', { name: /Storm pants/ }));
    await screen.findByRole('combobox', { name: 'Add a product' });
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Id: 6 });
    expect(toasts).toEqual([
      { kind: 'info', text: DUPLICATE, duration: 4000 },
      { kind: 'info', text: DUPLICATE, duration: 4000 },
    ]);
    const autocomplete = calls.find((c) => c.url.pathname.endsWith('/productgroup/autocomplete'));
    expect(autocomplete?.url.searchParams.get('search')).toBe('Storm');
    expect(autocomplete?.url.searchParams.get('preOrderSheetId')).toBe('9');
    expect(autocomplete?.url.searchParams.get('marketingOnly')).toBeNull();
    expect(autocomplete?.url.searchParams.get('includePre')).toBeNull();
  });

  it('searches marketing groups of the sheet with marketingOnly', async () => {
    const { calls } = mockFetch(editRoutes());
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Storm jacket' });
    await user.type(screen.getByRole('combobox', { name: 'Add a marketing product' }), 'Flyer');
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith('/productgroup/autocomplete'))).toBe(true));
    const url = calls.find((c) => c.url.pathname.endsWith('/productgroup/autocomplete'))?.url;
    expect([url?.searchParams.get('search'), url?.searchParams.get('preOrderSheetId'), url?.searchParams.get('marketingOnly')]).toEqual(['Flyer', '9', 'true']);
  });

  it('marks a colour without delivery dates in red and sets the dates the sheet offers (POST, PUT, DELETE)', async () => {
    const { calls } = mockFetch(editRoutes());
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Storm jacket' });

    const red = within(card).getByRole('group', { name: 'Red' });
    expect(within(red).getByRole('alert')).toHaveTextContent('no delivery date(s) selected!');
    // the red frame: a class of the colour's state (in jest a CSS Module class is its own name)
    expect(red).toHaveAttribute('data-no-delivery-dates', 'true');
    expect(red).toHaveClass('noDates');
    const navy = within(card).getByRole('group', { name: 'Navy' });
    expect(within(navy).queryByText('no delivery date(s) selected!')).not.toBeInTheDocument();
    expect(within(navy).getByText('01-06-2025')).toBeInTheDocument();
    expect(within(navy).getByRole('checkbox', { name: 'Offer delivery date 01-06-2025 for Navy' })).toBeChecked();
    expect(within(navy).getByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Navy' })).not.toBeChecked();

    // Red has none yet: ticking a date posts it; the answer clears the red notice
    await user.click(within(red).getByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Red' }));
    await within(card).findByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Red', checked: true });
    expect(within(red).queryByRole('alert')).not.toBeInTheDocument();
    expect(red).not.toHaveAttribute('data-no-delivery-dates');
    expect(red).not.toHaveClass('noDates');

    // Navy has June: ticking August replaces the list, unticking both clears it with DELETE
    await user.click(within(navy).getByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Navy' }));
    await within(navy).findByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Navy', checked: true });
    await user.click(within(navy).getByRole('checkbox', { name: 'Offer delivery date 01-06-2025 for Navy' }));
    await within(navy).findByRole('checkbox', { name: 'Offer delivery date 01-06-2025 for Navy', checked: false });
    await user.click(within(navy).getByRole('checkbox', { name: 'Offer delivery date 01-08-2025 for Navy' }));
    expect(await within(navy).findByRole('alert')).toHaveTextContent('no delivery date(s) selected!');

    const writes = calls.filter((c) => c.url.pathname.includes('/product') && c.method !== 'GET');
    expect(writes.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/api/en/preordersheet/9/product', { Id: 2, DeliveryDates: [AUGUST] }],
      ['PUT', '/api/en/preordersheet/9/product/1', { DeliveryDates: [JUNE, AUGUST] }],
      ['PUT', '/api/en/preordersheet/9/product/1', { DeliveryDates: [AUGUST] }],
      ['DELETE', '/api/en/preordersheet/9/product/1', undefined],
    ]);
  });

  it('toggles sizes with IsAvailable and shows the state the API answers', async () => {
    const { calls } = mockFetch(editRoutes());
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    const navy = within(await screen.findByRole('article', { name: 'Storm jacket' })).getByRole('group', { name: 'Navy' });

    const sizeM = within(navy).getByRole('button', { name: 'Size M of Navy available' });
    expect(sizeM).toHaveAttribute('aria-pressed', 'false');
    await user.click(sizeM);
    await waitFor(() => expect(within(navy).getByRole('button', { name: 'Size M of Navy available' })).toHaveAttribute('aria-pressed', 'true'));
    // the API answers IsAvailable true for size S although off was asked: the answer wins
    const sizeS = within(navy).getByRole('button', { name: 'Size S of Navy available' });
    await user.click(sizeS);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    await waitFor(() => expect(within(navy).getByRole('button', { name: 'Size S of Navy available' })).toBeEnabled());
    expect(within(navy).getByRole('button', { name: 'Size S of Navy available' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/en/preordersheet/9/productvariant/12', { IsAvailable: true }],
      ['/api/en/preordersheet/9/productvariant/11', { IsAvailable: false }],
    ]);
  });

  it('saves discount, maximum and brochure page with PUT productgroup/{gid} {PreOrderDiscount, MaximumDiscount, Brochure}', async () => {
    const routes = editRoutes();
    const { calls } = mockFetch([
      { method: 'PUT', path: /\/preordersheet\/9\/productgroup\/5$/, body: { Id: 5, Name: 'Storm jacket', ErpId: 'ERP-5', SortIndex: 0, PreOrderDiscount: 10, MaximumDiscount: 25, Brochure: 12 } },
      ...routes,
    ]);
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Storm jacket' });
    const save = within(card).getByRole('button', { name: 'Save the settings of Storm jacket' });
    expect(save).toBeDisabled();
    const discount = within(card).getByRole('textbox', { name: 'Discount %' });
    await user.clear(discount);
    await user.type(discount, '10');
    const maximum = within(card).getByRole('textbox', { name: 'Maximum discount %' });
    await user.clear(maximum);
    await user.type(maximum, '25');
    // spec section 5: the brochure page is a whole number of at least 0
    const brochure = within(card).getByRole('textbox', { name: 'Brochure page' });
    await user.clear(brochure);
    await user.type(brochure, '-1.5');
    expect(brochure).toHaveValue('15');
    await user.clear(brochure);
    await user.type(brochure, '12');
    await user.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ PreOrderDiscount: 10, MaximumDiscount: 25, Brochure: 12 });
    expect(toasts).toContainEqual({ kind: 'success', text: 'The settings of Storm jacket were saved.', duration: expect.any(Number) });
  });

  it('shows the server\'s ModelState of the group settings on its field, and other failures as a toast', async () => {
    const routes = editRoutes();
    mockFetch([
      { method: 'PUT', path: /\/preordersheet\/9\/productgroup\/5$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.Brochure': ['The brochure page is too high.'] } } },
      ...routes,
    ]);
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Storm jacket' });
    const brochure = within(card).getByRole('textbox', { name: 'Brochure page' });
    await user.clear(brochure);
    await user.type(brochure, '12');
    await user.click(within(card).getByRole('button', { name: 'Save the settings of Storm jacket' }));
    expect(await within(card).findByText('The brochure page is too high.')).toBeInTheDocument();
    expect(toasts.filter((x) => x.kind === 'success')).toEqual([]);
    // editing the field clears its error; a failure without ModelState is the feature's toast
    mockFetch([{ method: 'PUT', path: /\/preordersheet\/9\/productgroup\/5$/, status: 500, body: {} }, ...routes]);
    await user.type(brochure, '3');
    expect(within(card).queryByText('The brochure page is too high.')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Save the settings of Storm jacket' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'The settings could not be saved.', duration: expect.any(Number) }));
  });

  it('moves a group to a typed sort index (0 or more, at most the last) with PUT .../sortindex/{n}', async () => {
    const groups = [group(5, 'Storm jacket'), group(6, 'Storm pants'), group(7, 'Storm hat')];
    const { calls } = mockFetch([
      { method: 'PUT', path: /\/preordersheet\/9\/productgroup\/5\/sortindex\/2$/, body: [] },
      ...editRoutes(groups),
    ]);
    renderAt('/en/admin/pre-orders/edit/9');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Storm jacket' });
    const index = within(card).getByRole('textbox', { name: 'Sort index' });
    expect(index).toHaveValue('0');
    const move = within(card).getByRole('button', { name: 'Move Storm jacket to this sort index' });
    expect(move).toBeDisabled();
    await user.clear(index);
    await user.type(index, '7');
    // clamped to the last index
    expect(index).toHaveValue('2');
    await user.click(move);
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual(['/api/en/preordersheet/9/productgroup/5/sortindex/2']);
  });

  it('shows the empty state when nothing is on the sheet', async () => {
    mockFetch(editRoutes([]));
    renderAt('/en/admin/pre-orders/edit/9');
    expect(await screen.findAllByText('Nothing added to the sheet yet.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sheet 9');
  });
});
