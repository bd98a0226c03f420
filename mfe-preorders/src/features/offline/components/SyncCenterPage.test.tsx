import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { testCopy } from '../test/fixtures';
import { store } from '../runtime';
import { SyncCenterPage } from './SyncCenterPage';
import { SyncBadge } from './SyncBadge';

const USER = 'user-Vertegenwoordiger';
const line = (targetId: number, Amount: number) => ({ id: `k${targetId}`, userId: USER, preOrderId: 5, kind: 'variant' as const, marketing: false, targetId, label: { preOrder: '', target: '' }, value: { Amount } });

async function seed() {
  const { copy, products, marketing } = testCopy(USER, 5);
  await store.save(copy, products, marketing);
  await store.record(line(101, 3)); // awaiting
  const failed = (await store.record(line(201, 2))).change;
  await store.updateChange(failed.seq!, { status: 'failed', message: 'The pre-order is closed.', attempts: 1 });
  const done = (await store.record(line(102, 1))).change;
  await store.updateChange(done.seq!, { status: 'completed', doneAt: '2030-01-02T10:00:00Z', attempts: 1 });
  const header = (await store.record({ id: 'h', userId: USER, preOrderId: 5, kind: 'header', marketing: false, targetId: 5, label: { preOrder: '', target: '' }, value: { OrderReference: 'MINE' }, headerKind: 'sales', baseRowVersion: 3 })).change;
  await store.updateChange(header.seq!, { status: 'conflict', theirs: { OrderReference: 'THEIRS' }, theirsRowVersion: 4, conflictFields: ['OrderReference'], attempts: 1 });
}

describe('the sync center', () => {
  beforeAll(seed);
  // the refresh after a resolution ends after the test: let it finish before the environment goes
  afterAll(() => new Promise((done) => setTimeout(done, 300)));
  // nothing answers: the sync and the refresh after a resolution find no network
  beforeEach(() => mockFetch([{ path: /./, status: 503, body: { Message: 'down' } }]));

  it('lists conflicts, awaiting, failed and completed changes, and the copies on this device', async () => {
    renderWithProviders(<SyncCenterPage mode="salesman" />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/offline' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sync center' })).toBeInTheDocument();
    const awaiting = screen.getByRole('region', { name: 'Awaiting sync (1)' });
    expect(within(awaiting).getByRole('link', { name: 'Alpha · Winter · Customer' })).toHaveAttribute('href', '/en/salesman/pre-orders/edit/5');
    expect(within(awaiting).getByText('Group 1 · Colour 1 · S')).toBeInTheDocument();
    expect(within(awaiting).getByText('Amount 3')).toBeInTheDocument();
    const failed = screen.getByRole('region', { name: 'Failed (1)' });
    expect(within(failed).getByText('The pre-order is closed.')).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(within(screen.getByRole('region', { name: 'Completed (1)' })).getByText('Sent')).toBeInTheDocument();
    const conflict = screen.getByTestId('sync-conflict');
    const row = within(conflict).getByRole('row', { name: /Order reference/ });
    expect(row).toHaveTextContent('MINE');
    expect(row).toHaveTextContent('THEIRS');
    const copies = screen.getByRole('region', { name: 'Available offline on this device (1)' });
    expect(within(copies).getByText('1 KB')).toBeInTheDocument();
    expect(screen.getByTestId('offline-app-status')).toHaveTextContent('not cached yet');
  });

  it('keep theirs sets the change aside, shown as completed without being sent; dismiss does so for a failed one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SyncCenterPage mode="salesman" />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/offline' });
    await user.click(await screen.findByRole('button', { name: 'Keep theirs' }));
    expect(await screen.findByText('Not sent (kept theirs)')).toBeInTheDocument();
    expect(screen.queryByTestId('sync-conflict')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Failed (1)' })).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Not sent (dismissed)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Completed (3)' })).toBeInTheDocument();
  });

  it('the header badge counts what waits, links to the sync center of the role, and is not for marketing users', async () => {
    // offline: the sync the badge starts waits for the network
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const { unmount } = renderWithProviders(<SyncBadge />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger') });
    const badge = await screen.findByTestId('sync-badge');
    expect(badge).toHaveAttribute('href', '/en/salesman/pre-orders/offline');
    // the badge reads the outbox through IndexedDB: a few ticks after it shows
    await waitFor(() => expect(badge).toHaveAccessibleName('Sync center: 1 change waiting'));
    unmount();
    const marketing = renderWithProviders(<SyncBadge />, { store: setupStore(), messages, session: testSession('MarketingKlant') });
    expect(marketing.container).toBeEmptyDOMElement();
  });

  it('says the portal is ready once the service worker has cached its files, after the page opened', async () => {
    // the worker's first install caches the files while the page runs, then takes the page over; a later
    // refresh tells its pages with a message
    let status: { at: string } | null = null;
    const sw = new EventTarget();
    Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: sw });
    Object.defineProperty(window, 'caches', { configurable: true, value: { match: async () => (status ? { json: async () => status } : undefined) } });
    try {
      renderWithProviders(<SyncCenterPage mode="salesman" />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/offline' });
      expect(await screen.findByText(/not cached yet/)).toBeInTheDocument();
      status = { at: '2030-01-02T10:00:00Z' };
      await act(async () => void sw.dispatchEvent(new Event('controllerchange')));
      expect(await screen.findByText(/ready to start without a network/)).toBeInTheDocument();
      status = null;
      await act(async () => void sw.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'portal:remotes-cached' } })));
      expect(await screen.findByText(/not cached yet/)).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(window.navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'caches');
    }
  });
});
