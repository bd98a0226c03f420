import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, testSession, type MockCall } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { CustomerUsersPage } from './CustomerUsersPage';
import { makeBareCustomer, makeCustomerHit, makeCustomerUser } from '../../../test/fixtures';

const customer = makeBareCustomer('C0002', '1002', 'Demo Sports', 'Brugge');

function setup(route: string) {
  const { calls } = mockFetch([
    {
      path: /\/api\/Account\/search/,
      body: (url: URL) => (url.searchParams.get('customerKey') === 'C0002' ? [makeCustomerUser('u3', 'Carl', 'C0002', true), makeCustomerUser('u4', 'Dirk', 'C0002')] : [makeCustomerUser('u1', 'Anna', 'C0001', true), makeCustomerUser('u2', 'Bart', 'C0001')]),
    },
    { path: /\/api\/en\/customer\/autocomplete\?search=/, body: [makeCustomerHit('C0002', '1002', 'Demo Sports', 'Brugge')] },
    { path: /\/api\/en\/customer\/C000\d$/, body: customer },
    { method: 'POST', path: /\/api\/en\/customer\/C0001\/user\/u2\/block$/, body: undefined },
  ]);
  renderWithProviders(<CustomerUsersPage />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger'), route });
  return calls;
}

const searches = (calls: MockCall[]) => calls.filter((c) => c.url.pathname.endsWith('/Account/search'));

// typing with userEvent is slow on a busy machine
jest.setTimeout(20000);

describe('CustomerUsersPage', () => {
  it('asks for a customer or keyword first', () => {
    const calls = setup('/en/salesman/users');
    expect(screen.getByText('Choose a customer or type a keyword to see users.')).toBeInTheDocument();
    expect(searches(calls)).toHaveLength(0);
  });

  it('loads the users of the customer in the URL and blocks one at once with the switch', async () => {
    const calls = setup('/en/salesman/users?customerKey=C0001');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText(/Bart Peeters/)).toBeInTheDocument();
    expect(searches(calls)[0].url.searchParams.get('customerKey')).toBe('C0001');
    // the main account has no switch
    expect(screen.queryByRole('switch', { name: 'Block Anna Peeters' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Block Bart Peeters' });
    expect(toggle).not.toBeChecked();
    await userEvent.setup().click(toggle);
    // sent straight away, no save button
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ IsBlocked: true }));
    expect(calls.find((c) => c.method === 'POST')?.url.pathname).toBe('/api/en/customer/C0001/user/u2/block');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Block Bart Peeters' })).toBeChecked());
  });

  it('filters by keyword and by a customer chosen in the search', async () => {
    const calls = setup('/en/salesman/users?keyword=an');
    expect(await screen.findByText(/Anna Peeters/)).toBeInTheDocument();
    expect(searches(calls)[0].url.searchParams.get('keyword')).toBe('an');
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('an');
    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: 'Customer' }), 'Demo');
    await u.click(await screen.findByRole('option', { name: /Demo Sports/ }));
    expect(await screen.findByText(/Dirk Peeters/)).toBeInTheDocument();
    const last = searches(calls).at(-1)!.url.searchParams;
    expect(last.get('customerKey')).toBe('C0002');
    expect(last.get('keyword')).toBe('an');
    await u.clear(screen.getByRole('searchbox', { name: 'Keyword' }));
    await u.type(screen.getByRole('searchbox', { name: 'Keyword' }), 'dirk');
    await waitFor(() => expect(searches(calls).at(-1)!.url.searchParams.get('keyword')).toBe('dirk'));
  });
});
