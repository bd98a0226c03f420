import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, useLocation, type ToastRequest } from 'shared-kernel';
import { mockFetch, renderWithProviders, testSession, type MockRoute } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { EditUserPage } from './EditUserPage';
import { makeStaffUser } from '../../../test/fixtures';

const bob = makeStaffUser();

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname + l.search}</output>;
}

function renderPage(route = '/en/customer/account/editUser?id=u-3') {
  return renderWithProviders(
    <>
      <EditUserPage />
      <Where />
    </>,
    { store: setupStore(), messages, session: testSession('Klant'), route },
  );
}

const routes = (extra: MockRoute[] = [], user: object = bob): MockRoute[] => [...extra, { path: /^\/api\/account\/u-3$/, body: user }];

describe('EditUserPage', () => {
  it("loads the user, saves with PUT Account carrying the user's Id and goes back to the list", async () => {
    const { calls } = mockFetch(routes([{ method: 'PUT', path: /^\/api\/Account$/, body: bob }]));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Edit user Bob Staff' })).toBeInTheDocument();
    const last = screen.getByLabelText('Last name');
    expect(last).toHaveValue('Staff');
    expect(screen.getByLabelText('Function')).toHaveValue('3');
    await userEvent.clear(last);
    await userEvent.type(last, 'Builder');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customer/account/users'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ Id: 'u-3', FirstName: 'Bob', LastName: 'Builder', Function: 3, PhoneNumber: '0470 00 00 00', Email: 'bob@demo.test' });
    expect(toasts).toContainEqual({ kind: 'success', text: 'The user has been saved.', duration: 3000 });
  });

  it('shows field errors and stays on the page when saving fails', async () => {
    mockFetch(routes([{ method: 'PUT', path: /^\/api\/Account$/, status: 400, body: { Message: 'The request is invalid.', ModelState: { 'model.Email': ["Email 'bob@demo.test' is already taken."] } } }]));
    renderPage();
    await screen.findByLabelText('E-mail address');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    expect(await screen.findByText("Email 'bob@demo.test' is already taken.")).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/customer/account/editUser?id=u-3');
    // the form layer: a failure that explains itself on the fields needs no toast
    expect(toasts).toEqual([]);
  });

  it('does not offer a form for the main account', async () => {
    mockFetch(routes([], { ...bob, IsMainAccount: true }));
    renderPage();
    expect(await screen.findByText('The main account and your own account cannot be edited here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save user' })).not.toBeInTheDocument();
  });

  it('does not offer a form for the current user', async () => {
    mockFetch(routes([], { ...bob, Id: 'user-Klant' }));
    renderPage();
    expect(await screen.findByText('The main account and your own account cannot be edited here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save user' })).not.toBeInTheDocument();
  });

  it('asks to pick a user when the id is missing', () => {
    const { calls } = mockFetch([]);
    renderPage('/en/customer/account/editUser');
    expect(screen.getByText('No user was chosen. Pick a user in the list.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
