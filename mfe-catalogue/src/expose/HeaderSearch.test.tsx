import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntime } from 'shared-kernel';
import { mockFetch, testSession } from 'shared-kernel/test-utils';
import HeaderSearchWidget from './HeaderSearch';

describe('exposed HeaderSearch widget', () => {
  it('renders in the shell tree (no router of its own) with its messages and store, and navigates through the shell', async () => {
    setRuntime({ apiBaseUrl: 'http://api.test', locale: 'fr' });
    mockFetch([{ path: /\/api\/fr\/productgroup\/autocomplete\?/, body: [{ Id: 5, Name: 'Veste', ErpId: 'V-1', Brand: 'Alpha', Thumbnail: null }] }]);
    const navigate = jest.fn();
    // the widget suspends until its locale's messages (a chunk of their own) are in: render inside act so React retries
    await act(async () => {
      render(<HeaderSearchWidget session={testSession('Klant')} locale="fr" routeBase="/fr" navigate={navigate} />);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'Rechercher des produits' }), 'vest');
    await user.click(await screen.findByRole('option', { name: /Veste/ }));
    expect(navigate).toHaveBeenCalledWith('/fr/customer/shop/product/5');
  });
});
