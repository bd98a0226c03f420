import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, readSession, Toaster, writeSession, type ToastRequest } from 'shared-kernel';
import { mockFetch, testSession } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { WatchingToggle } from './WatchingToggle';

const PAGE = { route: '/en/customer', path: '/en/customer' };
const ENABLE = /\/api\/account\/customeriswatching$/;
const DISABLE = /\/api\/Account\/DisableCustomerIsWatching$/;

function renderToggle(watching: boolean) {
  writeSession(testSession('Klant', { customerIsWatching: watching ? 'true' : 'false' }));
  return renderShell(
    <>
      <WatchingToggle />
      <Toaster />
    </>,
    PAGE,
  );
}

/** `hidden`: while the modal dialog is open the rest of the page is aria-hidden. */
const toggle = (hidden = false) => screen.getByRole('switch', { name: 'Customer is watching', hidden });

describe('WatchingToggle', () => {
  let toasts: ToastRequest[];
  let stopListening: () => void;
  beforeEach(() => {
    toasts = [];
    stopListening = on('toast', (t) => toasts.push(t));
  });
  afterEach(() => stopListening());

  it('turns on without asking for a password', async () => {
    // spec section 4: "Customer-is-watching: off to on needs no password, notifies 'enabled'"
    const { calls } = mockFetch([{ method: 'POST', path: ENABLE, body: { CustomerIsWatching: 'true' } }]);
    const { store } = renderToggle(false);
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle());

    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'true'));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.href).toBe('http://api.test/api/account/customeriswatching');
    expect(calls[0].body).toBeUndefined();
    expect(calls[0].headers.Authorization).toBe('Bearer token-Klant');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts).toEqual([{ kind: 'info', text: 'Customer-is-watching mode enabled: purchase prices are hidden.', duration: 3000 }]);
    // remotes read the flag from the session
    expect(store.getState().session.session?.customerIsWatching).toBe('true');
    expect(readSession()?.customerIsWatching).toBe('true');
  });

  it('stays off and shows the generic error when turning on fails', async () => {
    mockFetch([{ method: 'POST', path: ENABLE, status: 500, body: { Message: 'boom' } }]);
    renderToggle(false);
    await userEvent.click(toggle());
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Something went wrong, please try again later.', duration: 4000 }]));
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
  });

  it('asks for the password to turn off and posts it to Account/DisableCustomerIsWatching', async () => {
    // spec section 4: "on to off requires the password, notifies 'disabled'"
    const { calls } = mockFetch([{ method: 'POST', path: DISABLE, body: { CustomerIsWatching: 'false' } }]);
    const { store } = renderToggle(true);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle());

    const dialog = await screen.findByRole('dialog', { name: 'Show purchase prices again' });
    expect(calls).toHaveLength(0);
    const switchOff = within(dialog).getByRole('button', { name: 'Switch off' });
    expect(switchOff).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await userEvent.click(switchOff);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.href).toBe('http://api.test/api/Account/DisableCustomerIsWatching');
    expect(calls[0].body).toEqual({ Password: 'demo1234' });
    expect(toggle()).toHaveAttribute('aria-checked', 'false');
    expect(toasts).toEqual([{ kind: 'info', text: 'Customer-is-watching mode disabled.', duration: 3000 }]);
    expect(store.getState().session.session?.customerIsWatching).toBe('false');
    expect(readSession()?.customerIsWatching).toBe('false');
  });

  it('shows the server error_description as an error toast when turning off fails', async () => {
    // spec section 8: "Disable watching failure: server error_description as error toast, 4 s."
    mockFetch([
      { method: 'POST', path: DISABLE, status: 400, body: { error: 'invalid_password', error_description: 'The password is incorrect.', Message: 'Bad request' } },
    ]);
    renderToggle(true);
    await userEvent.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'Show purchase prices again' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));

    // the toaster sits outside the modal dialog, which hides the rest of the page from the
    // accessibility tree while open: query hidden elements too
    const region = await screen.findByRole('region', { name: /Notifications/, hidden: true });
    expect(await within(region).findByRole('alert', { hidden: true })).toHaveTextContent('The password is incorrect.');
    expect(toasts).toEqual([{ kind: 'error', text: 'The password is incorrect.', duration: 4000 }]);
    // still on: the dialog stays open for another try
    expect(screen.getByRole('dialog', { name: 'Show purchase prices again' })).toBeInTheDocument();
    expect(toggle(true)).toHaveAttribute('aria-checked', 'true');
    expect(readSession()?.customerIsWatching).toBe('true');
  });

  it('closes the password dialog without a call and stays on when cancelled', async () => {
    const { calls } = mockFetch([]);
    renderToggle(true);
    await userEvent.click(toggle());
    const dialog = await screen.findByRole('dialog', { name: 'Show purchase prices again' });
    await userEvent.type(within(dialog).getByLabelText('Password'), 'half');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    expect(toggle()).toHaveAttribute('aria-checked', 'true');

    // the typed password is not kept for the next opening
    await userEvent.click(toggle());
    expect(within(await screen.findByRole('dialog')).getByLabelText('Password')).toHaveValue('');
  });
});
