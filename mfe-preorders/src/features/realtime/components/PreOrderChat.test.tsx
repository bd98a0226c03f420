import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages as i18n } from '../../../i18n/messages';
import type { HubLease } from '../hubConnection';
import type { ChatMessage } from '../types';
import { CHAT_OPEN_STORAGE_KEY, CHAT_PAGE_SIZE, PreOrderChat } from './PreOrderChat';

const mockAcquire = jest.fn();
jest.mock('../hubConnection', () => ({
  ...jest.requireActual('../hubConnection'),
  acquireHub: (...args: unknown[]) => mockAcquire(...args),
}));

type Handler = (...args: unknown[]) => void;

/** a fake hub connection behind the mocked acquireHub */
function fakeHub(answers: Record<string, (...args: unknown[]) => unknown> = {}) {
  const handlers = new Map<string, Handler[]>();
  const connection = {
    start: jest.fn(async () => undefined),
    stop: jest.fn(async () => undefined),
    on: jest.fn((method: string, handler: Handler) => handlers.set(method, [...(handlers.get(method) ?? []), handler])),
    invoke: jest.fn(async (method: string, ...args: unknown[]) => (answers[method] ? answers[method](...args) : null)),
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
  const server = (method: string, ...args: unknown[]) => act(() => handlers.get(method)?.forEach((h) => h(...args)));
  const calls = (method: string) => connection.invoke.mock.calls.filter(([m]) => m === method).map(([, ...args]) => args);
  return { connection, server, calls, reconnect: () => act(() => reconnected?.()) };
}

const message = (content: string, createUser = 'Sam Sales', createDate = '2025-03-01T10:15:00.000Z'): ChatMessage => ({
  content,
  audit: { createUser, createDate },
  sendEmailToCustomer: false,
});

const renderChat = (mode: 'customer' | 'salesman' = 'customer', session = testSession(mode === 'salesman' ? 'Vertegenwoordiger' : 'Klant')) =>
  renderWithProviders(<PreOrderChat preOrderId={12} mode={mode} />, { store: setupStore(), messages: i18n, session });

const openChat = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: /^Chat/ }));
  return screen.findByRole('log', { name: 'Chat messages' });
};

afterEach(() => mockAcquire.mockReset());

