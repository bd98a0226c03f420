import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { fieldError, mockFetch, type MockRoute } from 'shared-kernel/test-utils';
import { renderShell } from '../../test/renderShell';
import { RegisterPage } from './RegisterPage';

const PAGE = { path: '/en/register' };
const LINK = { ...PAGE, route: '/en/register?userId=u-9&code=c0de%2Bx' };
const CONFIRM = /\/api\/Account\/ConfirmEmail\?/;
const REGISTER = /\/api\/Account\/Register\?userId=u-9&code=c0de%2Bx$/;
const notActivated: MockRoute = { path: CONFIRM, body: { Actived: false } };

async function fillForm(o: { password?: string; confirmPassword?: string } = {}) {
  await userEvent.type(await screen.findByLabelText('First name'), 'Anna');
  await userEvent.type(screen.getByLabelText('Last name'), 'de Vries');
  await userEvent.selectOptions(screen.getByLabelText('Function'), 'Director');
  await userEvent.type(screen.getByLabelText('Phone number'), '+31 6 12345678');
  await userEvent.type(screen.getByLabelText('Password'), o.password ?? 'geheim1');
  await userEvent.type(screen.getByLabelText('Confirm password'), o.confirmPassword ?? o.password ?? 'geheim1');
}

const submit = () => screen.getByRole('button', { name: 'Complete registration' });

describe('RegisterPage', () => {
  let toasts: ToastRequest[];
  let stopListening: () => void;
  beforeEach(() => {
    toasts = [];
    stopListening = on('toast', (t) => toasts.push(t));
  });
  afterEach(() => stopListening());

  it('confirms the e-mail first and shows something went wrong when that fails', async () => {
    // spec section 8: "Email confirmation failure: 'something went wrong'"
    const { calls } = mockFetch([{ path: CONFIRM, status: 400, body: { Message: 'Invalid token.' } }]);
    renderShell(<RegisterPage locale="en" />, LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.origin + calls[0].url.pathname).toBe('http://api.test/api/Account/ConfirmEmail');
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ userId: 'u-9', code: 'c0de+x' });
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows something went wrong without calling the server when the link lacks userId or code', () => {
    const { calls } = mockFetch([notActivated]);
    renderShell(<RegisterPage locale="en" />, { ...PAGE, route: '/en/register?userId=u-9' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(calls).toHaveLength(0);
  });

  it('says the account is already activated, with a way back to sign in', async () => {
    // spec section 8: "already activated: 'account already activated'"
    mockFetch([{ path: CONFIRM, body: { Actived: true } }]);
    renderShell(<RegisterPage locale="en" />, LINK);
    const notice = await screen.findByText('Account already activated');
    await userEvent.click(within(notice).getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login$/);
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('shows the registration form when the account is not activated yet', async () => {
    mockFetch([notActivated]);
    renderShell(<RegisterPage locale="en" />, LINK);
    expect(await screen.findByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    const fn = screen.getByRole('combobox', { name: 'Function' });
    expect([...(fn as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Purchase', 'Marketing', 'Director', 'Shop assistant', 'Accountancy']);
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(submit()).toBeEnabled();
  });

  it('refuses a password shorter than 6 characters without calling Register', async () => {
    // spec section 5: "Registration password at least 6 characters."
    const { calls } = mockFetch([notActivated, { method: 'POST', path: REGISTER }]);
    renderShell(<RegisterPage locale="en" />, LINK);
    await fillForm({ password: 'abc12' });
    await userEvent.click(submit());
    expect(fieldError(screen.getByLabelText('Password'))).toBe('At least 6 characters');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/register');
  });

  it('posts the registration to Account/Register?userId&code (the code of the link) and goes to /login', async () => {
    const { calls } = mockFetch([notActivated, { method: 'POST', path: REGISTER }]);
    renderShell(<RegisterPage locale="en" />, LINK);
    await fillForm();
    await userEvent.click(submit());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/login$/));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    // spec section 7: "POST Account/Register?userId (firstName, lastName, function, phoneNumber, password, confirmPassword)";
    // the code binds it to ConfirmEmail (issue 15, contract RegisterQuerySchema)
    expect(posts[0].url.href).toBe('http://api.test/api/Account/Register?userId=u-9&code=c0de%2Bx');
    expect(posts[0].body).toEqual({
      firstName: 'Anna',
      lastName: 'de Vries',
      function: 2,
      phoneNumber: '+31 6 12345678',
      password: 'geheim1',
      confirmPassword: 'geheim1',
    });
    expect(toasts).toEqual([{ kind: 'success', text: 'Your account is ready. You can sign in now.', duration: 4000 }]);
  });

  it('shows a ModelState error from a 400 next to its field', async () => {
    // spec section 5: "a ModelState field-to-message map shows the first message per field, with the 'model.' prefix removed"
    mockFetch([
      notActivated,
      { method: 'POST', path: REGISTER, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.phoneNumber': ['The phone number is not valid.', 'Second message'] } } },
    ]);
    renderShell(<RegisterPage locale="en" />, LINK);
    await fillForm();
    await userEvent.click(submit());
    await waitFor(() => expect(fieldError(screen.getByLabelText('Phone number'))).toBe('The phone number is not valid.'));
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError(screen.getByLabelText('First name'))).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/register');
    expect(toasts).toEqual([]);
  });

  it('shows a Function error under the select and toasts what no field of the form shows', async () => {
    // spec section 5: Function is a server field; keys without a field on the form show as error toasts
    mockFetch([
      notActivated,
      {
        method: 'POST',
        path: REGISTER,
        status: 400,
        body: { ModelState: { 'model.Function': ['Choose a function.'], 'model.Email': ['This address is already in use.'], UserId: ['Unknown user.'] } },
      },
    ]);
    renderShell(<RegisterPage locale="en" />, LINK);
    await fillForm();
    await userEvent.click(submit());
    await waitFor(() => expect(fieldError(screen.getByLabelText('Function'))).toBe('Choose a function.'));
    expect(toasts.map((t) => t.text).sort()).toEqual(['This address is already in use.', 'Unknown user.']);
  });
});
