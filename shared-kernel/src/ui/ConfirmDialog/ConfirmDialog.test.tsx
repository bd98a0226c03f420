import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Button } from '../Button/Button';
import { ConfirmDialog } from './ConfirmDialog';

const renderConfirm = (onConfirm: () => void | Promise<unknown>) =>
  renderWithIntl(<ConfirmDialog trigger={<Button variant="danger">Delete address</Button>} question="Delete this address?" confirmLabel="Delete" onConfirm={onConfirm} danger />);

describe('ConfirmDialog', () => {
  it('cancels without confirming and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderConfirm(onConfirm);
    // the dialog loads on demand: it appears once its chunk is in, opened by the early click
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription('Delete this address?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveFocus();
  });

  it('confirms, waits for the promise and closes', async () => {
    const user = userEvent.setup();
    let resolve!: () => void;
    const onConfirm = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    renderConfirm(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Delete address' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderConfirm(jest.fn());
    await user.click(screen.getByRole('button', { name: 'Delete address' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
