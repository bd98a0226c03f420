import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from './store';
import { messages } from '../i18n/messages';
import { PreOrderDetailPage } from './PreOrderDetailPage';
import { testCopy } from '../features/offline/test/fixtures';
import { store } from '../features/offline/runtime';

// The pre-order detail page offline (trade-show mode, issue 19), with its real data source: the copy in
// IndexedDB (fake-indexeddb), the outbox, the local totals. The hubs are not reached offline.
jest.mock('../features/realtime/components/PreOrderChat', () => ({ PreOrderChat: () => <div data-testid="chat" /> }));
jest.mock('../features/realtime/hubConnection', () => ({ acquireHub: jest.fn(() => new Promise(() => undefined)), logHubFailure: jest.fn() }));

const USER = 'user-Vertegenwoordiger';
const setOnline = (online: boolean) => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

describe('the pre-order detail page offline', () => {
  beforeAll(async () => {
    const { copy, products, marketing } = testCopy(USER, 5);
    await store.save({ ...copy, header: { ...copy.header, Brand: { Code: 'ALP', Name: 'Alpha' }, Collection: { Id: 3, Name: 'Winter' } } }, products, marketing);
  });
  afterEach(() => setOnline(true));
  afterAll(() => new Promise((done) => setTimeout(done, 300)));

  it('opens from IndexedDB without the network; edits go to the outbox and the totals follow; the chat and the server actions say why not', async () => {
    const { calls } = mockFetch([]);
    setOnline(false);
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/salesman/pre-orders/edit/:id" element={<PreOrderDetailPage mode="salesman" />} />
      </Routes>,
      { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route: '/en/salesman/pre-orders/edit/5' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Alpha · Winter' })).toBeInTheDocument();
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText('Chat unavailable')).toBeInTheDocument();
    expect(screen.queryByTestId('chat')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close pre-order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send reminders' })).toHaveAccessibleDescription('Needs a network connection.');

    const pieces = () => within(screen.getByRole('region', { name: 'Totals' })).getByText('Pieces', { exact: true }).nextElementSibling;
    await waitFor(() => expect(pieces()).toHaveTextContent('2')); // as downloaded
    const group2 = await screen.findByRole('article', { name: 'Group 2' });
    await user.type(within(group2).getByRole('textbox', { name: 'Amount for size S' }), '4');
    // saved after the autosave's 500 ms, into the outbox; the totals are computed on the device
    await waitFor(() => expect(pieces()).toHaveTextContent('6'), { timeout: 3000 });
    const waiting = await store.changes(USER, ['awaiting']);
    expect(waiting.map((c) => [c.kind, c.targetId, c.value])).toEqual([['variant', 201, { Amount: 4 }]]);
    expect(calls).toEqual([]);
  });
});