describe('PreOrderChat', () => {
  it('connects only on the first open: InitializeChat, then OpenChat with the history', async () => {
    const hub = fakeHub({ OpenChat: () => [message('Welcome to the new season')] });
    const user = userEvent.setup();
    renderChat();

    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'false');
    expect(mockAcquire).not.toHaveBeenCalled();
    expect(hub.connection.start).not.toHaveBeenCalled();

    const log = await openChat(user);
    expect(mockAcquire).toHaveBeenCalledWith('chat', expect.anything());
    expect(hub.connection.invoke.mock.calls.map(([m, id]) => [m, id])).toEqual([
      ['InitializeChat', 12],
      ['OpenChat', 12],
    ]);
    expect(within(log).getByText('Welcome to the new season')).toBeInTheDocument();
    expect(within(log).getByText('Sam Sales')).toBeInTheDocument();
    expect(within(log).getByText('01-03-2025', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chat with your salesman' })).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-live', 'polite');

    // closing and opening again keeps the one connection and marks the chat read
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await openChat(user);
    expect(hub.connection.start).toHaveBeenCalledTimes(1);
    expect(hub.calls('Read')).toEqual([[12]]);
  });

  it('counts messages arriving while closed and resets the counter on open', async () => {
    const hub = fakeHub({ OpenChat: () => [] });
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    expect(screen.getByText('No messages yet. Write the first one below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chat' }));

    hub.server('broadcastMessage', 12, message('First question'));
    hub.server('broadcastMessage', 12, message('Second question', 'Sam Sales', '2025-03-01T10:16:00.000Z'));
    hub.server('broadcastMessage', 99, message('Another pre-order'));
    expect(screen.getByRole('button', { name: 'Chat 2 unread messages' })).toBeInTheDocument();
    expect(hub.calls('Read')).toEqual([]);

    const log = await openChat(user);
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(log).getByText('First question')).toBeInTheDocument();
    expect(within(log).getByText('Second question')).toBeInTheDocument();
    expect(within(log).queryByText('Another pre-order')).not.toBeInTheDocument();
    expect(hub.calls('Read')).toEqual([[12]]);

    // while open: no counter, the message is read at once
    hub.server('broadcastMessage', 12, message('Third', 'Sam Sales', '2025-03-01T10:17:00.000Z'));
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    expect(within(log).getByText('Third')).toBeInTheDocument();
    expect(hub.calls('Read')).toEqual([[12], [12]]);
  });

  it('sends on Enter, not on Shift+Enter, and never sends an empty message', async () => {
    const sent = message('Can we move the delivery?\nThanks', 'Chris Customer');
    const hub = fakeHub({ OpenChat: () => [], Send: () => sent });
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your message' });

    await user.type(input, '   {Enter}');
    expect(hub.calls('Send')).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Can we move the delivery?{Shift>}{Enter}{/Shift}Thanks');
    expect(hub.calls('Send')).toEqual([]);
    expect(input).toHaveValue('Can we move the delivery?\nThanks');

    await user.type(input, '{Enter}');
    expect(hub.calls('Send')).toEqual([[12, 'Can we move the delivery?\nThanks', false]]);
    expect(input).toHaveValue('');
    // the server's broadcast of the same message does not show it twice
    hub.server('broadcastMessage', 12, sent);
    expect(screen.getAllByText(/Can we move the delivery\?/)).toHaveLength(1);
  });

  it('shows the notify-by-e-mail checkbox to the salesman only and sends its value', async () => {
    fakeHub({ OpenChat: () => [] });
    const user = userEvent.setup();
    const { unmount } = renderChat('customer');
    await openChat(user);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();
    window.localStorage.removeItem(CHAT_OPEN_STORAGE_KEY);

    const hub = fakeHub({ OpenChat: () => [], Send: () => null });
    renderChat('salesman');
    await openChat(user);
    expect(screen.getByRole('region', { name: 'Chat with the customer' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Notify the customer by e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Your order is ready');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(hub.calls('Send')).toEqual([[12, 'Your order is ready', true]]);
  });

  it('renders message content as inert text, never as HTML', async () => {
    const hub = fakeHub({ OpenChat: () => [message('<script>window.hacked = true</script>')] });
    const user = userEvent.setup();
    renderChat();
    const log = await openChat(user);
    hub.server('broadcastMessage', 12, message('<img src="x" onerror="window.hacked = true">', 'Mallory', '2025-03-02T08:00:00.000Z'));

    expect(within(log).getByText('<script>window.hacked = true</script>')).toBeInTheDocument();
    expect(within(log).getByText('<img src="x" onerror="window.hacked = true">')).toBeInTheDocument();
    expect(log.querySelector('script, img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('remembers the open state in local storage and connects at once when it was open', async () => {
    fakeHub({ OpenChat: () => [message('Remembered')] });
    const user = userEvent.setup();
    const { unmount } = renderChat();
    await openChat(user);
    expect(window.localStorage.getItem(CHAT_OPEN_STORAGE_KEY)).toBe('true');
    unmount();
    mockAcquire.mockClear();

    renderChat();
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Remembered')).toBeInTheDocument();
    expect(mockAcquire).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(window.localStorage.getItem(CHAT_OPEN_STORAGE_KEY)).toBe('false');
  });

  it('keeps a message typed while the previous one is on its way, and sends both in the order typed', async () => {
    // the hub answers each Send when the test says so
    const answers: (() => void)[] = [];
    const hub = fakeHub({ OpenChat: () => [], Send: (_id, content) => new Promise<ChatMessage>((resolve) => answers.push(() => resolve(message(String(content), 'Chris Customer')))) });
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(input, 'First{Enter}');
    expect(input).toHaveValue('');
    // typed and sent before the hub has answered the first
    await user.type(input, 'Second{Enter}');
    await user.type(input, 'Third, not sent yet');
    expect(hub.calls('Send')).toEqual([[12, 'First', false]]);
    await act(async () => answers[0]());
    expect(hub.calls('Send')).toEqual([
      [12, 'First', false],
      [12, 'Second', false],
    ]);
    await act(async () => answers[1]());
    expect(input).toHaveValue('Third, not sent yet');
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('First')).toBeInTheDocument();
    expect(within(log).getByText('Second')).toBeInTheDocument();
  });

  it('shows a failed send as an error toast and keeps the text', async () => {
    fakeHub({
      OpenChat: () => [],
      Send: () => {
        throw new Error('The message is longer than 4000 characters.');
      },
    });
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(input, 'Hello{Enter}');
    expect(toasts).toEqual([{ kind: 'error', text: 'Your message could not be sent. Please try again.', duration: 5000 }]);
    expect(input).toHaveValue('Hello');
    off();
  });

  it('rejoins the chat group after a reconnect', async () => {
    const hub = fakeHub({ OpenChat: () => [] });
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await hub.reconnect();
    await screen.findByRole('log');
    expect(hub.calls('InitializeChat')).toEqual([[12], [12]]);
  });

  it('shows an error state with a retry when the hub cannot be reached', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeHub({ OpenChat: () => [message('Back again')] });
    mockAcquire.mockRejectedValueOnce(new Error('negotiate failed'));
    const user = userEvent.setup();
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(await screen.findByText('The chat is not available right now.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Connection could not be made, please contact your administrator', expect.any(Error));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('pages the history: a full page offers the earlier messages, which come in on top', async () => {
    const paged = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({ ...message(`Message ${from + i}`, 'Sam Sales', `2025-03-01T10:${String(i % 60).padStart(2, '0')}:00.000Z`), id: from + i }));
    const hub = fakeHub({ OpenChat: (_id, before) => (before === undefined ? paged(51, 100) : before === 51 ? paged(1, 50) : []) });
    const user = userEvent.setup();
    renderChat();
    const log = await openChat(user);
    expect(within(log).getAllByRole('article')).toHaveLength(CHAT_PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await within(log).findByText('Message 1');
    expect(hub.calls('OpenChat')).toEqual([[12], [12, 51]]);
    const texts = within(log).getAllByRole('article').map((a) => a.querySelector('p')?.textContent);
    expect(texts).toEqual(Array.from({ length: 100 }, (_, i) => `Message ${i + 1}`));
    // another full page: the button stays; an empty page ends it
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await screen.findByRole('log')).toBeInTheDocument();
    await act(async () => undefined);
    expect(hub.calls('OpenChat')).toEqual([[12], [12, 51], [12, 1]]);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('offers no earlier messages when the first page is not full', async () => {
    fakeHub({ OpenChat: () => [{ ...message('Only one'), id: 7 }] });
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('is hidden while impersonating', () => {
    fakeHub();
    renderChat('customer', { ...testSession('Klant'), impersonated: true });
    expect(screen.queryByRole('button', { name: /Chat/ })).not.toBeInTheDocument();
  });
});
