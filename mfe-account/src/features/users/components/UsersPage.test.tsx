import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { UsersPage } from './UsersPage';
import { makeStaffUser, makeUser } from '../../../test/fixtures';

const main = makeUser({ Id: 'main-1', FirstName: 'Mia', LastName: 'Main', PhoneNumber: '', Email: 'mia@demo.test' });
const me = makeUser({ FirstName: 'Ivo', LastName: 'Self', Function: 0, PhoneNumber: '', Email: 'ivo@demo.test', IsMainAccount: false });
const bob = makeStaffUser({ PhoneNumber: '' });

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

function routes(extra: MockRoute[] = [], users: unknown[] = [main, me, bob]): MockRoute[] {
  return [...extra, { path: /^\/api\/en\/customer\/C0001\/user$/, body: users }];
}

function renderPage() {
  return renderWithProviders(<UsersPage />, { store: setupStore(), messages, session: testSession('Klant'), route: '/en/customer/account/users' });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('UsersPage', () => {
  it('lists the users with function and role, and offers no controls for the main account and the current user', async () => {
    mockFetch(routes());
    renderPage();
    const bobRow = await rowOf('Bob Staff');
    expect(within(bobRow).getByText('bob@demo.test')).toBeInTheDocument();
    expect(within(bobRow).getByText('Shop assistant')).toBeInTheDocument();
    expect(within(bobRow).getByText('Staff')).toBeInTheDocument();
    expect(within(bobRow).getByRole('switch', { name: 'Block Bob Staff' })).not.toBeChecked();
    expect(within(bobRow).getByRole('link', { name: 'Edit Bob Staff' })).toHaveAttribute('href', '/en/customer/account/editUser?id=u-3');
    expect(within(bobRow).getByRole('button', { name: 'Delete Bob Staff' })).toBeInTheDocument();

    for (const name of ['Mia Main', 'Ivo Self']) {
      const row = await rowOf(name);
      expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    }
    expect(within(await rowOf('Mia Main')).getByText('(main account)')).toBeInTheDocument();
    expect(within(await rowOf('Ivo Self')).getByText('(you)')).toBeInTheDocument();
  });

  it('blocks a user at once with the switch and reloads the list', async () => {
    let blocked = false;
    const { calls } = mockFetch([
      {
        method: 'POST',
        path: /^\/api\/en\/customer\/C0001\/user\/u-3\/block$/,
        body: () => {
          blocked = true;
          return undefined;
        },
      },
      { path: /^\/api\/en\/customer\/C0001\/user$/, body: () => [main, me, { ...bob, IsBlocked: blocked }] },
    ]);
    renderPage();
    const toggle = within(await rowOf('Bob Staff')).getByRole('switch', { name: 'Block Bob Staff' });
    await userEvent.click(toggle);
    await waitFor(() => expect(within(screen.getByText('Bob Staff').closest('tr') as HTMLElement).getByRole('switch')).toBeChecked());
    const call = calls.find((c) => c.method === 'POST');
    expect(call?.body).toEqual({ IsBlocked: true });
    expect(calls.filter((c) => c.url.pathname.endsWith('/user'))).toHaveLength(2);
    expect(toasts).toContainEqual({ kind: 'success', text: 'Bob Staff is blocked.', duration: 3000 });
  });

  it('asks before deleting a user and then posts account/remove with the e-mail', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/account\/remove$/, body: undefined }]));
    renderPage();
    await userEvent.click(within(await rowOf('Bob Staff')).getByRole('button', { name: 'Delete Bob Staff' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete the user Bob Staff?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Bob Staff was deleted.', duration: 3000 }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Email: 'bob@demo.test' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does not delete when the question is cancelled', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/account\/remove$/, body: undefined }]));
    renderPage();
    await userEvent.click(within(await rowOf('Bob Staff')).getByRole('button', { name: 'Delete Bob Staff' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the reset mail with a 5 s notice that no instructions are sent', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/Account\/ForgotPassword$/, body: undefined }]));
    renderPage();
    await userEvent.click(within(await rowOf('Bob Staff')).getByRole('button', { name: 'Send Bob Staff a password reset e-mail' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ kind: 'info', duration: 5000 });
    expect(toasts[0].text).toContain('No instructions are sent to you');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Email: 'bob@demo.test' });
  });

  it("shows 'something went wrong' for 5 s when the reset mail fails", async () => {
    mockFetch(routes([{ method: 'POST', path: /^\/api\/Account\/ForgotPassword$/, status: 500, body: { Message: 'boom' } }]));
    renderPage();
    await userEvent.click(within(await rowOf('Bob Staff')).getByRole('button', { name: 'Send Bob Staff a password reset e-mail' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Something went wrong, please try again later.', duration: 5000 }]));
  });

  it('adds a user through the dialog', async () => {
    const { calls } = mockFetch(routes([{ method: 'POST', path: /^\/api\/en\/customer\/C0001\/user$/, body: 'new-id' }]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Nina');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'New');
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'nina@demo.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Function'), '1');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'MarketingKlant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ FirstName: 'Nina', LastName: 'New', Function: 1, PhoneNumber: '', Email: 'nina@demo.test', Role: 'MarketingKlant' });
    expect(toasts.map((t) => t.kind)).toEqual(['success']);
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/user'))).toHaveLength(2));
  });

  it('shows addUserModel field errors beside the fields and the general model list above the form', async () => {
    mockFetch(
      routes([
        {
          method: 'POST',
          path: /^\/api\/en\/customer\/C0001\/user$/,
          status: 400,
          body: {
            Message: 'The request is invalid.',
            ModelState: { 'addUserModel.Email': ["Email 'bob@demo.test' is already taken."], 'addUserModel.FirstName': ['Too small'], addUserModel: ['The user could not be created.'] },
          },
        },
      ]),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'B');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Staff');
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'bob@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText("Email 'bob@demo.test' is already taken.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail address')).toHaveAccessibleDescription("Email 'bob@demo.test' is already taken.");
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(within(dialog).getByRole('alert')).getByText('The user could not be created.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not offer the main-account role while an admin or salesman impersonates the customer (issue 15)', async () => {
    mockFetch(routes());
    renderWithProviders(<UsersPage />, { store: setupStore(), messages, session: testSession('Klant', { impersonated: true }), route: '/en/customer/account/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    const roles = within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(roles).toEqual(['PersoneelKlant', 'MarketingKlant']);
  });

  it('shows the empty state when the customer has no users', async () => {
    mockFetch(routes([], []));
    renderPage();
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('shows an error with retry when the users cannot be loaded', async () => {
    mockFetch([{ path: /user$/, status: 500, body: { Message: 'boom' } }]);
    renderPage();
    expect(await screen.findByText('The users could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
