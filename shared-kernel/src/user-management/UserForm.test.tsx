import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastRequest } from 'shared-kernel';
import { renderWithProviders } from '../test-utils/index';
import { bob, noMessages, noStore, sam, session } from './test/fixtures';
import { UserForm } from './UserForm';

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

describe('UserForm', () => {
  it('saves the trimmed fields with the Id, toasts the caller\'s message and goes where it says', async () => {
    const onSave = jest.fn().mockResolvedValue({ savedId: 'ds.confirm.title', to: '/users' });
    renderWithProviders(<UserForm user={bob} onSave={onSave} cancelTo="/users" />, { store: noStore, messages: noMessages, session: session('Klant') });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/users');
    expect(screen.queryByLabelText(/Sales-taker code/)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Last name/));
    await userEvent.type(screen.getByLabelText(/^Last name/), ' Renamed ');
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ Id: 'u-3', FirstName: 'Bob', LastName: 'Renamed', Function: 3, PhoneNumber: '', Email: 'bob@demo.test' }));
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'success', text: 'Are you sure?', duration: 3000 }));
  });

  it('edits a salesman\'s sales-taker code and shows a failure as a toast', async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('down'));
    renderWithProviders(<UserForm user={sam} onSave={onSave} cancelTo="/users" salesTakerCode />, { store: noStore, messages: noMessages, session: session('Admin') });
    await userEvent.clear(screen.getByLabelText(/^Sales-taker code/));
    await userEvent.click(screen.getByRole('button', { name: 'Save user' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ Id: 'u-4', SalesTakerCode: null })));
    await waitFor(() => expect(toasts.map((t) => t.kind)).toContain('error'));
  });
});
