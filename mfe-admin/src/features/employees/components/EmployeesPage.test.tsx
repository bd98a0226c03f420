import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { EmployeesPage } from './EmployeesPage';
import { makeEmployee } from '../test/fixtures';

// the signed-in admin is 'user-Admin' (testSession)
const EMPLOYEES = [makeEmployee('user-Admin', 'Ada', 'Admin'), makeEmployee('s1', 'Sam', 'Vertegenwoordiger'), makeEmployee('m1', 'Max', 'Admin', true)];

function setup(extra: MockRoute[] = []) {
  const { calls } = mockFetch([
    ...extra,
    { path: /\/api\/Account\/employees$/, body: EMPLOYEES },
    { method: 'POST', path: /\/api\/account\/remove$/, body: undefined },
    { method: 'POST', path: /\/api\/Account\/ForgotPassword$/, body: undefined },
    { method: 'POST', path: /\/api\/account\/s1\/block$/, body: undefined },
  ]);
  renderWithProviders(<EmployeesPage />, { store: setupStore(), messages, session: testSession('Admin'), route: '/en/admin/users' });
  return calls;
}

// typing with userEvent is slow on a busy machine
jest.setTimeout(20000);

describe('EmployeesPage', () => {
  it('lists the employees; the current user and main accounts cannot be edited, blocked or deleted', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Employees' });
    const me = (await within(table).findByText('Ada Jansen')).closest('tr')!;
    const main = within(table).getByText('Max Jansen').closest('tr')!;
    for (const row of [me, main]) {
      expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Delete Sam Jansen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Sam Jansen' })).toHaveAttribute('href', '/en/admin/editUser?id=s1');
    expect(screen.getByRole('switch', { name: 'Block Sam Jansen' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const calls = setup();
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Delete Sam Jansen' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete the user Sam Jansen?')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.pathname.endsWith('/account/remove'))).toBe(false);

    await u.click(screen.getByRole('button', { name: 'Delete Sam Jansen' }));
    dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((c) => c.url.pathname.endsWith('/account/remove'))?.body).toEqual({ Email: 'sam@wholesale.example' }));
  });

  it('sends the reset mail with a 5 s notice and blocks at once', async () => {
    const calls = setup();
    const toasts: ToastRequest[] = [];
    const off = on('toast', (t) => toasts.push(t));
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Send Sam Jansen a password reset e-mail' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'info', duration: 5000 })));
    expect(calls.find((c) => c.url.pathname.endsWith('/Account/ForgotPassword'))?.body).toEqual({ Email: 'sam@wholesale.example' });
    await u.click(screen.getByRole('switch', { name: 'Block Sam Jansen' }));
    await waitFor(() => expect(calls.find((c) => c.url.pathname.endsWith('/account/s1/block'))?.body).toEqual({ IsBlocked: true }));
    off();
  });

  it('adds a user in the modal and shows field errors of the add-user model', async () => {
    const calls = setup([{ method: 'POST', path: /\/api\/Account\/employees$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'addUserModel.Email': ["Email 'sam@wholesale.example' is already taken."] } } }]);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await u.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nina');
    await u.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Claes');
    await u.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'sam@wholesale.example');
    await u.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText("Email 'sam@wholesale.example' is already taken.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/Account/employees'))?.body).toEqual(
      expect.objectContaining({ FirstName: 'Nina', LastName: 'Claes', Email: 'sam@wholesale.example', Role: 'Vertegenwoordiger' }),
    );
  });
});
