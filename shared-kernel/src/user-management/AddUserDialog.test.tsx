import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, toPortalError, type Session, type ToastRequest } from 'shared-kernel';
import { renderWithProviders } from '../test-utils/index';
import { AddUserDialog, type AddUserDialogProps } from './AddUserDialog';
import { noMessages, noStore, session } from './test/fixtures';
import { CUSTOMER_ROLES, EMPLOYEE_ROLES } from './userLabels';

jest.setTimeout(20_000);

let toasts: ToastRequest[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  toasts = [];
  off = on('toast', (t) => toasts.push(t));
});
afterEach(() => off());

function renderDialog(props: Partial<AddUserDialogProps> = {}, who: Session = session('Klant')) {
  const all: AddUserDialogProps = { open: true, onOpenChange: jest.fn(), roles: CUSTOMER_ROLES, defaultRole: 'PersoneelKlant', onAdd: jest.fn().mockResolvedValue('new-id'), ...props };
  renderWithProviders(<AddUserDialog {...all} />, { store: noStore, messages: noMessages, session: who });
  return all;
}

async function fill() {
  const dialog = await screen.findByRole('dialog', { name: 'Add user' });
  await userEvent.type(within(dialog).getByLabelText(/^First name/), ' Eva ');
  await userEvent.type(within(dialog).getByLabelText(/^Last name/), 'Tester');
  await userEvent.type(within(dialog).getByLabelText(/^E-mail address/), 'eva@demo.test');
  return dialog;
}
const roleOptions = async () => within(await screen.findByLabelText(/^Role/)).getAllByRole('option').map((o) => o.getAttribute('value'));

describe('AddUserDialog', () => {
  it('adds the user with trimmed fields, toasts and closes', async () => {
    const p = renderDialog();
    const dialog = await fill();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(p.onAdd).toHaveBeenCalledWith({ FirstName: 'Eva', LastName: 'Tester', Email: 'eva@demo.test', PhoneNumber: '', Function: 0, Role: 'PersoneelKlant' }));
    await waitFor(() => expect(p.onOpenChange).toHaveBeenCalledWith(false));
    expect(toasts).toContainEqual({ kind: 'success', text: 'The user eva@demo.test was added.', duration: 3000 });
  });

  it('checks the required fields before sending', async () => {
    const p = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(3);
    expect(p.onAdd).not.toHaveBeenCalled();
  });

  it('shows ModelState on the fields and the general list above them', async () => {
    const error = toPortalError(400, 'Bad Request', { ModelState: { 'addUserModel.Email': ['E-mail already in use'], model: ['Not now'] } });
    renderDialog({ onAdd: jest.fn().mockRejectedValue(error) });
    const dialog = await fill();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('E-mail already in use')).toBeInTheDocument();
    expect(within(dialog).getByText('Not now')).toBeInTheDocument();
  });

  it('offers the main-account role to the company administrator, not while impersonating nor to a salesman (issue 15)', async () => {
    renderDialog();
    expect(await roleOptions()).toEqual(['Klant', 'PersoneelKlant', 'MarketingKlant']);
  });

  it.each([
    ['an impersonating admin', session('Klant', true)],
    ['a salesman', session('Vertegenwoordiger')],
  ])('hides the main-account role for %s', async (_who, who) => {
    renderDialog({}, who);
    expect(await roleOptions()).toEqual(['PersoneelKlant', 'MarketingKlant']);
  });

  it('asks a salesman employee for the sales-taker code and sends null for an admin', async () => {
    const p = renderDialog({ roles: EMPLOYEE_ROLES, defaultRole: 'Vertegenwoordiger', salesTakerCode: true }, session('Admin'));
    const dialog = await fill();
    await userEvent.type(within(dialog).getByLabelText(/^Sales-taker code/), ' S9 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(p.onAdd).toHaveBeenCalledWith(expect.objectContaining({ Role: 'Vertegenwoordiger', SalesTakerCode: 'S9' })));
  });

  it('inline feedback: no toast, the failure above the form, and onAdded with the e-mail on success', async () => {
    const onAdd = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('id');
    const onAdded = jest.fn();
    renderDialog({ onAdd, onAdded, feedback: 'inline', customerName: 'Shop One' });
    expect(await screen.findByText('A new user for Shop One. They receive an e-mail to activate their account.')).toBeInTheDocument();
    const dialog = await fill();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not be added|network/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith('eva@demo.test'));
    expect(toasts).toEqual([]);
  });
});
