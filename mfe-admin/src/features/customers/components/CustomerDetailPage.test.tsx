import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, Route, Routes, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerDetailPage } from './CustomerDetailPage';
import { makeBrand, makeCustomer } from '../../../test/fixtures';
import { makeDealerAddress, makeDemoFashionUser } from '../test/fixtures';

// leaflet does not run in jsdom: the lazily loaded map module is replaced by a stand-in whose
// "drag" button plays the marker's dragend
jest.mock('./DealerMap', () => ({
  DealerMap: ({ label, onMove }: { label: string; onMove: (lat: number, lng: number) => void }) => (
    <div role="region" aria-label={label}>
      <button type="button" onClick={() => onMove(51.2, 4.4)}>
        drag marker
      </button>
    </div>
  ),
}));

const customer = makeCustomer();

function setup(role: 'Admin' | 'Vertegenwoordiger', extra: MockRoute[] = []) {
  const { calls } = mockFetch([
    ...extra,
    { path: /\/api\/en\/customer\/C0001$/, body: customer },
    { path: /\/api\/en\/customer\/C0001\/user$/, body: [makeDemoFashionUser('u1', 'Anna', 1, true), makeDemoFashionUser('u2', 'Bart', 3)] },
    { path: /\/api\/en\/Customer\/C0001\/DealerLocator$/, body: [makeDealerAddress(11, 'Shop Meir', true), makeDealerAddress(12, 'Shop Gent', false)] },
    { path: /\/api\/en\/brand$/, body: [makeBrand(1, 'Alpha Bikes', 'AB'), makeBrand(2, 'Cyclo', 'CY')] },
    { method: 'POST', path: /\/api\/en\/Customer\/DealerLocator\/11\/Hide$/, body: { ...makeDealerAddress(11, 'Shop Meir', false) } },
    { method: 'POST', path: /\/api\/en\/Customer\/DealerLocator\/12\/Show$/, body: { ...makeDealerAddress(12, 'Shop Gent', true) } },
  ]);
  renderWithProviders(
    <Routes>
      <Route path="/salesman/customer-list/customer/:id" element={<CustomerDetailPage />} />
    </Routes>,
    { store: setupStore(), messages, session: testSession(role), route: '/en/salesman/customer-list/customer/C0001' },
  );
  return calls;
}

function collectToasts() {
  const toasts: ToastRequest[] = [];
  const off = on('toast', (t) => toasts.push(t));
  return { toasts, off };
}

// typing with userEvent is slow on a busy machine
jest.setTimeout(20000);

describe('CustomerDetailPage', () => {
  it('shows company and extra data and the users with function 1 as strategist (Strateeg), others as managing director (Zaakvoerder)', async () => {
    setup('Vertegenwoordiger');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Fashion BV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Company data' })).toBeInTheDocument();
    expect(screen.getByText('invoices@demofashion.example')).toBeInTheDocument();
    expect(screen.getByText('Lightspeed')).toBeInTheDocument();
    const users = await screen.findByRole('table', { name: 'Users' });
    const anna = (await within(users).findByText(/Anna Peeters/)).closest('tr')!;
    const bart = within(users).getByText(/Bart Peeters/).closest('tr')!;
    expect(within(anna).getByText('Strategist')).toBeInTheDocument();
    expect(within(bart).getByText('Managing director')).toBeInTheDocument();
    expect(within(bart).queryByText('Strategist')).not.toBeInTheDocument();
  });

  it('hides the customer key change from the salesman', async () => {
    setup('Vertegenwoordiger');
    await screen.findByRole('heading', { level: 1, name: 'Demo Fashion BV' });
    expect(screen.queryByRole('heading', { name: 'Change customer number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'New customer number' })).not.toBeInTheDocument();
  });

  it('lets the admin change the customer key and names the new key in a success toast', async () => {
    const calls = setup('Admin', [{ method: 'PUT', path: /\/api\/en\/Customer\/CustomerKey$/, body: { ...customer, AltKey: '2002' } }]);
    const { toasts, off } = collectToasts();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'New customer number' }), '2002');
    await u.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(toasts.some((t) => t.kind === 'success' && t.text === 'The customer number was changed to 2002.')).toBe(true));
    off();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ CurrentKey: 'C0001', NewAltKey: '2002' });
  });

  it('shows the ExceptionMessage when the key change fails', async () => {
    setup('Admin', [{ method: 'PUT', path: /\/api\/en\/Customer\/CustomerKey$/, status: 400, body: { Message: 'x', ExceptionMessage: "The customer number '1002' is already in use." } }]);
    const { toasts, off } = collectToasts();
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: 'New customer number' }), '1002');
    await u.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', text: "The customer number '1002' is already in use." })));
    off();
  });

  it('hides a visible dealer-locator address directly, without a dialog', async () => {
    const calls = setup('Vertegenwoordiger');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Hide Shop Meir on the dealer locator' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && /DealerLocator\/11\/Hide$/.test(c.url.pathname))).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the map dialog for a hidden address and shows it with the marker position, brands, url and type', async () => {
    const calls = setup('Admin');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Show Shop Gent on the dealer locator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show Shop Gent on the dealer locator' });
    expect(calls.some((c) => /DealerLocator\/12\/Show$/.test(c.url.pathname))).toBe(false);
    // the lazily loaded map; its marker sets latitude and longitude
    await u.click(await within(dialog).findByRole('button', { name: 'drag marker' }));
    expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toHaveValue('51.2');
    expect(within(dialog).getByRole('textbox', { name: 'Longitude' })).toHaveValue('4.4');
    await u.click(await within(dialog).findByRole('checkbox', { name: 'Cyclo' }));
    await u.type(within(dialog).getByRole('textbox', { name: 'Website' }), 'https://shop.example');
    await u.click(within(dialog).getByRole('radio', { name: 'Webshop without physical shop' }));
    await u.click(within(dialog).getByRole('button', { name: 'Show on dealer locator' }));
    await waitFor(() => expect(calls.find((c) => /DealerLocator\/12\/Show$/.test(c.url.pathname))?.body).toEqual({ Latitude: 51.2, Longitude: 4.4, Brands: ['CY'], Url: 'https://shop.example', DealerType: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
