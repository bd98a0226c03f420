import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { fieldError, mockFetch } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { ResetPasswordPage } from './ResetPasswordPage';

const PAGE = { path: '/en/resetpassword' };
// an ASP.NET-style token: its '+' and '/' arrive percent-encoded in the e-mail link
const LINK = { ...PAGE, route: '/en/resetpassword?userId=u-42&code=CfDJ8%2Babc%2Fdef%3D' };

const password = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');
const submit = () => screen.getByRole('button', { name: 'Save password' });

describe('ResetPasswordPage', () => {
  let toasts: ToastRequest[];
  let stopListening: () => void;
  beforeEach(() => {
    toasts = [];
    stopListening = on('toast', (t) => toasts.push(t));
  });
  afterEach(() => stopListening());

  it('keeps the button disabled until both password fields are filled', async () => {
    renderShell(<ResetPasswordPage locale="en" />, LINK);
    expect(submit()).toBeDisabled();
    await userEvent.type(password(), 'secret1');
    expect(submit()).toBeDisabled();
    await userEvent.type(confirm(), 'secret1');
    expect(submit()).toBeEnabled();
  });

  it('says the passwords do not match and keeps the button disabled', async () => {
    // spec section 5: "Reset: passwords equal else 'Entered passwords do not match!'"
    renderShell(<ResetPasswordPage locale="en" />, LINK);
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret2');
    expect(fieldError(confirm())).toBe('Entered passwords do not match!');
    expect(confirm()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();

    await userEvent.clear(confirm());
    await userEvent.type(confirm(), 'secret1');
    expect(fieldError(confirm())).toBeNull();
    expect(submit()).toBeEnabled();
  });

  it('shows the minimum length message for a password shorter than 6 characters', async () => {
    // spec section 5: "Registration password at least 6 characters" / "Minimum password length hint shown (value 6)"
    renderShell(<ResetPasswordPage locale="en" />, LINK);
    await userEvent.type(password(), 'abc12');
    await userEvent.type(confirm(), 'abc12');
    expect(fieldError(password())).toBe('At least 6 characters');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();

    await userEvent.type(password(), '3');
    await userEvent.type(confirm(), '3');
    expect(fieldError(password())).toBeNull();
    expect(submit()).toBeEnabled();
  });

  describe('on success', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('posts UserId, Password and Code, shows the notice and goes to /login after 4 s', async () => {
      // spec section 8: "Reset password success: password-changed notice 4 s then /login."
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { calls } = mockFetch([{ method: 'POST', path: /\/api\/Account\/ResetPassword$/ }]);
      renderShell(<ResetPasswordPage locale="en" />, LINK);
      await user.type(password(), 'secret1');
      await user.type(confirm(), 'secret1');
      await user.click(submit());

      await waitFor(() => expect(toasts).toEqual([{ kind: 'success', text: 'Your password has been changed.', duration: 4000 }]));
      // the toast comes before React renders the form's new state: let it render
      await act(async () => undefined);
      expect(calls).toHaveLength(1);
      expect(calls[0].method).toBe('POST');
      expect(calls[0].url.href).toBe('http://api.test/api/Account/ResetPassword');
      expect(calls[0].body).toEqual({ UserId: 'u-42', Password: 'secret1', Code: 'CfDJ8+abc/def=' });
      expect(submit()).toBeDisabled();

      act(() => jest.advanceTimersByTime(3999));
      expect(screen.getByTestId('location')).toHaveTextContent('/en/resetpassword?userId=u-42');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login$/);
    });
  });

  it('shows the server message above the form and stays on the page when the reset fails', async () => {
    mockFetch([{ method: 'POST', path: /\/api\/Account\/ResetPassword$/, status: 400, body: { Message: 'Invalid token.' } }]);
    renderShell(<ResetPasswordPage locale="en" />, LINK);
    await userEvent.type(password(), 'secret1');
    await userEvent.type(confirm(), 'secret1');
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token.');
    expect(toasts).toEqual([]);
    expect(submit()).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/resetpassword');
  });

  it('shows a password ModelState error on its field and the others above the form', async () => {
    mockFetch([
      {
        method: 'POST',
        path: /\/api\/Account\/ResetPassword$/,
        status: 400,
        body: { Message: 'The request is invalid.', ModelState: { 'model.Password': ['Passwords must have at least one digit.'], 'model.Code': ['The link has expired.'] } },
      },
    ]);
    renderShell(<ResetPasswordPage locale="en" />, LINK);
    await userEvent.type(password(), 'secret');
    await userEvent.type(confirm(), 'secret');
    await userEvent.click(submit());
    await waitFor(() => expect(fieldError(password())).toBe('Passwords must have at least one digit.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The link has expired.');
    expect(toasts).toEqual([]);
    // typing a new password takes its server error away
    await userEvent.type(password(), '1');
    expect(fieldError(password())).toBeNull();
  });

  it.each([
    ['no user id', '/en/resetpassword?code=abc'],
    ['no code', '/en/resetpassword?userId=u-42'],
    ['neither', '/en/resetpassword'],
  ])('shows the invalid-link error with %s', (_, route) => {
    const { calls } = mockFetch([]);
    renderShell(<ResetPasswordPage locale="en" />, { ...PAGE, route });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save password' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
