import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../test/renderWithIntl';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, names itself by its title and closes with the close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Dialog trigger={<Button>New address</Button>} title="Add address" description="Used for deliveries" footer={<Button>Save</Button>}>
        <p>form</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'New address' }));
    // loaded on demand: the early click opens it as soon as its chunk is in
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    expect(dialog).toHaveAccessibleDescription('Used for deliveries');
    expect(screen.getByText('form')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New address' })).toHaveFocus();
  });
});
