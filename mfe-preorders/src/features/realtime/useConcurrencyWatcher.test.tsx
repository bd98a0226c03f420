import { act, screen } from '@testing-library/react';
import { on, writeOriginalSession, type ToastRequest } from 'shared-kernel';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../app/store';
import { messages as i18n } from '../../i18n/messages';
import type { HubLease } from './hubConnection';
import { useConcurrencyWatcher } from './useConcurrencyWatcher';

const mockAcquire = jest.fn();
jest.mock('./hubConnection', () => ({
  ...jest.requireActual('./hubConnection'),
  acquireHub: (...args: unknown[]) => mockAcquire(...args),
}));

type Handler = (...args: unknown[]) => void;

function fakeHub() {
  const handlers = new Map<string, Handler[]>();
  const connection = {
    start: jest.fn(async () => undefined),
    stop: jest.fn(async () => undefined),
    on: jest.fn((method: string, handler: Handler) => handlers.set(method, [...(handlers.get(method) ?? []), handler])),
    invoke: jest.fn(async (..._args: unknown[]): Promise<unknown> => null),
  };
  let reconnected: (() => void) | undefined;
  mockAcquire.mockImplementation(async (_hub: string, options?: { onReconnected?: () => void }): Promise<HubLease> => {
    reconnected = options?.onReconnected;
    await connection.start();
    return {
      on: (m, h) => connection.on(m, h as Handler),
      invoke: ((m: string, ...a: unknown[]) => connection.invoke(m, ...a)) as HubLease['invoke'],
      release: () => void connection.stop(),
    };
  });
  return {
    connection,
    server: (method: string, ...args: unknown[]) => act(() => handlers.get(method)?.forEach((h) => h(...args))),
    reconnect: () => act(async () => reconnected?.()),
  };
}

function Watcher({ id, onReload }: { id: number | null; onReload: () => void }) {
  const { locked } = useConcurrencyWatcher(id, onReload);
  return <fieldset disabled={locked} aria-label="pre-order">{locked ? 'locked' : 'editable'}</fieldset>;
}

const renderWatcher = (id: number | null, onReload = jest.fn(), session = testSession('Klant')) => ({
  onReload,
  ...renderWithProviders(<Watcher id={id} onReload={onReload} />, { store: setupStore(), messages: i18n, session }),
});

const flush = () => act(async () => undefined);

afterEach(() => {
  mockAcquire.mockReset();
  jest.useRealTimers();
});

describe('useConcurrencyWatcher', () => {
  it('joins the pre-order, locks and toasts when another user joins, reloads and unlocks after 4 s', async () => {
    jest.useFakeTimers();
    const hub = fakeHub();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const { onReload } = renderWatcher(42);
    await flush();

    expect(mockAcquire).toHaveBeenCalledWith('concurrency', expect.anything());
    expect(hub.connection.invoke).toHaveBeenCalledWith('JoinConcurrency', 42);
    expect(screen.getByText('editable')).toBeInTheDocument();

    hub.server('checkConcurrency', '00000000-0000-4000-a000-000000000002');
    expect(screen.getByText('locked')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'pre-order' })).toBeDisabled();
    expect(toasts).toEqual([
      { kind: 'info', text: 'The pre-order has already been changed by another user and the latest version will be loaded.', duration: 5000 },
    ]);

    act(() => jest.advanceTimersByTime(3999));
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByText('locked')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('editable')).toBeInTheDocument();
    off();
  });

  it('ignores the same user joining from another tab: no lock, no toast, no reload (spec: another user)', async () => {
    jest.useFakeTimers();
    const hub = fakeHub();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const { onReload } = renderWatcher(42);
    await flush();
    hub.server('checkConcurrency', 'user-Klant');
    expect(screen.getByText('editable')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(onReload).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
    // another user still locks it
    hub.server('checkConcurrency', 'user-Vertegenwoordiger');
    expect(screen.getByText('locked')).toBeInTheDocument();
    off();
  });

  it('while impersonating, compares with the admin or salesman behind the session', async () => {
    jest.useFakeTimers();
    const hub = fakeHub();
    writeOriginalSession(testSession('Vertegenwoordiger'));
    renderWatcher(42, jest.fn(), testSession('Klant', { impersonated: true }));
    await flush();
    // the salesman's own other tab (the hub names the actor while impersonating)
    hub.server('checkConcurrency', 'user-Vertegenwoordiger');
    expect(screen.getByText('editable')).toBeInTheDocument();
    // the impersonated customer's main user, in person, is another user
    hub.server('checkConcurrency', 'user-Klant');
    expect(screen.getByText('locked')).toBeInTheDocument();
    writeOriginalSession(null);
  });

  it('joins the group again after a reconnect', async () => {
    const hub = fakeHub();
    renderWatcher(42);
    await flush();
    await hub.reconnect();
    expect(hub.connection.invoke.mock.calls).toEqual([
      ['JoinConcurrency', 42],
      ['JoinConcurrency', 42],
    ]);
  });

  it('releases the connection on unmount and does not reload afterwards', async () => {
    jest.useFakeTimers();
    const hub = fakeHub();
    const { onReload, unmount } = renderWatcher(42);
    await flush();
    hub.server('checkConcurrency', 'someone');
    unmount();
    expect(hub.connection.stop).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(onReload).not.toHaveBeenCalled();
  });

  it('does nothing without a pre-order id', async () => {
    fakeHub();
    renderWatcher(null);
    await flush();
    expect(mockAcquire).not.toHaveBeenCalled();
  });

  it('logs a hub that cannot be reached and keeps the page working', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockAcquire.mockRejectedValue(new Error('negotiate failed: 401'));
    renderWatcher(42);
    await flush();
    expect(error).toHaveBeenCalledWith('Connection could not be made, please contact your administrator', expect.any(Error));
    expect(screen.getByText('editable')).toBeInTheDocument();
    error.mockRestore();
  });
});
