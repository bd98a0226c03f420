import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { renderWithProviders } from '../test-utils/index';
import { bob, main, me, noMessages, noStore, sam, session } from './test/fixtures';
import { UsersTable, type UsersTableProps } from './UsersTable';

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

function renderTable(props: Partial<UsersTableProps> = {}, locale: 'en' | 'nl' = 'en') {
  const all: UsersTableProps = { caption: 'Users', users: [main, me, bob], currentUserId: 'user-Klant', onBlock: jest.fn().mockResolvedValue(null), ...props };
  renderWithProviders(<UsersTable {...all} />, { store: noStore, messages: noMessages, session: session('Klant'), locale });
  return all;
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('UsersTable', () => {
  it('gives the main account and the signed-in user no switch, edit or delete (spec section 6)', () => {
    renderTable({ columns: ['function', 'role'], editPath: (u) => `/edit?id=${u.Id}`, onDelete: jest.fn(), onResetMail: jest.fn() });
    const bobRow = rowOf('Bob Staff');
    expect(within(bobRow).getByText('Shop assistant')).toBeInTheDocument();
    expect(within(bobRow).getByText('Staff')).toBeInTheDocument();
    expect(within(bobRow).getByRole('switch', { name: 'Block Bob Staff' })).not.toBeChecked();
    expect(within(bobRow).getByRole('link', { name: 'Edit Bob Staff' })).toHaveAttribute('href', '/en/edit?id=u-3');
    expect(within(bobRow).getByRole('button', { name: 'Delete Bob Staff' })).toBeInTheDocument();
    for (const name of ['Mia Main', 'Ivo Self']) {
      const row = rowOf(name);
      expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
      expect(within(row).getByText('No')).toBeInTheDocument();
      expect(within(row).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `Send ${name} a password reset e-mail` })).toBeInTheDocument();
    }
    expect(within(rowOf('Mia Main')).getByText('(main account)')).toBeInTheDocument();
    expect(within(rowOf('Ivo Self')).getByText('(you)')).toBeInTheDocument();
  });

  it('blocks at once through the callback and says so', async () => {
    const onBlock = jest.fn().mockResolvedValue(null);
    renderTable({ onBlock });
    await userEvent.click(within(rowOf('Bob Staff')).getByRole('switch', { name: 'Block Bob Staff' }));
    expect(onBlock).toHaveBeenCalledWith(bob, true);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Bob Staff is blocked.', duration: 3000 }));
  });

  it('has no switch for a user the remote may not block, and the extra columns in their order', () => {
    renderTable({ users: [bob, sam], columns: ['customer', 'phone', 'salesTakerCode'], blockable: (u) => Boolean(u.CustomerId) });
    const row = rowOf('Sam Sales');
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('S01')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'E-mail', 'Customer', 'Phone', 'Sales-taker code', 'Blocked']);
  });

  it('deletes after confirmation and sends the reset mail with the toasts of spec section 8', async () => {
    const onDelete = jest.fn().mockResolvedValue(null);
    const onResetMail = jest.fn().mockRejectedValue(new Error('down'));
    renderTable({ onDelete, onResetMail });
    await userEvent.click(within(rowOf('Bob Staff')).getByRole('button', { name: 'Delete Bob Staff' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the user Bob Staff?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(bob);
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Bob Staff was deleted.', duration: 3000 }));

    await userEvent.click(within(rowOf('Bob Staff')).getByRole('button', { name: 'Send Bob Staff a password reset e-mail' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', text: 'Something went wrong, please try again later.', duration: 5000 }));
  });

  it('shows the load failure with a retry, and speaks the locale', async () => {
    const onRetry = jest.fn();
    renderTable({ users: undefined, failed: true, onRetry }, 'nl');
    expect(screen.getByText('De gebruikers konden niet worden geladen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalled();
  });
});
