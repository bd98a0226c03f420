import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntime } from 'shared-kernel';
import { mockFetch, testSession } from 'shared-kernel/test-utils';
import HeaderSearchWidget from './HeaderSearch';

describe('exposed HeaderSearch widget', () => {
  it('renders in the shell tree (no router of its own) with its messages and store, and navigates through the shell', async () => {
    setRuntime({ apiBaseUrl: 'http://api.test', locale: 'fr' });
    mockFetch([{ path: /\/api\/fr\/productgroup\/autocomplete\?/, body: [{ Id: 5, Name: 'Veste', ErpId: 'V-1', Brand: 'Alpha', Thumbnail: null }] }]);
    const navigate = jest.fn();
    render(<HeaderSearchWidget session={testSession('Klant')} locale="fr" routeBase="/fr" navigate={navigate} />);
    const user = userEvent.setup();
    // the widget loads its locale's messages first (a chunk of their own)
    await user.type(await screen.findByRole('combobox', { name: 'Rechercher des produits' }), 'vest');
    await user.click(await screen.findByRole('option', { name: /Veste/ }));
    expect(navigate).toHaveBeenCalledWith('/fr/customer/shop/product/5');
  });
});
