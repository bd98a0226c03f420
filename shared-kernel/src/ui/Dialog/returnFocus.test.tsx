import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../test/renderWithIntl';
import { Dialog } from './Dialog';

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Title" />
    </>
  );
}

it('gives the focus back to the element that opened a controlled dialog without a trigger', async () => {
  renderWithIntl(<Controlled />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
});
