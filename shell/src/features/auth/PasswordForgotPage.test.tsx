import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { PasswordForgotPage } from './PasswordForgotPage';

const PAGE = { route: '/en/password-forgot', path: '/en/password-forgot' };
const INVALID = 'Entered address is not a valid e-mail address!';

const email = () => screen.getByLabelText('E-mail address');
const send = () => screen.getByRole('button', { name: 'Send' });

describe('PasswordForgotPage', () => {
  let toasts: ToastRequest[];
  let stopListening: () => void;
  beforeEach(() => {
    toasts = [];
    stopListening = on('toast', (t) => toasts.push(t));
    jest.useFakeTimers();
  });
  afterEach(() => {
    stopListening();
    jest.useRealTimers();
  });

  it('shows the invalid e-mail message only after the 500 ms debounce', async () => {
    // spec section 5: "Forgot password: valid e-mail pattern (500 ms debounce) else 'Entered address is not a valid e-mail address!'"
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderShell(<PasswordForgotPage locale="en" />, PAGE);
    await user.type(email(), 'jan@shop');
    act(() => jest.advanceTimersByTime(499));
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();

    // typing restarts the wait; once the address is valid the message goes after 500 ms
    await user.type(email(), '.nl');
    expect(send()).toBeEnabled();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  });

  it('posts the e-mail to Account/ForgotPassword and shows the e-mail sent toast', async () => {
    // spec section 8: "Forgot password success: 'e-mail sent' 5 s."
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { calls } = mockFetch([{ method: 'POST', path: /\/api\/Account\/ForgotPassword$/ }]);
    renderShell(<PasswordForgotPage locale="en" />, PAGE);
    expect(send()).toBeDisabled();
    await user.type(email(), 'jan@shop.nl');
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    await user.click(send());

    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: 'E-mail sent', duration: 5000 }]));
    // the toast comes before React renders the form's new state (on a busy machine more than a tick later)
    await waitFor(() => expect(email()).toHaveValue(''));
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(calls[0].url.href).toBe('http://api.test/api/Account/ForgotPassword');
    expect(calls[0].body).toEqual({ Email: 'jan@shop.nl' });
  });

  it('shows the generic error toast and keeps the address when the call fails', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockFetch([{ method: 'POST', path: /\/api\/Account\/ForgotPassword$/, status: 500, body: { Message: 'boom' } }]);
    renderShell(<PasswordForgotPage locale="en" />, PAGE);
    await user.type(email(), 'jan@shop.nl');
    await user.click(send());
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Something went wrong, please try again later.', duration: 5000 }]));
    expect(email()).toHaveValue('jan@shop.nl');
  });
});
